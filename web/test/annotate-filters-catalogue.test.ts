import { describe, expect, it } from 'vitest';
import { hasFilters, isNarrowed, NO_CRITERIA, reviewValue, withReview, type SearchCriteria } from '../src/features/dataset/annotate/search/criteria';
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
  review: [{ property: 'needs_review', value: 'true' }],
  sort: [{ key: { kind: 'inserted_at' }, order: 'desc' }],
};

describe('what the filters offer', () => {
  it('offers only label, multi-label and rating questions, and every metadata property listed', () => {
    const catalogue = filterCatalogue([text(), label(), multiLabel(), rating(), ranking(), span()], [price(), category()]);
    expect(catalogue.questions.map((question) => question.name)).toEqual(['sentiment', 'topics', 'quality']);
    expect(catalogue.metadata.map((property) => property.name)).toEqual(['price', 'category']);
    expect(offeredCategories(catalogue)).toEqual(['metadata', 'responses', 'suggestions', 'review']);
  });

  it('leaves out a category with nothing to filter by; the review state is always there', () => {
    expect(offeredCategories(filterCatalogue([text(), label()], []))).toEqual(['responses', 'suggestions', 'review']);
    expect(offeredCategories(filterCatalogue([text(), ranking()], [price()]))).toEqual(['metadata', 'review']);
    expect(offeredCategories(filterCatalogue([text(), span()], []))).toEqual(['review']);
    expect(offeredCategories({ metadata: [], questions: [], review: [] })).toEqual([]);
  });

  it('offers disagreement only to those who manage the dataset', () => {
    expect(filterCatalogue([], []).review).toEqual(['status', 'needs_review', 'comments']);
    expect(filterCatalogue([], [], true).review).toEqual(['status', 'needs_review', 'comments', 'disagreement']);
  });
});

describe('active filters', () => {
  it('counts one per property or question filtered (a suggestion filter with several parts is one)', () => {
    expect(activeFilterCount(filtered)).toBe(5);
    expect(activeFilterCount(NO_CRITERIA)).toBe(0);
  });

  it('names what each category filters', () => {
    expect([...activeTargets(filtered, 'metadata')]).toEqual(['price', 'category']);
    expect([...activeTargets(filtered, 'responses')]).toEqual(['quality']);
    expect([...activeTargets(filtered, 'suggestions')]).toEqual(['quality']);
    expect([...activeTargets(filtered, 'review')]).toEqual(['needs_review']);
  });

  it('removes one filter, keeping the others in order', () => {
    expect(withoutFilter(filtered, 'metadata', 'price').metadata).toEqual([filtered.metadata[1]]);
    const noResponse = withoutFilter(filtered, 'responses', 'quality');
    expect(noResponse.responses).toEqual([]);
    expect(noResponse.suggestions).toEqual(filtered.suggestions);
    expect(withoutFilter(filtered, 'suggestions', 'quality').suggestions).toEqual([]);
    expect(withoutFilter(filtered, 'review', 'needs_review')).toEqual({ ...filtered, review: [] });
  });

  it('clears every filter but keeps the text search and the sort', () => {
    expect(withoutFilters(filtered)).toEqual({ ...filtered, metadata: [], responses: [], suggestions: [], review: [] });
  });
});

describe('review filters in the criteria', () => {
  it('hold each property to one value, kept in the order the page lists them', () => {
    let criteria = withReview(NO_CRITERIA, 'comments', 'true');
    criteria = withReview(criteria, 'status', 'validated');
    criteria = withReview(criteria, 'comments', 'false');
    expect(criteria.review).toEqual([
      { property: 'status', value: 'validated' },
      { property: 'comments', value: 'false' },
    ]);
    expect(reviewValue(criteria, 'comments')).toBe('false');
    expect(reviewValue(criteria, 'needs_review')).toBeNull();
  });

  it('let a property go with null ("Any") or a value it does not have', () => {
    const criteria = withReview(NO_CRITERIA, 'needs_review', 'true');
    expect(withReview(criteria, 'needs_review', null).review).toEqual([]);
    expect(withReview(criteria, 'status', 'true').review).toEqual(criteria.review);
  });

  it('narrow the records, so Reset is offered and clears them', () => {
    const criteria = withReview(NO_CRITERIA, 'needs_review', 'true');
    expect(hasFilters(criteria)).toBe(true);
    expect(isNarrowed(criteria)).toBe(true);
    expect(isNarrowed(NO_CRITERIA)).toBe(false);
  });
});
