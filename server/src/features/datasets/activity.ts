import type { Db } from '../../db/types.js';
import type { DatasetRow } from './repository.js';
import { planDatasetActivity, touchDatasetActivity } from './repository.js';
import type { WritePlan } from '../../db/write-plan.js';

/** A dataset's last activity (the datasets list sorts by it) follows the writes of its records and answers. */
export async function noteDatasetActivity(db: Db, dataset: DatasetRow, at: string | null): Promise<void> {
  if (at !== null) await touchDatasetActivity(db, dataset.id, at);
}

/** noteDatasetActivity for a write planned before its transaction. */
export async function planDatasetActivityNote(plan: WritePlan, dataset: DatasetRow, at: string | null): Promise<boolean> {
  if (at !== null) planDatasetActivity(plan, dataset.id, at);
  return true;
}
