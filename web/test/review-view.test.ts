import { SearchRecordsBody } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, parseReviewView, reviewQueryString, reviewSearchBody, stillInStatus } from '../src/features/dataset/review/review-view';

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
  it('leaves "to review" once validated or reset, and "validated" once reset', () => {
    expect(stillInStatus('to-review', true, true)).toBe(false);
    expect(stillInStatus('to-review', false, false)).toBe(false);
    expect(stillInStatus('validated', true, true)).toBe(true);
    expect(stillInStatus('validated', false, false)).toBe(false);
    expect(stillInStatus('all', false, false)).toBe(true);
  });
});
