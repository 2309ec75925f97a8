import type { Db } from '../../db/types.js';

/** The dataset_reviewers table: the members a dataset's managers list as its reviewers. */
export interface ReviewerRow {
  user_id: string;
  username: string;
  inserted_at: string;
}

export async function isListedReviewer(db: Db, datasetId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('dataset_reviewers')
    .select('user_id')
    .where('dataset_id', '=', datasetId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export function listReviewerRows(db: Db, datasetId: string): Promise<ReviewerRow[]> {
  return db
    .selectFrom('dataset_reviewers')
    .innerJoin('users', 'users.id', 'dataset_reviewers.user_id')
    .select(['dataset_reviewers.user_id', 'users.username', 'dataset_reviewers.inserted_at'])
    .where('dataset_reviewers.dataset_id', '=', datasetId)
    .orderBy('dataset_reviewers.inserted_at')
    .orderBy('users.username')
    .execute();
}

/** Makes `userIds` the dataset's reviewers: those already listed keep the time they were added. */
export async function replaceReviewerRows(db: Db, datasetId: string, userIds: readonly string[], insertedAt: string): Promise<void> {
  let removal = db.deleteFrom('dataset_reviewers').where('dataset_id', '=', datasetId);
  if (userIds.length > 0) removal = removal.where('user_id', 'not in', userIds);
  await removal.execute();
  if (userIds.length === 0) return;
  await db
    .insertInto('dataset_reviewers')
    .values(userIds.map((userId) => ({ dataset_id: datasetId, user_id: userId, inserted_at: insertedAt })))
    .onConflict((conflict) => conflict.columns(['dataset_id', 'user_id']).doNothing())
    .execute();
}
