import { describe, expect, it, vi } from 'vitest';
import {
  LARGE_DEFAULT_VISIBLE,
  LARGE_MATCHES_MAX,
  SMALL_OPTIONS_MAX,
  cachedSearchIndex,
  isLargeList,
  largeOptionsView,
  largeVisibleLimit,
  warmSearchIndex,
  type ChoiceOption,
} from '../src/features/dataset/annotate/questions/options';

const COUNT = 50_000;
const many: ChoiceOption[] = Array.from({ length: COUNT }, (_, i) => ({
  value: `label_${i}`,
  text: i === 31_337 ? 'Zebra crossing' : `Label número ${i} of the catalogue`,
  description: null,
}));
const values = (shown: readonly ChoiceOption[]) => shown.map((option) => option.value);

describe('large option lists (50,000 options)', () => {
  it('counts as large past the threshold; up to it nothing changes', () => {
    expect(isLargeList(SMALL_OPTIONS_MAX)).toBe(false);
    expect(isLargeList(SMALL_OPTIONS_MAX + 1)).toBe(true);
    expect(isLargeList(COUNT)).toBe(true);
  });

  it('shows the visible-options limit, a default without one, never more than a small list holds', () => {
    expect(largeVisibleLimit(COUNT, 8)).toBe(8);
    expect(largeVisibleLimit(COUNT, null)).toBe(LARGE_DEFAULT_VISIBLE);
    expect(largeVisibleLimit(COUNT, COUNT)).toBe(LARGE_DEFAULT_VISIBLE);
    expect(largeVisibleLimit(COUNT, 20_000)).toBe(SMALL_OPTIONS_MAX);
  });

  it('without a query shows the first options plus the selected and suggested ones, in list order', () => {
    const view = largeOptionsView(many, [], '', 5, new Set(['label_40000', 'label_2', 'label_12345']));
    expect(values(view.shown)).toEqual(['label_0', 'label_1', 'label_2', 'label_3', 'label_4', 'label_12345', 'label_40000']);
    expect(view.moreCount).toBe(COUNT - 7);
    expect(view.matchCount).toBe(COUNT);
  });

  it('with a query shows the best matches up to the cap and counts the rest', () => {
    const index = cachedSearchIndex(many);
    const view = largeOptionsView(many, index, 'numero 4999', 5, new Set());
    // 4999, 14999, 24999, 34999, 44999 and 49990..49999 match.
    expect(view.matchCount).toBe(15);
    expect(view.shown).toHaveLength(15);
    expect(view.shown[0]!.value).toBe('label_4999');
    const broad = largeOptionsView(many, index, 'label', 5, new Set());
    expect(broad.shown).toHaveLength(LARGE_MATCHES_MAX);
    expect(broad.matchCount).toBe(COUNT); // the zebra by its value
    expect(broad.moreCount).toBe(COUNT - LARGE_MATCHES_MAX);
  });

  it('ranks the option named by the query first, then those starting with it, then the rest', () => {
    const list: ChoiceOption[] = [
      { value: 'a', text: 'Big cat' },
      { value: 'b', text: 'Cats and dogs' },
      { value: 'c', text: 'Cat' },
      { value: 'd', text: 'Dog' },
    ];
    const view = largeOptionsView(list, cachedSearchIndex(list), 'CAT', 2, new Set());
    expect(values(view.shown)).toEqual(['c', 'b', 'a']);
    expect(values(largeOptionsView(list, cachedSearchIndex(list), 'zebra', 2, new Set()).shown)).toEqual([]);
  });

  it('finds an option deep in the list by its text or value, ignoring case and accents', () => {
    const index = cachedSearchIndex(many);
    expect(values(largeOptionsView(many, index, 'zebra', 5, new Set()).shown)).toEqual(['label_31337']);
    expect(values(largeOptionsView(many, index, 'LABEL_31337', 5, new Set()).shown)).toEqual(['label_31337']);
    expect(values(largeOptionsView(many, index, 'número 31336', 5, new Set()).shown)).toEqual(['label_31336']);
  });

  it('builds the index once per list and keeps it for a reordered copy of the same options', () => {
    const index = cachedSearchIndex(many);
    expect(cachedSearchIndex(many)).toBe(index);
    const reordered = [...many].reverse();
    const normalised = vi.spyOn(String.prototype, 'normalize');
    try {
      const reorderedIndex = cachedSearchIndex(reordered);
      // Reuses the keys of the options: no string normalised again.
      expect(normalised).not.toHaveBeenCalled();
      expect(reorderedIndex[0]).toBe(index[COUNT - 1]);
    } finally {
      normalised.mockRestore();
    }
  });

  it('warms the index in slices and resumes where it stopped', () => {
    const fresh: ChoiceOption[] = Array.from({ length: 2000 }, (_, i) => ({ value: `v${i}`, text: `Option ${i}` }));
    let calls = 0;
    const stoppedAt = warmSearchIndex(fresh, 0, () => ++calls >= 2);
    expect(stoppedAt).toBe(512);
    expect(warmSearchIndex(fresh, stoppedAt, () => false)).toBe(2000);
  });

  it('answers a key press at 50,000 options with one pass over the kept keys', () => {
    const index = cachedSearchIndex(many);
    // What a key press costs, counted rather than timed: each key read once, only the query normalised.
    let reads = 0;
    const counted = new Proxy(index, {
      get(keys, property, receiver) {
        if (typeof property === 'string' && /^\d+$/.test(property)) reads += 1;
        return Reflect.get(keys, property, receiver);
      },
    });
    // One word, a word and the start of another, the whole of a deep match.
    const queries = ['la', 'label nu', 'numero 3133'];
    const normalised = vi.spyOn(String.prototype, 'normalize');
    try {
      for (const query of queries) {
        reads = 0;
        const view = largeOptionsView(many, counted, query, 20, new Set(['label_7']));
        expect(reads, query).toBe(COUNT);
        expect(view.matchCount, query).toBeGreaterThan(0);
      }
      expect(normalised).toHaveBeenCalledTimes(queries.length);
    } finally {
      normalised.mockRestore();
    }
  });
});
