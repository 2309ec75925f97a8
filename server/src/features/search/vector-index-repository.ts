import type { Db } from '../../db/types.js';

/** How many vectors a vector settings holds. */
export async function countStoredVectors(db: Db, vectorSettingsId: string): Promise<number> {
  const row = await db
    .selectFrom('record_vectors')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('vector_settings_id', '=', vectorSettingsId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Which of these records still have a vector of this vector settings. */
export async function listRecordsWithVector(db: Db, vectorSettingsId: string, recordIds: readonly string[]): Promise<string[]> {
  if (recordIds.length === 0) return [];
  const rows = await db
    .selectFrom('record_vectors')
    .select('record_id')
    .where('vector_settings_id', '=', vectorSettingsId)
    .where('record_id', 'in', recordIds)
    .execute();
  return rows.map((row) => row.record_id);
}
