import { describe, expect, it } from 'vitest';
import { metadataValues } from '../src/features/dataset/settings-summary';

describe('metadataValues', () => {
  const termsHeld = { type: 'terms' as const, total: 9, values: [{ term: 'toys', count: 5 }, { term: 'books', count: 3 }, { term: 7, count: 1 }] };

  it('counts the terms a terms property allows, naming the first three, or allows any when none are listed', () => {
    expect(metadataValues({ type: 'terms', values: ['a', 'b', 'c', 'd'] })).toEqual({ kind: 'terms', count: 4, sample: ['a', 'b', 'c'] });
    expect(metadataValues({ type: 'terms', values: null })).toEqual({ kind: 'any-term' });
  });

  it('names the terms the records hold (most frequent first) when the settings list none', () => {
    expect(metadataValues({ type: 'terms', values: null }, termsHeld)).toEqual({ kind: 'terms', count: 3, sample: ['toys', 'books', '7'] });
    expect(metadataValues({ type: 'terms', values: ['x'] }, termsHeld)).toEqual({ kind: 'terms', count: 1, sample: ['x'] });
    expect(metadataValues({ type: 'terms', values: null }, { type: 'terms', total: 0, values: [] })).toEqual({ kind: 'any-term' });
  });

  it('gives the range of a numeric property, either end open', () => {
    expect(metadataValues({ type: 'integer', min: 0, max: 10 })).toEqual({ kind: 'range', min: 0, max: 10 });
    expect(metadataValues({ type: 'float', min: null, max: 0.5 })).toEqual({ kind: 'range', min: null, max: 0.5 });
  });

  it('fills the ends the settings leave open with what the records hold', () => {
    const held = { type: 'float' as const, min: 1.01, max: 99.97 };
    expect(metadataValues({ type: 'float', min: null, max: null }, held)).toEqual({ kind: 'range', min: 1.01, max: 99.97 });
    expect(metadataValues({ type: 'float', min: 0, max: null }, held)).toEqual({ kind: 'range', min: 0, max: 99.97 });
    expect(metadataValues({ type: 'float', min: null, max: null }, { type: 'float', min: null, max: null })).toEqual({ kind: 'range', min: null, max: null });
  });
});
