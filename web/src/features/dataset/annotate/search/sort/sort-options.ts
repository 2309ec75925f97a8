import type { MetadataProperty } from '@gloss/contract';
import type { Question } from '../../model/types';
import { searchKey } from '../../questions/options';
import { sortKeyId, type SortCriterion, type SortKey } from '../criteria';
import { filterKindOf } from '../schema';

/** The headings of the sort panel's list, in the order they are shown. */
export type SortGroup = 'general' | 'metadata' | 'suggestionScore' | 'suggestionValue' | 'responseValue';

export const SORT_GROUPS: readonly SortGroup[] = ['general', 'metadata', 'suggestionScore', 'suggestionValue', 'responseValue'];

/** What the values are, which decides how the two orders are named ("Oldest first", "Lowest first", "A to Z"). */
export type SortValueKind = 'date' | 'number' | 'text';

export interface SortOption {
  key: SortKey;
  /** `sortKeyId(key)`: the name used in the URL. */
  id: string;
  group: SortGroup;
  /** The property's or question's title; empty for the general keys (their names are translated). */
  title: string;
  valueKind: SortValueKind;
}

/** The server takes at most ten sort keys. */
export const SORT_MAX = 10;

const option = (key: SortKey, group: SortGroup, title: string, valueKind: SortValueKind): SortOption => ({ key, id: sortKeyId(key), group, title, valueKind });

/**
 * Everything records can be sorted by, grouped as Argilla's panel lists them: when records were inserted
 * or updated, metadata the caller may see, suggestion scores and values of comparable questions, and the
 * caller's own rating answers (the only answers that order as numbers).
 */
export function sortOptions(questions: readonly Question[], metadata: readonly MetadataProperty[]): SortOption[] {
  const filterable = questions.filter((question) => filterKindOf(question) !== null);
  return [
    option({ kind: 'inserted_at' }, 'general', '', 'date'),
    option({ kind: 'updated_at' }, 'general', '', 'date'),
    ...metadata.map((property) =>
      option({ kind: 'metadata', property: property.name }, 'metadata', property.title, property.settings.type === 'terms' ? 'text' : 'number'),
    ),
    ...filterable.map((question) => option({ kind: 'suggestion-score', question: question.name }, 'suggestionScore', question.title, 'number')),
    ...filterable.map((question) =>
      option({ kind: 'suggestion-value', question: question.name }, 'suggestionValue', question.title, filterKindOf(question) === 'range' ? 'number' : 'text'),
    ),
    ...filterable
      .filter((question) => filterKindOf(question) === 'range')
      .map((question) => option({ kind: 'response-value', question: question.name }, 'responseValue', question.title, 'number')),
  ];
}

/** The options not sorted by yet; none once the sort has as many keys as the server takes. */
export function unusedSortOptions(options: readonly SortOption[], sort: readonly SortCriterion[]): SortOption[] {
  if (sort.length >= SORT_MAX) return [];
  const used = new Set(sort.map(({ key }) => sortKeyId(key)));
  return options.filter((item) => !used.has(item.id));
}

/** Adds a key after the others (it breaks their ties), ascending; a key already used is left as it is. */
export function addSortKey(sort: readonly SortCriterion[], key: SortKey): readonly SortCriterion[] {
  const id = sortKeyId(key);
  if (sort.length >= SORT_MAX || sort.some((item) => sortKeyId(item.key) === id)) return sort;
  return [...sort, { key, order: 'asc' }];
}

export function removeSortKey(sort: readonly SortCriterion[], id: string): readonly SortCriterion[] {
  return sort.filter((item) => sortKeyId(item.key) !== id);
}

export function reverseSortKey(sort: readonly SortCriterion[], id: string): readonly SortCriterion[] {
  return sort.map((item) => (sortKeyId(item.key) === id ? { ...item, order: item.order === 'asc' ? 'desc' : 'asc' } : item));
}

/** Moves a key one place earlier (it then decides before the one it passed). */
export function raiseSortKey(sort: readonly SortCriterion[], id: string): readonly SortCriterion[] {
  const index = sort.findIndex((item) => sortKeyId(item.key) === id);
  if (index <= 0) return sort;
  const next = [...sort];
  [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
  return next;
}

/** The options whose title (or translated name) contains every word of the query, accents and case aside. */
export function matchSortOptions(options: readonly SortOption[], query: string, nameOf: (option: SortOption) => string): SortOption[] {
  const words = searchKey(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((item) => {
    const text = searchKey(nameOf(item));
    return words.every((word) => text.includes(word));
  });
}
