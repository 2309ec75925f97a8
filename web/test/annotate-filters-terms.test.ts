import { describe, expect, it } from 'vitest';
import {
  TERMS_MAX,
  metadataTermOptions,
  questionTermOptions,
  termText,
  textsByValue,
  toggleTerm,
  withSelectedOptions,
} from '../src/features/dataset/annotate/search/filters/terms';
import { label, multiLabel, rating } from './annotate-model-fixtures';

const metrics = { type: 'terms' as const, total: 6, values: [{ term: 'toys', count: 4 }, { term: 'books', count: 2 }] };

describe('metadata terms', () => {
  it('are the terms the records carry, most frequent first, with counts, when the settings list none', () => {
    expect(metadataTermOptions({ type: 'terms', values: null }, metrics)).toEqual([
      { value: 'toys', text: 'toys', count: 4 },
      { value: 'books', text: 'books', count: 2 },
    ]);
  });

  it('are the settings’ list in its order when it has one, counted from the metrics (0 for unused values)', () => {
    expect(metadataTermOptions({ type: 'terms', values: ['books', 'food', 'toys'] }, metrics)).toEqual([
      { value: 'books', text: 'books', count: 2 },
      { value: 'food', text: 'food', count: 0 },
      { value: 'toys', text: 'toys', count: 4 },
    ]);
  });

  it('have no counts while the metrics are unknown, and no values without either', () => {
    expect(metadataTermOptions({ type: 'terms', values: ['a'] }, undefined)).toEqual([{ value: 'a', text: 'a', count: undefined }]);
    expect(metadataTermOptions({ type: 'terms', values: null }, undefined)).toEqual([]);
  });

  it('compare other scalars by their JSON text, as the server indexes them', () => {
    expect(termText('x')).toBe('x');
    expect(termText(3)).toBe('3');
    expect(termText(true)).toBe('true');
    expect(metadataTermOptions({ type: 'terms', values: [1, false] }, undefined).map((option) => option.value)).toEqual(['1', 'false']);
  });
});

describe('question options', () => {
  it('are shown by text and sent by value', () => {
    expect(questionTermOptions(label())).toEqual([
      { value: '0', text: '0' },
      { value: 'positive', text: 'POSITIVE' },
      { value: 'negative', text: 'NEGATIVE' },
    ]);
    expect(questionTermOptions(multiLabel())).toHaveLength(4);
    expect(questionTermOptions(rating())).toEqual([]);
    expect(textsByValue(questionTermOptions(label())).get('positive')).toBe('POSITIVE');
  });
});

describe('selecting terms', () => {
  it('adds and removes a value', () => {
    expect(toggleTerm(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleTerm(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('adds nothing past the server’s limit but still removes', () => {
    const full = Array.from({ length: TERMS_MAX }, (_, index) => `v${index}`);
    expect(toggleTerm(full, 'one more')).toBe(full);
    expect(toggleTerm(full, 'v0')).toHaveLength(TERMS_MAX - 1);
  });

  it('keeps selected values the list lacks in sight, first', () => {
    const options = [{ value: 'a', text: 'a' }];
    expect(withSelectedOptions(options, ['a'])).toBe(options);
    expect(withSelectedOptions(options, ['gone', 'a'])).toEqual([{ value: 'gone', text: 'gone' }, ...options]);
  });
});
