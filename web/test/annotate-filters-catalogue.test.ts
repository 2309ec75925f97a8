import { describe, expect, it } from 'vitest';
import { NO_CRITERIA, type SearchCriteria } from '../src/features/dataset/annotate/search/criteria';
import {
  activeFilterCount,
  activeTargets,
  filterCatalogue,
  offeredCategories,
  withoutFilter,
  withoutFilters,
} from '../src/features/dataset/annotate/search/filters/catalogue';
import { category, price } from './annotate-filters-fixtures';
import { label, multiLabel, ranking, rating, span, text } from './annotate-model-fixtures';

const filtered: SearchCriteria = {
  ...NO_CRITERIA,
  text: { q: 'refund' },
  metadata: [
    { property: 'price', filter: { kind: 'range', range: { ge: 0, le: 20 } } },
    { property: 'category', filter: { kind: 'terms', values: ['books'] } },
  ],
  responses: [{ question: 'quality', filter: { kind: 'range', range: { ge: 3 } } }],
  suggestions: [{ question: 'quality', score: { ge: 0.5 } }],
  sort: [{ key: { kind: 'inserted_at' }, order: 'desc' }],
};

describe('what the filters offer', () => {
  it('offers only label, multi-label and rating questions, and every metadata property listed', () => {
    const catalogue = filterCatalogue([text(), label(), multiLabel(), rating(), ranking(), span()], [price(), category()]);
    expect(catalogue.questions.map((question) => question.name)).toEqual(['sentiment', 'topics', 'quality']);
    expect(catalogue.metadata.map((property) => property.name)).toEqual(['price', 'category']);
    expect(offeredCategories(catalogue)).toEqual(['metadata', 'responses', 'suggestions']);
  });

  it('leaves out a category with nothing to filter by, and everything when nothing is filterable', () => {
    expect(offeredCategories(filterCatalogue([text(), label()], []))).toEqual(['responses', 'suggestions']);
    expect(offeredCategories(filterCatalogue([text(), ranking()], [price()]))).toEqual(['metadata']);
    expect(offeredCategories(filterCatalogue([text(), span()], []))).toEqual([]);
  });
});

describe('active filters', () => {
  it('counts one per property or question filtered (a suggestion filter with several parts is one)', () => {
    expect(activeFilterCount(filtered)).toBe(4);
    expect(activeFilterCount(NO_CRITERIA)).toBe(0);
  });

  it('names what each category filters', () => {
    expect([...activeTargets(filtered, 'metadata')]).toEqual(['price', 'category']);
    expect([...activeTargets(filtered, 'responses')]).toEqual(['quality']);
    expect([...activeTargets(filtered, 'suggestions')]).toEqual(['quality']);
  });

  it('removes one filter, keeping the others in order', () => {
    expect(withoutFilter(filtered, 'metadata', 'price').metadata).toEqual([filtered.metadata[1]]);
    const noResponse = withoutFilter(filtered, 'responses', 'quality');
    expect(noResponse.responses).toEqual([]);
    expect(noResponse.suggestions).toEqual(filtered.suggestions);
    expect(withoutFilter(filtered, 'suggestions', 'quality').suggestions).toEqual([]);
  });

  it('clears every filter but keeps the text search and the sort', () => {
    expect(withoutFilters(filtered)).toEqual({ ...filtered, metadata: [], responses: [], suggestions: [] });
  });
});
