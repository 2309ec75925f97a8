import { datasetSettingsRepository } from '../../db/dataset-settings-repository.js';
import type { Selectable } from 'kysely';
import type { VectorsSettingsTable } from '../../db/schema.js';
import type { Db } from '../../db/types.js';

export type VectorSettingsRow = Selectable<VectorsSettingsTable>;
export const vectorSettingsRepository = datasetSettingsRepository('vectors_settings');

/** Which of these vector settings still exist (deleted ones, or those of deleted datasets, do not). */
export async function listExistingVectorSettingsIds(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('vectors_settings').select('id').where('id', 'in', ids).execute();
  return rows.map((row) => row.id);
}
