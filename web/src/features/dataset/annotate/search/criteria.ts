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

export interface SearchCriteria {
  text: TextCriterion | null;
  metadata: readonly MetadataCriterion[];
  responses: readonly ResponseCriterion[];
  suggestions: readonly SuggestionCriterion[];
  sort: readonly SortCriterion[];
  similar: SimilarityCriterion | null;
}

export const SIMILARITY_LIMITS = [10, 20, 50, 100, 200] as const;
export const DEFAULT_SIMILARITY_LIMIT = 50;

export const NO_CRITERIA: SearchCriteria = { text: null, metadata: [], responses: [], suggestions: [], sort: [], similar: null };

export function hasFilters(criteria: SearchCriteria): boolean {
  return criteria.metadata.length + criteria.responses.length + criteria.suggestions.length > 0;
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
