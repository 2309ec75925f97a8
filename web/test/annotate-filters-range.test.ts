import { describe, expect, it } from 'vitest';
import {
  SCORE_BOUNDS,
  checkRange,
  metadataBounds,
  parseBound,
  rangeFromSlider,
  rangeText,
  ratingBounds,
  roundToStep,
  sameRange,
  sliderPositions,
  sliderStep,
} from '../src/features/dataset/annotate/search/filters/range-input';
import { label, rating } from './annotate-model-fixtures';

describe('a bound as typed', () => {
  it('reads numbers with a point, a comma (when there is no point), signs, exponents and spaces', () => {
    expect(parseBound('12')).toBe(12);
    expect(parseBound(' 0.5 ')).toBe(0.5);
    expect(parseBound('0,5')).toBe(0.5);
    expect(parseBound('-3')).toBe(-3);
    expect(parseBound('.25')).toBe(0.25);
    expect(parseBound('1e3')).toBe(1000);
    expect(parseBound('1 000')).toBe(1000);
  });

  it('is undefined when empty and NaN when unreadable', () => {
    expect(parseBound('')).toBeUndefined();
    expect(parseBound('   ')).toBeUndefined();
    expect(parseBound('abc')).toBeNaN();
    expect(parseBound('1,000.5,2')).toBeNaN();
    expect(parseBound('-')).toBeNaN();
    expect(parseBound('1.2.3')).toBeNaN();
  });
});

describe('checking the two boxes', () => {
  it('makes a range of what is filled, or no filter when both are empty', () => {
    expect(checkRange({ low: '1', high: '20' })).toEqual({ ok: true, range: { ge: 1, le: 20 } });
    expect(checkRange({ low: '', high: '20' })).toEqual({ ok: true, range: { le: 20 } });
    expect(checkRange({ low: '0,6', high: '' })).toEqual({ ok: true, range: { ge: 0.6 } });
    expect(checkRange({ low: '', high: '' })).toEqual({ ok: true, range: null });
    expect(checkRange({ low: '3', high: '3' })).toEqual({ ok: true, range: { ge: 3, le: 3 } });
  });

  it('says which box is wrong and why', () => {
    expect(checkRange({ low: 'x', high: '2' })).toEqual({ ok: false, error: 'number', bound: 'low' });
    expect(checkRange({ low: '1', high: '2.5' }, { integer: true })).toEqual({ ok: false, error: 'integer', bound: 'high' });
    expect(checkRange({ low: '5', high: '2' })).toEqual({ ok: false, error: 'order', bound: 'both' });
    expect(checkRange({ low: '', high: '1.5' }, { limits: SCORE_BOUNDS })).toEqual({ ok: false, error: 'limits', bound: 'high' });
    expect(checkRange({ low: '-0.1', high: '' }, { limits: SCORE_BOUNDS })).toEqual({ ok: false, error: 'limits', bound: 'low' });
  });

  it('writes a range back into the boxes', () => {
    expect(rangeText({ ge: 0.6 })).toEqual({ low: '0.6', high: '' });
    expect(rangeText(undefined)).toEqual({ low: '', high: '' });
    expect(checkRange(rangeText({ ge: -2, le: 1e-7 }))).toEqual({ ok: true, range: { ge: -2, le: 1e-7 } });
  });

  it('compares ranges by their bounds', () => {
    expect(sameRange({ ge: 1 }, { ge: 1 })).toBe(true);
    expect(sameRange({ ge: 1 }, { ge: 1, le: 2 })).toBe(false);
    expect(sameRange(null, undefined)).toBe(true);
    expect(sameRange(null, { le: 0 })).toBe(false);
  });
});

describe('slider bounds', () => {
  it('come from the settings where they set them, else from what the records hold', () => {
    expect(metadataBounds({ type: 'float', min: null, max: null }, { type: 'float', min: 1.01, max: 99.97 })).toEqual({ min: 1.01, max: 99.97 });
    expect(metadataBounds({ type: 'integer', min: 0, max: null }, { type: 'integer', min: 3, max: 400 })).toEqual({ min: 0, max: 400 });
    expect(metadataBounds({ type: 'integer', min: 0, max: 10 }, undefined)).toEqual({ min: 0, max: 10 });
  });

  it('are none when unknown or when there is nothing to slide over', () => {
    expect(metadataBounds({ type: 'float', min: null, max: null }, undefined)).toBeNull();
    expect(metadataBounds({ type: 'float', min: null, max: null }, { type: 'float', min: null, max: null })).toBeNull();
    expect(metadataBounds({ type: 'integer', min: null, max: null }, { type: 'integer', min: 4, max: 4 })).toBeNull();
    expect(metadataBounds({ type: 'terms', values: null }, { type: 'terms', total: 0, values: [] })).toBeNull();
  });

  it('span a rating question’s values', () => {
    expect(ratingBounds(rating())).toEqual({ min: 0, max: 3 });
    expect(ratingBounds(label())).toBeNull();
  });
});

describe('the slider', () => {
  it('steps by one for whole numbers, else by a power of ten giving a hundred steps or more', () => {
    expect(sliderStep({ min: 0, max: 5 }, true)).toBe(1);
    expect(sliderStep(SCORE_BOUNDS, false)).toBe(0.01);
    expect(sliderStep({ min: 1.01, max: 99.97 }, false)).toBe(0.1);
    expect(sliderStep({ min: 0, max: 5000 }, false)).toBe(10);
  });

  it('rounds positions to the step', () => {
    expect(roundToStep(0.1 + 0.2, 0.01)).toBe(0.3);
    expect(roundToStep(12.34, 0.1)).toBe(12.3);
    expect(roundToStep(17, 1)).toBe(17);
  });

  it('leaves a side open when its thumb is at the end', () => {
    const bounds = { min: 0, max: 100 };
    expect(rangeFromSlider(0, 100, bounds, 1)).toBeNull();
    expect(rangeFromSlider(10, 100, bounds, 1)).toEqual({ ge: 10 });
    expect(rangeFromSlider(0, 40, bounds, 1)).toEqual({ le: 40 });
    expect(rangeFromSlider(0.30000000000000004, 0.7, SCORE_BOUNDS, 0.01)).toEqual({ ge: 0.3, le: 0.7 });
  });

  it('puts the thumbs at a range’s bounds, open sides and bounds outside at the ends', () => {
    const bounds = { min: 0, max: 100 };
    expect(sliderPositions(undefined, bounds)).toEqual([0, 100]);
    expect(sliderPositions({ ge: 20 }, bounds)).toEqual([20, 100]);
    expect(sliderPositions({ ge: -5, le: 500 }, bounds)).toEqual([0, 100]);
  });
});
