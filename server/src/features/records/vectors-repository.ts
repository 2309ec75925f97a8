import { sql } from 'kysely';
import type { Db } from '../../db/types.js';
import { chunked } from '../../db/chunks.js';
import type { WritePlan } from '../../db/write-plan.js';

/** Vectors are stored as little-endian float64, so what was written reads back exactly. */
export function encodeVector(values: readonly number[]): Buffer {
  const floats = Float64Array.from(values);
  return Buffer.from(floats.buffer, floats.byteOffset, floats.byteLength);
}

export function decodeVector(bytes: Uint8Array): Float64Array {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return new Float64Array(copy.buffer);
}

export interface VectorWrite {
  recordId: string;
  vectorSettingsId: string;
  values: readonly number[];
}

/**
 * Upserts record vectors. Each vector settings' version is bumped once per call and stamped on the rows
 * written, so in-memory indexes can load just what changed.
 */
export async function upsertVectors(db: Db, writes: readonly VectorWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const versions = new Map<string, number>();
  for (const settingsId of new Set(writes.map((write) => write.vectorSettingsId))) {
    const row = await db
      .updateTable('vectors_settings')
      .set({ vectors_version: sql`vectors_version + 1` })
      .where('id', '=', settingsId)
      .returning('vectors_version')
      .executeTakeFirstOrThrow();
    versions.set(settingsId, Number(row.vectors_version));
  }
  const rows = writes.map((write) => ({
    record_id: write.recordId,
    vector_settings_id: write.vectorSettingsId,
    value: encodeVector(write.values),
    version: versions.get(write.vectorSettingsId)!,
  }));
  for (const chunk of chunked(rows)) {
    await db
      .insertInto('record_vectors')
      .values(chunk)
      .onConflict((conflict) =>
        conflict.columns(['record_id', 'vector_settings_id']).doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          version: eb.ref('excluded.version'),
        })),
      )
      .execute();
  }
}

const BUMP_VECTORS_VERSION = 'UPDATE vectors_settings SET vectors_version = vectors_version + 1 WHERE id = ?';
// The version is read in the transaction, just bumped: a plan made beside another write cannot know it.
const UPSERT_VECTOR = `INSERT INTO record_vectors (record_id, vector_settings_id, value, version)
  VALUES (?, ?, ?, (SELECT vectors_version FROM vectors_settings WHERE id = ?))
  ON CONFLICT (record_id, vector_settings_id) DO UPDATE SET value = excluded.value, version = excluded.version`;

/** upsertVectors, planned (SQLite; db/write-plan.ts): each vector settings' version bumped once, then the rows. */
export function planVectors(plan: WritePlan, writes: readonly VectorWrite[]): void {
  if (writes.length === 0) return;
  plan.step(BUMP_VECTORS_VERSION, [...new Set(writes.map((write) => write.vectorSettingsId))].map((id) => [id]));
  // Every vector of the body in one Float64Array, each row's value a view of its part: the message to the
  // writer's thread then copies one buffer (structured cloning keeps views of one buffer together), where a
  // Buffer per vector was built here and cloned there one by one. Same bytes as encodeVector.
  let length = 0;
  for (const write of writes) length += write.values.length;
  const floats = new Float64Array(length);
  const rows: unknown[][] = [];
  let at = 0;
  for (const write of writes) {
    const values = write.values;
    for (let i = 0; i < values.length; i += 1) floats[at + i] = values[i];
    rows.push([write.recordId, write.vectorSettingsId, new Uint8Array(floats.buffer, at * 8, values.length * 8), write.vectorSettingsId]);
    at += values.length;
  }
  plan.step(UPSERT_VECTOR, rows);
}

/** Marks the vectors of a dataset as partly removed, so in-memory indexes rebuild from scratch. */
export async function markVectorsRemoved(db: Db, datasetId: string): Promise<void> {
  await db
    .updateTable('vectors_settings')
    .set({ vectors_generation: sql`vectors_generation + 1` })
    .where('dataset_id', '=', datasetId)
    .execute();
}

export async function listVectorsOfRecords(
  db: Db,
  recordIds: readonly string[],
  vectorSettingsIds?: readonly string[],
): Promise<{ record_id: string; vector_settings_id: string; value: Uint8Array }[]> {
  const rows: { record_id: string; vector_settings_id: string; value: Uint8Array }[] = [];
  if (vectorSettingsIds?.length === 0) return rows;
  for (const chunk of chunked(recordIds)) {
    let query = db.selectFrom('record_vectors').select(['record_id', 'vector_settings_id', 'value']).where('record_id', 'in', chunk);
    if (vectorSettingsIds) query = query.where('vector_settings_id', 'in', vectorSettingsIds);
    rows.push(...(await query.execute()));
  }
  return rows;
}

export async function findVector(db: Db, recordId: string, vectorSettingsId: string): Promise<Float64Array | null> {
  const row = await db
    .selectFrom('record_vectors')
    .select('value')
    .where('record_id', '=', recordId)
    .where('vector_settings_id', '=', vectorSettingsId)
    .executeTakeFirst();
  return row ? decodeVector(row.value) : null;
}

export async function readVectorVersions(db: Db, vectorSettingsId: string): Promise<{ version: number; generation: number }> {
  const row = await db
    .selectFrom('vectors_settings')
    .select(['vectors_version', 'vectors_generation'])
    .where('id', '=', vectorSettingsId)
    .executeTakeFirstOrThrow();
  return { version: Number(row.vectors_version), generation: Number(row.vectors_generation) };
}

/**
 * A page of the vectors written after `since.version` (or, within that version, after `since.recordId`),
 * in write order: indexes catch up page by page without holding every row at once.
 */
export function listVectorsSince(
  db: Db,
  vectorSettingsId: string,
  since: { version: number; recordId: string },
  limit: number,
): Promise<{ record_id: string; value: Uint8Array; version: number | string }[]> {
  return db
    .selectFrom('record_vectors')
    .select(['record_id', 'value', 'version'])
    .where('vector_settings_id', '=', vectorSettingsId)
    .where((eb) =>
      eb.or([
        eb('version', '>', since.version),
        eb.and([eb('version', '=', since.version), eb('record_id', '>', since.recordId)]),
      ]),
    )
    .orderBy('version')
    .orderBy('record_id')
    .limit(limit)
    .execute();
}
