import type { Insertable, Selectable } from 'kysely';
import type { ResponsesTable } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import { chunked } from '../../db/chunks.js';

export type ResponseRow = Selectable<ResponsesTable>;

export function findResponseById(db: Db, id: string): Promise<ResponseRow | undefined> {
  return db.selectFrom('responses').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findResponseOf(db: Db, recordId: string, userId: string): Promise<ResponseRow | undefined> {
  return db.selectFrom('responses').selectAll().where('record_id', '=', recordId).where('user_id', '=', userId).executeTakeFirst();
}

/** Responses of these records, oldest first; only one user's when `userId` is given. */
export async function listResponsesOfRecords(db: Db, recordIds: readonly string[], userId?: string): Promise<ResponseRow[]> {
  const rows: ResponseRow[] = [];
  for (const chunk of chunked(recordIds)) {
    let query = db.selectFrom('responses').selectAll().where('record_id', 'in', chunk);
    if (userId) query = query.where('user_id', '=', userId);
    rows.push(...(await query.orderBy('inserted_at').execute()));
  }
  return rows;
}

export async function countResponsesInDataset(db: Db, datasetId: string): Promise<number> {
  const row = await db
    .selectFrom('responses')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('dataset_id', '=', datasetId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertResponseRow(db: Db, row: Insertable<ResponsesTable>): Promise<void> {
  await db.insertInto('responses').values(row).execute();
}

/**
 * Writes responses, replacing values and status of the one a user already has on a record. Of two writes
 * racing for the same response, the one made later wins whatever order they commit in (timestamps grow
 * strictly), so the stored answer is always the last one sent.
 */
export async function upsertResponseRows(db: Db, rows: Insertable<ResponsesTable>[]): Promise<void> {
  for (const chunk of chunked(rows)) {
    await db
      .insertInto('responses')
      .values(chunk)
      .onConflict((conflict) =>
        conflict
          .columns(['record_id', 'user_id'])
          .doUpdateSet((eb) => ({
            values: eb.ref('excluded.values'),
            status: eb.ref('excluded.status'),
            updated_at: eb.ref('excluded.updated_at'),
          }))
          .where((eb) => eb('responses.updated_at', '<=', eb.ref('excluded.updated_at'))),
      )
      .execute();
  }
}

/**
 * Changes a response; with `version` (the `updated_at` the change was made against), only while it still
 * has that version: undefined when another write came first (the engine re-checks the condition on the
 * row it locks, so of two such changes at once one wins).
 */
export async function updateResponseRow(
  db: Db,
  id: string,
  changes: Pick<ResponseRow, 'values' | 'status' | 'updated_at'>,
  version?: string,
): Promise<ResponseRow | undefined> {
  let query = db.updateTable('responses').set(changes).where('id', '=', id);
  if (version !== undefined) query = query.where('updated_at', '=', version);
  return query.returningAll().executeTakeFirst();
}

/** Whether it deleted the response (false: a call at the same time deleted it first, or, with `version`, changed it). */
export async function deleteResponseRow(db: Db, id: string, version?: string): Promise<boolean> {
  let query = db.deleteFrom('responses').where('id', '=', id);
  if (version !== undefined) query = query.where('updated_at', '=', version);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The records a user submitted responses to, grouped by dataset. */
export async function listSubmittedRecordsOfUser(db: Db, userId: string): Promise<{ datasetId: string; recordIds: string[] }[]> {
  const rows = await db
    .selectFrom('responses')
    .select(['record_id', 'dataset_id'])
    .where('user_id', '=', userId)
    .where('status', '=', 'submitted')
    .execute();
  const byDataset = new Map<string, string[]>();
  for (const row of rows) {
    const recordIds = byDataset.get(row.dataset_id) ?? [];
    recordIds.push(row.record_id);
    byDataset.set(row.dataset_id, recordIds);
  }
  return [...byDataset].map(([datasetId, recordIds]) => ({ datasetId, recordIds }));
}

export async function deleteResponsesOfUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('responses').where('user_id', '=', userId).execute();
}
