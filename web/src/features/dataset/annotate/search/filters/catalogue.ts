import type { MetadataProperty } from '@gloss/contract';
import type { Question } from '../../model/types';
import { REVIEW_PROPERTIES, type ReviewProperty, type SearchCriteria } from '../criteria';
import { filterKindOf } from '../schema';

/** The filter buttons of the second toolbar row, in the order they are shown. */
export type FilterCategory = 'metadata' | 'responses' | 'suggestions' | 'review';

export const FILTER_CATEGORIES: readonly FilterCategory[] = ['metadata', 'responses', 'suggestions', 'review'];

/** What the records can be filtered by: the metadata the caller may see, the comparable questions, the review state. */
export interface FilterCatalogue {
  metadata: readonly MetadataProperty[];
  /** Single label, multi label and rating questions (the only answers that compare as values). */
  questions: readonly Question[];
  /** The review properties offered (disagreement only to those who manage the dataset). */
  review: readonly ReviewProperty[];
}

/** What the caller may filter the review state by: disagreement is the managers' (reviewers') tool. */
export function reviewPropertiesFor(canManage: boolean): ReviewProperty[] {
  return REVIEW_PROPERTIES.filter((property) => property !== 'disagreement' || canManage);
}

/**
 * The server lists only the metadata properties the caller may see, so every property given is offered;
 * questions are offered when their answers are comparable values (`filterKindOf`); every dataset has a
 * review state.
 */
export function filterCatalogue(questions: readonly Question[], metadata: readonly MetadataProperty[], canManage = false): FilterCatalogue {
  return { metadata, questions: questions.filter((question) => filterKindOf(question) !== null), review: reviewPropertiesFor(canManage) };
}

/** The buttons worth showing: a category with nothing to filter by is left out, and so is the whole row. */
export function offeredCategories(catalogue: FilterCatalogue): FilterCategory[] {
  return FILTER_CATEGORIES.filter((category) => {
    if (category === 'metadata') return catalogue.metadata.length > 0;
    if (category === 'review') return catalogue.review.length > 0;
    return catalogue.questions.length > 0;
  });
}

/** How many properties, questions and review properties filter the records (what the Filters button counts). */
export function activeFilterCount(criteria: SearchCriteria): number {
  return criteria.metadata.length + criteria.responses.length + criteria.suggestions.length + criteria.review.length;
}

/** The names filtered in one category, to mark them in the category's list. */
export function activeTargets(criteria: SearchCriteria, category: FilterCategory): ReadonlySet<string> {
  if (category === 'metadata') return new Set(criteria.metadata.map((item) => item.property));
  if (category === 'responses') return new Set(criteria.responses.map((item) => item.question));
  if (category === 'review') return new Set(criteria.review.map((item) => item.property));
  return new Set(criteria.suggestions.map((item) => item.question));
}

/** The criteria without any filter of one property or question (a chip's ×). */
export function withoutFilter(criteria: SearchCriteria, category: FilterCategory, target: string): SearchCriteria {
  if (category === 'metadata') return { ...criteria, metadata: criteria.metadata.filter((item) => item.property !== target) };
  if (category === 'responses') return { ...criteria, responses: criteria.responses.filter((item) => item.question !== target) };
  if (category === 'review') return { ...criteria, review: criteria.review.filter((item) => item.property !== target) };
  return { ...criteria, suggestions: criteria.suggestions.filter((item) => item.question !== target) };
}

/** The criteria without any filter; the text search, sort and similarity stay ("Clear all"). */
export function withoutFilters(criteria: SearchCriteria): SearchCriteria {
  return { ...criteria, metadata: [], responses: [], suggestions: [], review: [] };
}
