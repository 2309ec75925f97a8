import { describe, expect, it } from 'vitest';
import { FILTER_SIDE_MATCHES_MAX, countSideOf } from '../../src/features/search/kept-count-side.js';

describe('the side a text query and a metadata filter are counted from', () => {
  it('counts from the text side once the matches pass about a fifth of the records the filter keeps', () => {
    // 100,000 records, a filter keeping a fifth of them (20,000): the bound is about 3,600 matches.
    const estimate = { keptShare: 0.2, records: 100_000 };
    expect(countSideOf(1_100, estimate)).toBe('filter');
    expect(countSideOf(3_500, estimate)).toBe('filter');
    expect(countSideOf(4_000, estimate)).toBe('text');
    expect(countSideOf(19_700, estimate)).toBe('text');
  });

  it('scales the bound with the records the filter keeps', () => {
    expect(countSideOf(30_000, { keptShare: 0.2, records: 1_000_000 })).toBe('filter');
    expect(countSideOf(43_000, { keptShare: 0.2, records: 1_000_000 })).toBe('text');
    // A filter that kept none of the best matches keeps few records: listing them once is cheapest.
    expect(countSideOf(10, { keptShare: 0, records: 1_000_000 })).toBe('text');
  });

  it('without an estimate, keeps the bound measured at a million records', () => {
    expect(countSideOf(FILTER_SIDE_MATCHES_MAX, null)).toBe('filter');
    expect(countSideOf(FILTER_SIDE_MATCHES_MAX + 1, null)).toBe('text');
  });
});
