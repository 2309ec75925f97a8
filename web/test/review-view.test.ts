import { type ReviewItem, SearchRecordsBody } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, parseReviewView, reviewQueryString, reviewSearchBody, stillInView } from '../src/features/dataset/review/review-view';

const questions = ['sentiment', 'topics'];
const parse = (query: string) => parseReviewView(new URLSearchParams(query), questions);

describe('the review view in the URL', () => {
  it('defaults to the records still to review, from the first', () => {
    expect(parse('')).toEqual({ ...DEFAULT_FILTERS, position: 1, recordId: undefined });
  });

  it('reads the Team page link to a question’s disagreements', () => {
    expect(parse('disagreement=sentiment').disagreement).toBe('sentiment');
    expect(parse('disagreement=any').disagreement).toBe('any');
  });

  it('drops a question the dataset does not have and anything unreadable', () => {
    expect(parse('disagreement=gone&status=nope&page=-3&needs_review=yes')).toEqual({ ...DEFAULT_FILTERS, position: 1, recordId: undefined });
  });

  it('writes every view back the way it reads it, defaults left out', () => {
    const view = { status: 'validated' as const, disagreement: 'topics', needsReview: true, text: { q: 'refund policy', field: 'text' }, position: 4, recordId: 'r-1' };
    const query = reviewQueryString(view);
    expect(query).toBe('status=validated&disagreement=topics&needs_review=true&q=refund+policy&field=text&page=4&record=r-1');
    expect(parse(query)).toEqual(view);
    expect(reviewQueryString({ ...DEFAULT_FILTERS, position: 1, recordId: undefined })).toBe('');
  });
});

describe('the review search body', () => {
  it('asks for records with a submitted response and no final answer to review', () => {
    const body = reviewSearchBody(DEFAULT_FILTERS);
    expect(body).toEqual({
      filters: {
        and: [
          { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['submitted'] },
          { type: 'terms', scope: { entity: 'review', property: 'status' }, values: ['unvalidated'] },
        ],
      },
    });
    expect(SearchRecordsBody.safeParse(body).success).toBe(true);
  });

  it('asks for validated records, or every record', () => {
    expect(reviewSearchBody({ ...DEFAULT_FILTERS, status: 'validated' }).filters?.and).toEqual([{ type: 'terms', scope: { entity: 'review', property: 'status' }, values: ['validated'] }]);
    expect(reviewSearchBody({ ...DEFAULT_FILTERS, status: 'all' })).toEqual({});
  });

  it('adds the disagreement, flag and text filters', () => {
    const body = reviewSearchBody({ status: 'all', disagreement: 'sentiment', needsReview: true, text: { q: 'late' } });
    expect(body).toEqual({
      filters: {
        and: [
          { type: 'terms', scope: { entity: 'review', property: 'disagreement', question: 'sentiment' }, values: ['true'] },
          { type: 'terms', scope: { entity: 'review', property: 'needs_review' }, values: ['true'] },
        ],
      },
      query: { text: { q: 'late' } },
    });
    expect(SearchRecordsBody.safeParse(body).success).toBe(true);
    expect(reviewSearchBody({ ...DEFAULT_FILTERS, status: 'all', disagreement: 'any' }).filters?.and).toEqual([
      { type: 'terms', scope: { entity: 'review', property: 'disagreement' }, values: ['true'] },
    ]);
  });
});

describe('whether a record stays in its view', () => {
  const item = (options: { validated?: boolean; submitted?: boolean; flagged?: boolean; disagreements?: string[] }): ReviewItem =>
    ({
      record: { responses: options.submitted ? [{ status: 'submitted' }] : [{ status: 'draft' }] },
      review: options.validated ? {} : null,
      flag: options.flagged ? {} : null,
      disagreements: options.disagreements ?? [],
      comments: 0,
      assignees: [],
    }) as unknown as ReviewItem;
  const toReview = DEFAULT_FILTERS;

  it('leaves "to review" once validated or reset, and "validated" once reset', () => {
    expect(stillInView(toReview, item({ validated: true, submitted: true }))).toBe(false);
    expect(stillInView(toReview, item({ submitted: false }))).toBe(false);
    expect(stillInView(toReview, item({ submitted: true }))).toBe(true);
    expect(stillInView({ ...toReview, status: 'validated' }, item({ validated: true, submitted: true }))).toBe(true);
    expect(stillInView({ ...toReview, status: 'validated' }, item({ submitted: false }))).toBe(false);
    expect(stillInView({ ...toReview, status: 'all' }, item({}))).toBe(true);
  });

  it('leaves "needs review" once the flag is cleared, and a disagreement view once the record is reset', () => {
    expect(stillInView({ ...toReview, status: 'all', needsReview: true }, item({ flagged: true }))).toBe(true);
    expect(stillInView({ ...toReview, status: 'all', needsReview: true }, item({}))).toBe(false);
    expect(stillInView({ ...toReview, status: 'all', disagreement: 'any' }, item({ disagreements: ['sentiment'] }))).toBe(true);
    expect(stillInView({ ...toReview, status: 'all', disagreement: 'any' }, item({}))).toBe(false);
    expect(stillInView({ ...toReview, status: 'all', disagreement: 'topics' }, item({ disagreements: ['sentiment'] }))).toBe(false);
  });
});
