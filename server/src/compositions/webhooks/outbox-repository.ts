import type { Insertable } from 'kysely';
import type { WebhookDeliveriesTable } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import { chunked } from '../../db/chunks.js';

export interface EventInsert {
  type: string;
  occurred_at: string;
  data: string;
  snapshot_id: string | null;
}

/** Inserts events, answering their sequence numbers in the order given. */
export async function insertEventRows(db: Db, events: readonly EventInsert[]): Promise<(number | string)[]> {
  const seqs: (number | string)[] = [];
  // Event rows can be large (a record's fields): fewer per statement than the usual chunk.
  for (const chunk of chunked(events, 100)) {
    const rows = await db.insertInto('webhook_events').values(chunk).returning('seq').execute();
    seqs.push(...rows.map((row) => row.seq));
  }
  return seqs;
}

export async function insertDeliveryRows(db: Db, rows: readonly Insertable<WebhookDeliveriesTable>[]): Promise<void> {
  for (const chunk of chunked(rows, 200)) await db.insertInto('webhook_deliveries').values(chunk).execute();
}

/** The stamps a dataset's settings snapshot is keyed by: each setting's id and last change, in order. */
export async function settingsStamps(db: Db, datasetId: string): Promise<string[]> {
  const stamps: string[] = [];
  for (const table of ['fields', 'questions', 'metadata_properties', 'vectors_settings'] as const) {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'updated_at'])
      .where('dataset_id', '=', datasetId)
      .orderBy('inserted_at')
      .orderBy('id')
      .execute();
    stamps.push(table, ...rows.map((row) => `${row.id}@${row.updated_at}`));
  }
  return stamps;
}

/**
 * Marks a snapshot as used now, so the daily prune keeps it; whether it exists. (A snapshot no event names is
 * pruned a day after its last use.)
 */
export async function touchSnapshot(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db.updateTable('webhook_snapshots').set({ inserted_at: at }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertSnapshot(db: Db, row: { id: string; data: string; inserted_at: string }): Promise<void> {
  await db.insertInto('webhook_snapshots').values(row).onConflict((conflict) => conflict.column('id').doNothing()).execute();
}
