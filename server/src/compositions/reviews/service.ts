import { type ReviewersUpdate, type ReviewReset, type ReviewValidate, validateResponseValues } from '@gloss/contract';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { authorize } from '../../domain/authorize.js';
import { NotFound, Unprocessable } from '../../domain/errors.js';
import { requireDataset } from '../../features/datasets/access.js';
import { deleteFlagRow } from '../../features/comments/repository.js';
import { recordForReading } from '../../features/record-access/access.js';
import { loadQuestions } from '../../features/records/dataset-schema.js';
import { findUsersWithMembership } from '../../features/users/repository.js';
import { responseHooks } from '../../features/responses/hooks.js';
import { datasetForSettingReviewers, recordForChangingReview } from '../../features/reviewers/access.js';
import { reviewHooks } from './hooks.js';
import { reviewerPolicy } from '../../features/reviewers/policy.js';
import { type ReviewRow, deleteReview, findReview, reopenResponses, upsertReview } from './repository.js';
import { type ReviewerRow, listReviewerRows, replaceReviewerRows } from '../../features/reviewers/repository.js';

export async function listReviewers(db: Db, actor: Actor, datasetId: string): Promise<ReviewerRow[]> {
  const dataset = await requireDataset(db, datasetId);
  authorize(reviewerPolicy.readReviewers(actor, dataset.workspace_id));
  return listReviewerRows(db, dataset.id);
}

/** Replaces the dataset's reviewers; each must exist and be able to read the dataset (422 naming those who cannot). */
export async function updateReviewers(db: Db, actor: Actor, datasetId: string, input: ReviewersUpdate): Promise<ReviewerRow[]> {
  return db.transaction().execute(async (trx) => {
    const dataset = await datasetForSettingReviewers(trx, actor, datasetId);
    const users = new Map((input.user_ids.length > 0 ? await findUsersWithMembership(trx, input.user_ids, dataset.workspace_id) : []).map((user) => [user.id, user]));
    const refused = input.user_ids.flatMap((id) => {
      const user = users.get(id);
      if (!user) return [`\`${id}\` (not found)`];
      return reviewerPolicy.listable(user) ? [] : [`\`${id}\` (not a member of the dataset's workspace)`];
    });
    if (refused.length > 0) throw new Unprocessable(`These users cannot review dataset \`${dataset.id}\`: ${refused.join(', ')}`);
    await replaceReviewerRows(trx, dataset.id, input.user_ids, now());
    return listReviewerRows(trx, dataset.id);
  });
}

/**
 * Settles a record's final answer, checked as a submitted response is (every required question answered),
 * replacing the one it had; the record's "needs review" flag comes down.
 */
export async function validateRecord(db: Db, actor: Actor, recordId: string, input: ReviewValidate): Promise<ReviewRow> {
  return db.transaction().execute(async (trx) => {
    const { record, dataset } = await recordForChangingReview(trx, actor, recordId);
    const problem = validateResponseValues(await loadQuestions(trx, dataset.id), input.values, 'submitted', JSON.parse(record.fields) as Record<string, unknown>);
    if (problem) throw new Unprocessable(problem);
    const timestamp = now();
    await upsertReview(trx, {
      record_id: record.id,
      dataset_id: dataset.id,
      values: JSON.stringify(input.values),
      validated_by: actor.id,
      validated_at: timestamp,
      inserted_at: timestamp,
      updated_at: timestamp,
    });
    await deleteFlagRow(trx, record.id);
    await reviewHooks.validated.announce(trx, { dataset, recordId: record.id, at: timestamp });
    return (await findReview(trx, record.id))!;
  });
}

/** A record's final answer, to any member who reaches the record; 404 while it has none. */
export async function getRecordReview(db: Db, actor: Actor, recordId: string): Promise<ReviewRow> {
  const { record, dataset } = await recordForReading(db, actor, recordId);
  authorize(reviewerPolicy.readReview(actor, dataset.workspace_id));
  const review = await findReview(db, record.id);
  if (!review) throw new NotFound(`Record with id \`${record.id}\` has no validated final answer`);
  return review;
}

/**
 * Sends a record back to its annotators: its final answer goes, and its submitted and discarded responses
 * become drafts with their values, so they are in their annotators' Draft queue again. The record's status
 * and disagreements follow, and each reopened response is a `response.updated` event.
 */
export async function resetRecord(db: Db, actor: Actor, recordId: string): Promise<ReviewReset> {
  return db.transaction().execute(async (trx) => {
    const { record, dataset } = await recordForChangingReview(trx, actor, recordId);
    const timestamp = now();
    const reviewRemoved = await deleteReview(trx, record.id);
    const reopened = await reopenResponses(trx, record.id, timestamp);
    const changes = reopened.map((response) => ({ type: 'response.updated' as const, response }));
    await responseHooks.changed.announce(trx, { dataset, recordIds: [record.id], changes, activityAt: timestamp });
    return { record_id: record.id, review_removed: reviewRemoved, responses_reopened: reopened.length };
  });
}
