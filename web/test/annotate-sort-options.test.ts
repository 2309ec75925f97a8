import { describe, expect, it } from 'vitest';
import type { SortCriterion } from '../src/features/dataset/annotate/search/criteria';
import {
  SORT_MAX,
  addSortKey,
  matchSortOptions,
  raiseSortKey,
  removeSortKey,
  reverseSortKey,
  sortOptions,
  unusedSortOptions,
} from '../src/features/dataset/annotate/search/sort/sort-options';
import { category, price } from './annotate-filters-fixtures';
import { label, multiLabel, rating, text } from './annotate-model-fixtures';

const options = sortOptions([text(), label(), multiLabel(), rating()], [price(), category()]);

describe('what records can be sorted by', () => {
  it('lists the record dates, metadata, suggestion scores and values, then rating answers, as the URL names them', () => {
    expect(options.map((option) => `${option.group}:${option.id}:${option.valueKind}`)).toEqual([
      'general:inserted_at:date',
      'general:updated_at:date',
      'metadata:meta.price:number',
      'metadata:meta.category:text',
      'suggestionScore:suggestion.sentiment.score:number',
      'suggestionScore:suggestion.topics.score:number',
      'suggestionScore:suggestion.quality.score:number',
      'suggestionValue:suggestion.sentiment:text',
      'suggestionValue:suggestion.topics:text',
      'suggestionValue:suggestion.quality:number',
      'responseValue:response.quality:number',
    ]);
  });

  it('finds fields by their names, accents and case aside', () => {
    const nameOf = (option: (typeof options)[number]) => option.title || option.id;
    expect(matchSortOptions(options, 'PRICE', nameOf).map((option) => option.id)).toEqual(['meta.price']);
    expect(matchSortOptions(options, '', nameOf)).toHaveLength(options.length);
    const withGroup = (option: (typeof options)[number]) => `${option.group} ${nameOf(option)}`;
    expect(matchSortOptions(options, 'qual score', withGroup).map((option) => option.id)).toEqual(['suggestion.quality.score']);
    expect(matchSortOptions(options, 'quality', nameOf).map((option) => option.id)).toEqual([
      'suggestion.quality.score',
      'suggestion.quality',
      'response.quality',
    ]);
  });
});

describe('editing the sort', () => {
  const sort: SortCriterion[] = [
    { key: { kind: 'metadata', property: 'price' }, order: 'asc' },
    { key: { kind: 'inserted_at' }, order: 'desc' },
  ];

  it('adds a key after the others, ascending, once', () => {
    expect(addSortKey(sort, { kind: 'updated_at' })).toEqual([...sort, { key: { kind: 'updated_at' }, order: 'asc' }]);
    expect(addSortKey(sort, { kind: 'inserted_at' })).toBe(sort);
  });

  it('offers only keys not used yet, and none once the server’s limit is reached', () => {
    expect(unusedSortOptions(options, sort).map((option) => option.id)).not.toContain('meta.price');
    expect(unusedSortOptions(options, sort)).toHaveLength(options.length - 2);
    const full = Array.from({ length: SORT_MAX }, () => sort[0]!);
    expect(unusedSortOptions(options, full)).toEqual([]);
    expect(addSortKey(full, { kind: 'updated_at' })).toBe(full);
  });

  it('removes, reverses and raises a key', () => {
    expect(removeSortKey(sort, 'meta.price')).toEqual([sort[1]]);
    expect(reverseSortKey(sort, 'inserted_at')[1]).toEqual({ key: { kind: 'inserted_at' }, order: 'asc' });
    expect(raiseSortKey(sort, 'inserted_at')).toEqual([sort[1], sort[0]]);
    expect(raiseSortKey(sort, 'meta.price')).toBe(sort);
  });
});
