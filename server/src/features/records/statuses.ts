import type { FollowUp } from '../../db/write-hooks.js';
import type { Db } from '../../db/types.js';
import { minSubmittedOf } from '../datasets/distribution.js';
import type { DatasetRow } from '../datasets/repository.js';
import { recordHooks } from './hooks.js';
import { refreshDatasetStatuses, refreshRecordStatuses } from './repository.js';

/*
 * A record's status follows its answers and its assignments (the hooks of responses, dataset records and
 * assignments, wired in effects.ts). Records that become completed are announced once the other handlers
 * of the same change have run, so that webhooks tell the answer before the completion it led to.
 */

/** After answers to `recordIds` changed. */
export async function refreshAnsweredStatuses(
  db: Db,
  { dataset, recordIds }: { dataset: DatasetRow; recordIds: readonly string[] },
  followUp: FollowUp,
): Promise<void> {
  const completed = await refreshRecordStatuses(db, recordIds, minSubmittedOf(dataset));
  followUp(() => recordHooks.completed.announce(db, { dataset, recordIds: completed }));
}

/** After a dataset's assignments changed: every record's status follows them. */
export async function refreshAssignedStatuses(db: Db, { dataset }: { dataset: DatasetRow }, followUp: FollowUp): Promise<void> {
  const completed = await refreshDatasetStatuses(db, dataset.id, minSubmittedOf(dataset));
  followUp(() => recordHooks.completed.announce(db, { dataset, recordIds: completed }));
}

/** After someone's assignments went with their account or membership: nothing is told, as nothing was answered. */
export async function refreshReleasedStatuses(db: Db, released: readonly { minSubmitted: number; recordIds: string[] }[]): Promise<void> {
  for (const { minSubmitted, recordIds } of released) await refreshRecordStatuses(db, recordIds, minSubmitted);
}

/** refreshAnsweredStatuses for a write planned before its transaction: a write sending no answers changes no status. */
export async function planAnsweredStatuses({ recordIds }: { recordIds: readonly string[] }): Promise<boolean> {
  return recordIds.length === 0;
}
