import type { Db } from '../../db/types.js';
import { requireDataset } from '../datasets/access.js';
import type { UserRow } from '../users/repository.js';
import { responseHooks } from './hooks.js';
import { deleteResponsesOfUser, listSubmittedRecordsOfUser } from './repository.js';

/**
 * An account's answers go with it (the `deleting` hook of accounts): the records it helped complete may be
 * pending again, and their disagreements are counted without it. Nothing is told to webhooks, as before.
 */
export async function removeAnswersOf(db: Db, user: UserRow): Promise<void> {
  const answered = await listSubmittedRecordsOfUser(db, user.id);
  await deleteResponsesOfUser(db, user.id);
  for (const { datasetId, recordIds } of answered) {
    await responseHooks.changed.announce(db, { dataset: await requireDataset(db, datasetId), recordIds, changes: [], activityAt: null });
  }
}
