import { describe, expect, it } from 'vitest';
import { NO_CRITERIA, type SearchCriteria } from '../src/features/dataset/annotate/search/criteria';
import { exportRequest, exportSearch, leftOut, narrowsExport } from '../src/features/dataset/export/export-request';
import { exportFailureOf } from '../src/features/dataset/export/failure';
import { HttpError, NetworkError } from '../src/shared/api/errors';

const filtered: SearchCriteria = {
  ...NO_CRITERIA,
  text: { q: 'refund', field: 'review' },
  metadata: [{ property: 'price', filter: { kind: 'range', range: { le: 20 } } }],
  responses: [{ question: 'sentiment', filter: { kind: 'terms', values: ['negative'] } }],
  suggestions: [{ question: 'sentiment', agents: ['gpt'] }],
  sort: [{ key: { kind: 'inserted_at' }, order: 'desc' }],
  similar: { recordId: 'r-1', vector: 'emb', order: 'most', limit: 50 },
};

describe('the records an export holds', () => {
  it('are narrowed by a search text or a filter, not by a sort or a similarity reference', () => {
    expect(narrowsExport(NO_CRITERIA)).toBe(false);
    expect(narrowsExport({ ...NO_CRITERIA, sort: filtered.sort, similar: filtered.similar })).toBe(false);
    expect(narrowsExport({ ...NO_CRITERIA, text: { q: 'a' } })).toBe(true);
    expect(narrowsExport({ ...NO_CRITERIA, metadata: filtered.metadata })).toBe(true);
    expect(leftOut(filtered)).toEqual({ sort: true, similar: true });
    expect(leftOut(NO_CRITERIA)).toEqual({ sort: false, similar: false });
  });

  it('are all of them, whatever the page shows, for the scope "all"', () => {
    expect(exportSearch('all', filtered)).toEqual({});
    expect(exportRequest('csv', 'all', filtered)).toEqual({ format: 'csv' });
  });

  it('are those the text and filters match, without the page’s status, sort or similarity', () => {
    expect(exportRequest('parquet', 'matching', filtered)).toEqual({
      format: 'parquet',
      query: { text: { q: 'refund', field: 'review' } },
      filters: {
        and: [
          { type: 'range', scope: { entity: 'metadata', metadata_property: 'price' }, ge: null, le: 20 },
          { type: 'terms', scope: { entity: 'response', question: 'sentiment' }, values: ['negative'] },
          { type: 'terms', scope: { entity: 'suggestion', question: 'sentiment', property: 'agent' }, values: ['gpt'] },
        ],
      },
    });
    expect(exportSearch('matching', { ...NO_CRITERIA, text: { q: 'refund' } })).toEqual({ query: { text: { q: 'refund' } } });
  });
});

describe('a refused download link', () => {
  it('is said for what it is', () => {
    expect(exportFailureOf(new HttpError(403, {}, '/x'))).toBe('forbidden');
    expect(exportFailureOf(new HttpError(404, { detail: 'gone' }, '/x'))).toBe('notFound');
    const tooLong = { detail: 'The search and filters are too long for a download link: export them with POST …' };
    expect(exportFailureOf(new HttpError(422, tooLong, '/x'))).toBe('tooLong');
    expect(exportFailureOf(new HttpError(422, { detail: 'Metadata property with name `x` not found' }, '/x'))).toBe('other');
    expect(exportFailureOf(new NetworkError('/x'))).toBe('network');
    expect(exportFailureOf(new Error('?'))).toBe('other');
  });
});
