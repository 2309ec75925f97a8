import type { ReviewItem, SearchRecordsBody } from '@gloss/contract';
import type { TextCriterion } from '../annotate/search/criteria';
import { textQuery, type Filter } from '../annotate/search/search-body';
import { readableQueryString } from '../../../shared/routing/query-string';

/**
 * Which records the review view shows: those still to review (submitted answers, no final answer
 * yet), those validated, or every record.
 */
export type ReviewStatus = 'to-review' | 'validated' | 'all';
export const REVIEW_STATUSES: readonly ReviewStatus[] = ['to-review', 'validated', 'all'];

/** Records disagreed on: on any question, or on the one named. */
export const ANY_QUESTION = 'any';

export interface ReviewFilters {
  status: ReviewStatus;
  /** A question's name, `ANY_QUESTION`, or null for every record. */
  disagreement: string | null;
  /** Only records an annotator flagged "needs review". */
  needsReview: boolean;
  text: TextCriterion | null;
}

export interface ReviewPlace {
  /** 1-based, as shown ("3 of 12"). */
  position: number;
  /** The record shown, so a reload or a shared link opens the same one. */
  recordId: string | undefined;
}

export type ReviewView = ReviewFilters & ReviewPlace;

export const DEFAULT_FILTERS: ReviewFilters = { status: 'to-review', disagreement: null, needsReview: false, text: null };

/**
 * Reads `?status=validated&disagreement=sentiment&needs_review=true&q=refund&page=3&record=<id>`; the
 * Team page links here with `?disagreement=<question>`. A question the dataset does not have (renamed,
 * deleted) is dropped rather than sent, which the server would refuse; anything else unreadable falls
 * back to its default.
 */
export function parseReviewView(params: URLSearchParams, questionNames: readonly string[]): ReviewView {
  const status = params.get('status');
  const disagreement = params.get('disagreement');
  const q = params.get('q')?.trim();
  const field = params.get('field');
  const page = Number(params.get('page'));
  return {
    status: REVIEW_STATUSES.includes(status as ReviewStatus) ? (status as ReviewStatus) : 'to-review',
    disagreement: disagreement === ANY_QUESTION || (disagreement && questionNames.includes(disagreement)) ? disagreement : null,
    needsReview: params.get('needs_review') === 'true',
    text: q ? { q, ...(field ? { field } : {}) } : null,
    position: Number.isInteger(page) && page >= 1 ? page : 1,
    recordId: params.get('record') || undefined,
  };
}

/** The query string of a view: filters first, then the place; defaults are left out. */
export function reviewQueryString(view: ReviewView): string {
  return readableQueryString(reviewParams(view));
}

function reviewParams(view: ReviewView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.status !== 'to-review') params.set('status', view.status);
  if (view.disagreement) params.set('disagreement', view.disagreement);
  if (view.needsReview) params.set('needs_review', 'true');
  if (view.text) {
    params.set('q', view.text.q);
    if (view.text.field) params.set('field', view.text.field);
  }
  if (view.position > 1 || view.recordId) params.set('page', String(view.position));
  if (view.recordId) params.set('record', view.recordId);
  return params;
}

/** Two views list the same records (their place aside). */
export function sameFilters(a: ReviewFilters, b: ReviewFilters): boolean {
  return (
    a.status === b.status &&
    a.disagreement === b.disagreement &&
    a.needsReview === b.needsReview &&
    a.text?.q === b.text?.q &&
    a.text?.field === b.text?.field
  );
}

export function isNarrowed(filters: ReviewFilters): boolean {
  return filters.disagreement !== null || filters.needsReview || filters.text !== null;
}

/**
 * The body of `POST /datasets/{id}/reviews/search`. "To review" is a record with a submitted response
 * and no final answer; "validated" one with a final answer; then the disagreement and flag filters.
 */
export function reviewSearchBody(filters: ReviewFilters): SearchRecordsBody {
  const and: Filter[] = [];
  if (filters.status === 'to-review') {
    and.push({ type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['submitted'] });
    and.push({ type: 'terms', scope: { entity: 'review', property: 'status' }, values: ['unvalidated'] });
  } else if (filters.status === 'validated') {
    and.push({ type: 'terms', scope: { entity: 'review', property: 'status' }, values: ['validated'] });
  }
  if (filters.disagreement) {
    const question = filters.disagreement === ANY_QUESTION ? {} : { question: filters.disagreement };
    and.push({ type: 'terms', scope: { entity: 'review', property: 'disagreement', ...question }, values: ['true'] });
  }
  if (filters.needsReview) and.push({ type: 'terms', scope: { entity: 'review', property: 'needs_review' }, values: ['true'] });
  const body: SearchRecordsBody = {};
  if (and.length > 0) body.filters = { and };
  if (filters.text) body.query = { text: textQuery(filters.text) };
  return body;
}

/**
 * Whether a record, after a validation, a reset or a change of its flag, still belongs to the view: its
 * status, its disagreements and its flag. (A text match does not change with any of those.)
 */
export function stillInView(filters: ReviewFilters, item: ReviewItem): boolean {
  const validated = item.review !== null;
  const hasSubmitted = (item.record.responses ?? []).some((response) => response.status === 'submitted');
  if (filters.status === 'validated' && !validated) return false;
  if (filters.status === 'to-review' && (validated || !hasSubmitted)) return false;
  if (filters.needsReview && item.flag === null) return false;
  if (filters.disagreement === ANY_QUESTION) return item.disagreements.length > 0;
  if (filters.disagreement) return item.disagreements.includes(filters.disagreement);
  return true;
}
