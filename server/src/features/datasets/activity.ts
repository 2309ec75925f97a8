import type { Db } from '../../db/types.js';
import type { DatasetRow } from './repository.js';
import { touchDatasetActivity } from './repository.js';

/** A dataset's last activity (the datasets list sorts by it) follows the writes of its records and answers. */
export async function noteDatasetActivity(db: Db, dataset: DatasetRow, at: string | null): Promise<void> {
  if (at !== null) await touchDatasetActivity(db, dataset.id, at);
}
