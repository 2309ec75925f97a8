import { describe, expect, it } from 'vitest';
import { metadataValues, optionCount } from '../src/features/dataset/settings-summary';

const option = (value: string) => ({ value, text: value.toUpperCase(), description: null });

describe('optionCount', () => {
  it('counts the options of questions that have them', () => {
    expect(optionCount({ settings: { type: 'label_selection', options: [option('a'), option('b')], visible_options: null } })).toBe(2);
    expect(optionCount({ settings: { type: 'rating', options: [{ value: 1 }, { value: 2 }, { value: 3 }] } })).toBe(3);
  });

  it('has no count for free-text questions', () => {
    expect(optionCount({ settings: { type: 'text', use_markdown: false } })).toBeUndefined();
  });
});

describe('metadataValues', () => {
  it('counts the terms a terms property allows, or allows any when none are listed', () => {
    expect(metadataValues({ type: 'terms', values: ['a', 'b', 'c'] })).toEqual({ kind: 'terms', count: 3 });
    expect(metadataValues({ type: 'terms', values: null })).toEqual({ kind: 'any-term' });
  });

  it('gives the range of a numeric property, either end open', () => {
    expect(metadataValues({ type: 'integer', min: 0, max: 10 })).toEqual({ kind: 'range', min: 0, max: 10 });
    expect(metadataValues({ type: 'float', min: null, max: 0.5 })).toEqual({ kind: 'range', min: null, max: 0.5 });
  });
});
