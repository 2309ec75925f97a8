import { reviewEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import type { VectorIndexes } from '../../features/search/vector-indexes.js';
import { datasetForReviewing, datasetForSettingReviewers, recordForReviewing } from '../../features/reviewers/access.js';
import { presentReview, presentReviewers } from './presenter.js';
import { searchReviewRecords } from './review-search.js';
import { getRecordReview, listReviewers, resetRecord, updateReviewers, validateRecord } from './service.js';

export function registerReviewRoutes(route: Route, db: Db, vectorIndexes: VectorIndexes): void {
  const e = reviewEndpoints;
  route(e.listReviewers, async ({ actor, params }) => presentReviewers(await listReviewers(db, actor, params.dataset_id)));
  route(e.updateReviewers, async ({ actor, params, body }) => presentReviewers(await updateReviewers(db, actor, params.dataset_id, body)), {
    resource: (actor, params) => datasetForSettingReviewers(db, actor, params.dataset_id),
  });
  route(
    e.searchReviewRecords,
    async ({ actor, params, query, body }) => searchReviewRecords(db, actor, params.dataset_id, { ...query, body }, vectorIndexes),
    { resource: (actor, params) => datasetForReviewing(db, actor, params.dataset_id) },
  );
  route(e.validateRecord, async ({ actor, params, body }) => presentReview(await validateRecord(db, actor, params.record_id, body)), {
    resource: (actor, params) => recordForReviewing(db, actor, params.record_id),
  });
  route(e.getRecordReview, async ({ actor, params }) => presentReview(await getRecordReview(db, actor, params.record_id)));
  route(e.resetRecord, async ({ actor, params }) => resetRecord(db, actor, params.record_id));
}
