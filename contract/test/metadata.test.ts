import { describe, expect, it } from 'vitest';
import { validateRecordMetadata } from '../src/index.js';
import { floatSettings, integerSettings, termsSettings } from './fixtures.js';

const datasetId = '4a5b0a6e-8f1b-4c3e-9d2a-1b2c3d4e5f60';
const properties = [
  { name: 'genre', settings: termsSettings(['news', 'sport', 3, true]) },
  { name: 'tags', settings: termsSettings(null) },
  { name: 'year', settings: integerSettings(1900, 2100) },
  { name: 'count', settings: integerSettings() },
  { name: 'score', settings: floatSettings(0, 1) },
  { name: 'weight', settings: floatSettings() },
];
const check = (metadata: Record<string, unknown> | null | undefined, allowExtra = false) =>
  validateRecordMetadata(properties, allowExtra, datasetId, metadata);
const failed = (name: string, reason: string) =>
  `metadata is not valid: '${name}' metadata property validation failed because ${reason}`;

describe('validateRecordMetadata: keys', () => {
  it('accepts no metadata at all', () => {
    expect(check(null)).toBeNull();
    expect(check(undefined)).toBeNull();
    expect(check({})).toBeNull();
  });

  it('refuses keys without a property unless the dataset allows extra metadata', () => {
    expect(check({ year: 2000, source: 'web' })).toBe(
      `metadata is not valid: 'source' metadata property does not exists for dataset '${datasetId}' and extra metadata is not allowed for this dataset`,
    );
    expect(check({ year: 2000, source: 'web', nested: { any: [1, 'x'] } }, true)).toBeNull();
  });

  it('does not take inherited names for properties', () => {
    expect(check({ constructor: 1 })).toBe(
      `metadata is not valid: 'constructor' metadata property does not exists for dataset '${datasetId}' and extra metadata is not allowed for this dataset`,
    );
  });

  it('lets null stand for any property', () => {
    expect(check({ genre: null, year: null, score: null })).toBeNull();
  });

  it('refuses NaN and Infinity anywhere, even in extra metadata, before other checks', () => {
    expect(check({ score: NaN })).toBe("metadata is not valid: 'score' metadata value cannot be NaN or Infinity");
    expect(check({ weight: -Infinity })).toBe("metadata is not valid: 'weight' metadata value cannot be NaN or Infinity");
    expect(check({ source: [1, NaN] }, true)).toBe("metadata is not valid: 'source' metadata value cannot be NaN or Infinity");
    expect(check({ source: { a: { b: Infinity } } }, true)).toBe(
      "metadata is not valid: 'source' metadata value cannot be NaN or Infinity",
    );
    expect(check({ unknown: 1, later: NaN })).toBe("metadata is not valid: 'later' metadata value cannot be NaN or Infinity");
  });
});

describe('validateRecordMetadata: terms', () => {
  it('takes a listed value, or a list of listed values', () => {
    expect(check({ genre: 'news' })).toBeNull();
    expect(check({ genre: 3 })).toBeNull();
    expect(check({ genre: true })).toBeNull();
    expect(check({ genre: ['news', 'sport'] })).toBeNull();
    expect(check({ genre: [] })).toBeNull();
  });

  it('refuses a value outside the list, naming the first one', () => {
    expect(check({ genre: 'music' })).toBe(failed('genre', "'music' is not an allowed term."));
    expect(check({ genre: ['news', 'music', 'art'] })).toBe(failed('genre', "'music' is not an allowed term."));
    expect(check({ genre: '3' })).toBe(failed('genre', "'3' is not an allowed term."));
    expect(check({ genre: 4 })).toBe(failed('genre', "'4' is not an allowed term."));
    expect(check({ genre: false })).toBe(failed('genre', "'False' is not an allowed term."));
  });

  it('takes anything when the property lists no values', () => {
    expect(check({ tags: 'anything' })).toBeNull();
    expect(check({ tags: ['a', 1, { b: 2 }] })).toBeNull();
  });
});

describe('validateRecordMetadata: integers', () => {
  it('take integers within min and max, bounds included', () => {
    expect(check({ year: 1900 })).toBeNull();
    expect(check({ year: 2100 })).toBeNull();
    expect(check({ count: -5_000_000 })).toBeNull();
  });

  it('refuse fractions, strings and other values', () => {
    expect(check({ year: 1999.5 })).toBe(failed('year', "'1999.5' is not an integer."));
    expect(check({ year: '2000' })).toBe(failed('year', "'2000' is not an integer."));
    expect(check({ count: true })).toBe(failed('count', "'True' is not an integer."));
    expect(check({ count: [1] })).toBe(failed('count', "'[1]' is not an integer."));
  });

  it('refuse integers out of range', () => {
    expect(check({ year: 1899 })).toBe(failed('year', "'1899' is lower than the minimum allowed value 1900."));
    expect(check({ year: 2101 })).toBe(failed('year', "'2101' is greater than the maximum allowed value 2100."));
  });
});

describe('validateRecordMetadata: floats', () => {
  it('take any finite number within min and max, integers included', () => {
    expect(check({ score: 0 })).toBeNull();
    expect(check({ score: 0.25 })).toBeNull();
    expect(check({ score: 1 })).toBeNull();
    expect(check({ weight: -1e300 })).toBeNull();
  });

  it('refuse non-numbers', () => {
    expect(check({ score: '0.5' })).toBe(failed('score', "'0.5' is not a float."));
    expect(check({ weight: false })).toBe(failed('weight', "'False' is not a float."));
  });

  it('refuse numbers out of range', () => {
    expect(check({ score: -0.01 })).toBe(failed('score', "'-0.01' is lower than the minimum allowed value 0."));
    expect(check({ score: 1.5 })).toBe(failed('score', "'1.5' is greater than the maximum allowed value 1."));
  });
});
