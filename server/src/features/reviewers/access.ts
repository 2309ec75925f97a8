import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { authorize } from '../../domain/authorize.js';
import { NotFound } from '../../domain/errors.js';
import { requireDataset } from '../datasets/access.js';
import type { DatasetRow } from '../datasets/repository.js';
import { requireRecord } from '../records/access.js';
import { lockRecords, type RecordRow } from '../records/repository.js';
import { reviewerPolicy } from './policy.js';
import { isListedReviewer } from './repository.js';

/** Whether the caller reviews this dataset; the reviewers list is read only for members who do not manage it. */
export async function canReview(db: Db, actor: Actor, dataset: DatasetRow): Promise<boolean> {
  const listed = reviewerPolicy.needsListing(actor, dataset.workspace_id) && (await isListedReviewer(db, dataset.id, actor.id));
  return reviewerPolicy.review(actor, dataset.workspace_id, listed);
}

/** Loads a dataset (404), then checks the caller reviews it (403). */
export async function datasetForReviewing(db: Db, actor: Actor, datasetId: string): Promise<DatasetRow> {
  const dataset = await requireDataset(db, datasetId);
  authorize(await canReview(db, actor, dataset));
  return dataset;
}

/** Loads a dataset (404), then checks the caller may set who reviews it (403). */
export async function datasetForSettingReviewers(db: Db, actor: Actor, datasetId: string): Promise<DatasetRow> {
  const dataset = await requireDataset(db, datasetId);
  authorize(reviewerPolicy.updateReviewers(actor, dataset.workspace_id));
  return dataset;
}

/** Loads a record and its dataset (404), then checks the caller reviews it (403). */
export async function recordForReviewing(db: Db, actor: Actor, recordId: string): Promise<{ record: RecordRow; dataset: DatasetRow }> {
  const record = await requireRecord(db, recordId);
  const dataset = await requireDataset(db, record.dataset_id);
  authorize(await canReview(db, actor, dataset));
  return { record, dataset };
}

/**
 * recordForReviewing for a change of the record's review (validate, reset), in a transaction: the record is
 * then held (PostgreSQL) before anything of it is written, as a deletion of the record holds it before its
 * responses and final answer go with it. Taking the record first in both keeps them from each holding what
 * the other waits for; a record deleted meanwhile is a 404.
 */
export async function recordForChangingReview(trx: Db, actor: Actor, recordId: string): Promise<{ record: RecordRow; dataset: DatasetRow }> {
  const found = await recordForReviewing(trx, actor, recordId);
  if ((await lockRecords(trx, [found.record.id])) === 0) throw NotFound.byId('Record', found.record.id);
  return found;
}
