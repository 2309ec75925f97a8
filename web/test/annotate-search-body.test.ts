import { describe, expect, it } from 'vitest';
import { NO_CRITERIA } from '../src/features/dataset/annotate/search/criteria';
import { searchBody } from '../src/features/dataset/annotate/search/search-body';

const RECORD = '0b5e7c1a-3f2d-4c6e-9a8b-1d2e3f4a5b6c';
const statusFilter = { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['draft'] };

describe('the search body of the annotation page', () => {
  it('asks for the pending records the team has not completed, as Argilla does', () => {
    expect(searchBody('pending', NO_CRITERIA)).toEqual({
      filters: {
        and: [
          { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending'] },
          { type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] },
        ],
      },
    });
    expect(searchBody('draft', NO_CRITERIA)).toEqual({ filters: { and: [statusFilter] } });
  });

  it('maps every filter kind into filters.and after the status', () => {
    const body = searchBody('draft', {
      ...NO_CRITERIA,
      metadata: [
        { property: 'price', filter: { kind: 'range', range: { le: 20 } } },
        { property: 'category', filter: { kind: 'terms', values: ['books'] } },
      ],
      responses: [
        { question: 'sentiment', filter: { kind: 'terms', values: ['negative', 'neutral'] } },
        { question: 'quality', filter: { kind: 'range', range: { ge: 2, le: 4 } } },
      ],
      suggestions: [{ question: 'sentiment', value: { kind: 'terms', values: ['positive'] }, score: { ge: 0.6 }, agents: ['gpt'] }],
      review: [
        { property: 'status', value: 'validated' },
        { property: 'needs_review', value: 'true' },
        { property: 'comments', value: 'false' },
        { property: 'disagreement', value: 'true' },
      ],
    });
    expect(body.filters?.and).toEqual([
      statusFilter,
      { type: 'range', scope: { entity: 'metadata', metadata_property: 'price' }, ge: null, le: 20 },
      { type: 'terms', scope: { entity: 'metadata', metadata_property: 'category' }, values: ['books'] },
      { type: 'terms', scope: { entity: 'response', question: 'sentiment' }, values: ['negative', 'neutral'] },
      { type: 'range', scope: { entity: 'response', question: 'quality' }, ge: 2, le: 4 },
      { type: 'terms', scope: { entity: 'suggestion', question: 'sentiment', property: 'value' }, values: ['positive'] },
      { type: 'range', scope: { entity: 'suggestion', question: 'sentiment', property: 'score' }, ge: 0.6, le: null },
      { type: 'terms', scope: { entity: 'suggestion', question: 'sentiment', property: 'agent' }, values: ['gpt'] },
      { type: 'terms', scope: { entity: 'review', property: 'status' }, values: ['validated'] },
      { type: 'terms', scope: { entity: 'review', property: 'needs_review' }, values: ['true'] },
      { type: 'terms', scope: { entity: 'review', property: 'comments' }, values: ['false'] },
      { type: 'terms', scope: { entity: 'review', property: 'disagreement' }, values: ['true'] },
    ]);
    expect(body.query).toBeUndefined();
    expect(body.sort).toBeUndefined();
  });

  it('maps the text query, the similarity reference and the sort keys in order', () => {
    const body = searchBody('submitted', {
      ...NO_CRITERIA,
      text: { q: 'refund', field: 'review' },
      similar: { recordId: RECORD, vector: 'embedding', order: 'least', limit: 20 },
      sort: [
        { key: { kind: 'updated_at' }, order: 'desc' },
        { key: { kind: 'metadata', property: 'price' }, order: 'asc' },
        { key: { kind: 'suggestion-score', question: 'sentiment' }, order: 'desc' },
        { key: { kind: 'suggestion-value', question: 'sentiment' }, order: 'asc' },
        { key: { kind: 'response-value', question: 'quality' }, order: 'desc' },
      ],
    });
    expect(body.query).toEqual({
      text: { q: 'refund', field: 'review' },
      vector: { name: 'embedding', record_id: RECORD, order: 'least_similar' },
    });
    expect(body.sort).toEqual([
      { scope: { entity: 'record', property: 'updated_at' }, order: 'desc' },
      { scope: { entity: 'metadata', metadata_property: 'price' }, order: 'asc' },
      { scope: { entity: 'suggestion', question: 'sentiment', property: 'score' }, order: 'desc' },
      { scope: { entity: 'suggestion', question: 'sentiment', property: 'value' }, order: 'asc' },
      { scope: { entity: 'response', question: 'quality' }, order: 'desc' },
    ]);
  });

  it('searches every field when no field is chosen', () => {
    expect(searchBody('discarded', { ...NO_CRITERIA, text: { q: 'late delivery' } }).query).toEqual({ text: { q: 'late delivery' } });
  });
});
