import type { ReviewItem, ReviewSearchResult } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { presentFlag } from '../../features/comments/presenter.js';
import { listFlagsOfRecords } from '../../features/comments/repository.js';
import { groupBy } from '../dataset-records/relations.js';
import { type SearchRequest, searchEveryResponse } from '../record-search/service.js';
import type { VectorIndexes } from '../../features/search/vector-indexes.js';
import { datasetForReviewing } from '../../features/reviewers/access.js';
import { listDisagreementNames } from './disagreements-repository.js';
import { presentReview } from './presenter.js';
import { countCommentsOfRecords, listAssigneesOfRecords, listReviewsOfRecords, listUsernames } from './repository.js';

/** `include` as asked, plus the responses and suggestions a review always shows. */
function withAnswers(include: SearchRequest['include']): string[] {
  return [...(include === undefined ? [] : Array.isArray(include) ? include : [include]), 'responses,suggestions'];
}

/**
 * The review queue: the records a search matches (every annotator's responses, as in the admin view) with
 * each one's final answer, the questions answered differently, its assignees, comment count and flag, and
 * the names of everyone the page mentions. Each of those is one query for the whole page.
 */
export async function searchReviewRecords(
  db: Db,
  actor: Actor,
  datasetId: string,
  request: SearchRequest,
  vectorIndexes: VectorIndexes,
): Promise<ReviewSearchResult> {
  const dataset = await datasetForReviewing(db, actor, datasetId);
  const { items, total } = await searchEveryResponse(db, actor, dataset, { ...request, include: withAnswers(request.include) }, vectorIndexes);
  const ids = items.map((item) => item.record.id);
  if (ids.length === 0) return { items: [], total, users: [] };
  const [reviews, disagreements, assignees, comments, flags] = await Promise.all([
    listReviewsOfRecords(db, ids),
    listDisagreementNames(db, ids),
    listAssigneesOfRecords(db, ids),
    countCommentsOfRecords(db, ids),
    listFlagsOfRecords(db, ids),
  ]);
  const reviewOf = new Map(reviews.map((row) => [row.record_id, row]));
  const flagOf = new Map(flags.map((row) => [row.record_id, row]));
  const disagreementsOf = groupBy(disagreements, (row) => row.record_id);
  const assigneesOf = groupBy(assignees, (row) => row.record_id);

  const named = new Set<string>();
  for (const item of items) for (const response of item.record.responses ?? []) named.add(response.user_id);
  for (const row of assignees) named.add(row.user_id);
  for (const row of reviews) if (row.validated_by) named.add(row.validated_by);
  for (const row of flags) if (row.raised_by) named.add(row.raised_by);
  const users = await listUsernames(db, [...named]);

  return {
    items: items.map(({ record }): ReviewItem => {
      const review = reviewOf.get(record.id);
      const flag = flagOf.get(record.id);
      return {
        record,
        review: review ? presentReview(review) : null,
        disagreements: (disagreementsOf.get(record.id) ?? []).map((row) => row.name),
        assignees: (assigneesOf.get(record.id) ?? []).map((row) => row.user_id),
        comments: comments.get(record.id) ?? 0,
        flag: flag ? presentFlag(flag) : null,
      };
    }),
    total,
    users: users.sort((a, b) => (a.username < b.username ? -1 : a.username > b.username ? 1 : 0)),
  };
}
