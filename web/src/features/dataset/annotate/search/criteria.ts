/**
 * What the person is looking for on the annotation page, besides the status: a text query, filters,
 * a sort and a similarity reference. Pure data, mapped to and from the URL (`url-criteria.ts`) and to
 * the search body (`search-body.ts`).
 */

/** Inclusive bounds; a missing bound is open. */
export interface Range {
  ge?: number;
  le?: number;
}

/** A filter on one value: any of some terms, or a range of numbers. */
export type ValueFilter = { kind: 'terms'; values: readonly string[] } | { kind: 'range'; range: Range };

export interface TextCriterion {
  q: string;
  /** One field's name, or every field when absent. */
  field?: string;
}

export interface MetadataCriterion {
  property: string;
  filter: ValueFilter;
}

export interface ResponseCriterion {
  question: string;
  filter: ValueFilter;
}

/** A question's suggestions: by value, by score and by agent, each optional (at least one set). */
export interface SuggestionCriterion {
  question: string;
  value?: ValueFilter;
  score?: Range;
  agents?: readonly string[];
}

export type SortKey =
  | { kind: 'inserted_at' }
  | { kind: 'updated_at' }
  | { kind: 'metadata'; property: string }
  | { kind: 'suggestion-score'; question: string }
  | { kind: 'suggestion-value'; question: string }
  | { kind: 'response-value'; question: string };

export interface SortCriterion {
  key: SortKey;
  order: 'asc' | 'desc';
}

export type SimilarityOrder = 'most' | 'least';

export interface SimilarityCriterion {
  recordId: string;
  vector: string;
  order: SimilarityOrder;
  /** How many of the most (or least) similar records to show. */
  limit: number;
}

/**
 * The team's quality loop, filterable by anyone on the page: whether a reviewer validated the record,
 * whether someone flagged it "needs review", whether it has comments, and (offered to admins) whether its
 * submitted answers disagree.
 */
export type ReviewProperty = 'status' | 'needs_review' | 'comments' | 'disagreement';

/** The properties in the order the page lists them, shows their chips and sends them. */
export const REVIEW_PROPERTIES: readonly ReviewProperty[] = ['status', 'needs_review', 'comments', 'disagreement'];

/** Each property's two values, as the search API reads them: the first is the "yes". */
export const REVIEW_VALUES: Readonly<Record<ReviewProperty, readonly [string, string]>> = {
  status: ['validated', 'unvalidated'],
  needs_review: ['true', 'false'],
  comments: ['true', 'false'],
  disagreement: ['true', 'false'],
};

/** One review property held to one of its two values (both would keep every record). */
export interface ReviewCriterion {
  property: ReviewProperty;
  value: string;
}

export interface SearchCriteria {
  text: TextCriterion | null;
  metadata: readonly MetadataCriterion[];
  responses: readonly ResponseCriterion[];
  suggestions: readonly SuggestionCriterion[];
  /** At most one per property, in `REVIEW_PROPERTIES` order. */
  review: readonly ReviewCriterion[];
  sort: readonly SortCriterion[];
  similar: SimilarityCriterion | null;
}

export const SIMILARITY_LIMITS = [10, 20, 50, 100, 200] as const;
export const DEFAULT_SIMILARITY_LIMIT = 50;

export const NO_CRITERIA: SearchCriteria = { text: null, metadata: [], responses: [], suggestions: [], review: [], sort: [], similar: null };

export function hasFilters(criteria: SearchCriteria): boolean {
  return criteria.metadata.length + criteria.responses.length + criteria.suggestions.length + criteria.review.length > 0;
}

/** Anything besides the status narrows or orders the records (what "Reset" clears). */
export function isNarrowed(criteria: SearchCriteria): boolean {
  return criteria.text !== null || hasFilters(criteria) || criteria.sort.length > 0 || criteria.similar !== null;
}

export function sortKeyId(key: SortKey): string {
  switch (key.kind) {
    case 'inserted_at':
    case 'updated_at':
      return key.kind;
    case 'metadata':
      return `meta.${key.property}`;
    case 'suggestion-score':
      return `suggestion.${key.question}.score`;
    case 'suggestion-value':
      return `suggestion.${key.question}`;
    case 'response-value':
      return `response.${key.question}`;
  }
}

/** Replaces (or, with null, removes) one property's metadata filter, keeping the others' order. */
export function withMetadata(criteria: SearchCriteria, property: string, filter: ValueFilter | null): SearchCriteria {
  return { ...criteria, metadata: replaceBy(criteria.metadata, (item) => item.property === property, filter && { property, filter }) };
}

export function withResponse(criteria: SearchCriteria, question: string, filter: ValueFilter | null): SearchCriteria {
  return { ...criteria, responses: replaceBy(criteria.responses, (item) => item.question === question, filter && { question, filter }) };
}

/** Replaces one question's suggestion filter; a criterion with nothing set is removed. */
export function withSuggestion(criteria: SearchCriteria, next: SuggestionCriterion): SearchCriteria {
  const empty = !next.value && !next.score && !(next.agents && next.agents.length > 0);
  return { ...criteria, suggestions: replaceBy(criteria.suggestions, (item) => item.question === next.question, empty ? null : next) };
}

/** Holds one review property to a value (or, with null, lets it go), keeping the properties' order. */
export function withReview(criteria: SearchCriteria, property: ReviewProperty, value: string | null): SearchCriteria {
  const others = criteria.review.filter((item) => item.property !== property);
  const next = value !== null && REVIEW_VALUES[property].includes(value) ? [...others, { property, value }] : others;
  return { ...criteria, review: REVIEW_PROPERTIES.flatMap((name) => next.filter((item) => item.property === name)) };
}

/** The value a review property is held to, if any. */
export function reviewValue(criteria: SearchCriteria, property: ReviewProperty): string | null {
  return criteria.review.find((item) => item.property === property)?.value ?? null;
}

function replaceBy<T>(items: readonly T[], matches: (item: T) => boolean, next: T | null): T[] {
  const index = items.findIndex(matches);
  if (index < 0) return next ? [...items, next] : [...items];
  return next ? items.map((item, at) => (at === index ? next : item)) : items.filter((_, at) => at !== index);
}

/** A range says something only when a bound is set and the bounds are in order. */
export function isUsableRange(range: Range): boolean {
  const bounds = [range.ge, range.le].filter((bound) => bound !== undefined);
  if (bounds.length === 0 || bounds.some((bound) => !Number.isFinite(bound))) return false;
  return range.ge === undefined || range.le === undefined || range.ge <= range.le;
}
