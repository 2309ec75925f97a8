import { describe, expect, it, vi } from 'vitest';
import {
  buildSearchIndex,
  collapseOptions,
  keyedOptions,
  filterOptions,
  queryTerms,
  searchKey,
  showsSearch,
  visibleOptionsLimit,
  type ChoiceOption,
} from '../src/features/dataset/annotate/questions/options';

const option = (value: string, text = value): ChoiceOption => ({ value, text, description: null });

describe('option search', () => {
  const options = [option('pos', 'Positive'), option('neg', 'Négatif'), option('neu', 'Neutral'), option('x1', 'Résumé quality')];
  const index = buildSearchIndex(options);
  const values = (query: string) => filterOptions(options, index, query).map((item) => item.value);

  it('ignores case and accents, on the option text and its value', () => {
    expect(searchKey('Négatif RÉSUMÉ')).toBe('negatif resume');
    expect(values('NEGATIF')).toEqual(['neg']);
    expect(values('resume')).toEqual(['x1']);
    expect(values('pos')).toEqual(['pos']);
    expect(values('ne')).toEqual(['neg', 'neu']);
  });

  it('needs every word of the query, in any order', () => {
    expect(queryTerms('  quality   resu ')).toEqual(['quality', 'resu']);
    expect(values('quality resu')).toEqual(['x1']);
    expect(values('quality pos')).toEqual([]);
  });

  it('does not match across the end of the text and the start of the value', () => {
    const list = [option('ab', 'xy')];
    expect(filterOptions(list, buildSearchIndex(list), 'yab')).toEqual([]);
    expect(filterOptions(list, buildSearchIndex(list), 'ab')).toEqual(list);
  });

  it('returns the same list for an empty query, so nothing downstream re-renders', () => {
    expect(filterOptions(options, index, '')).toBe(options);
    expect(filterOptions(options, index, '   ')).toBe(options);
  });

  it('filters 1,000 options a keystroke at a time from the index: only the query is normalised', () => {
    const many = Array.from({ length: 1000 }, (_, i) => option(`label_${i}`, `Label número ${i} of the catalogue`));
    const manyIndex = buildSearchIndex(many);
    // What a key press costs, counted rather than timed: comparing kept keys, no option text made a key again.
    const normalised = vi.spyOn(String.prototype, 'normalize');
    let total = 0;
    const queries = ['l', 'la', 'lab', 'label', 'label 9', 'label 99', 'numero 999'];
    try {
      for (const query of queries) total += filterOptions(many, manyIndex, query).length;
      expect(normalised).toHaveBeenCalledTimes(queries.length);
    } finally {
      normalised.mockRestore();
    }
    expect(filterOptions(many, manyIndex, 'numero 999').map((item) => item.value)).toEqual(['label_999']);
    expect(total).toBeGreaterThan(1000);
  });
});

describe('the visible-options control', () => {
  it('shows only with more than 3 options and a visible_options setting that hides some', () => {
    expect(visibleOptionsLimit(3, 3)).toBeNull();
    expect(visibleOptionsLimit(10, null)).toBeNull();
    expect(visibleOptionsLimit(10, undefined)).toBeNull();
    expect(visibleOptionsLimit(10, 10)).toBeNull();
    expect(visibleOptionsLimit(10, 4)).toBe(4);
    expect(visibleOptionsLimit(4, 3)).toBe(3);
  });

  it('never shows fewer than 3', () => {
    expect(visibleOptionsLimit(10, 1)).toBe(3);
  });

  it('offers a search box from 15 options on, or whenever the list is collapsed', () => {
    expect(showsSearch(14, null)).toBe(false);
    expect(showsSearch(15, null)).toBe(true);
    expect(showsSearch(5, 3)).toBe(true);
  });

  it('hides the options past the limit but never a selected one', () => {
    const list = ['a', 'b', 'c', 'd', 'e', 'f'].map((value) => option(value));
    const collapsed = collapseOptions(list, 3, new Set(['e']), false);
    expect(collapsed.shown.map((item) => item.value)).toEqual(['a', 'b', 'c', 'e']);
    expect(collapsed.hiddenCount).toBe(2);
    expect(collapseOptions(list, 3, new Set(), true)).toEqual({ shown: list, hiddenCount: 0 });
    expect(collapseOptions(list, null, new Set(), false)).toEqual({ shown: list, hiddenCount: 0 });
  });
});

describe('the options number keys pick', () => {
  const list = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'].map((value) => option(value));
  const keyOf = (keyed: readonly { value: string }[], value: string) => keyed.findIndex((item) => item.value === value);

  it('number the list in its order whether "+N more" hides some or not', () => {
    const selected = new Set(['h']);
    const collapsed = collapseOptions(list, 4, selected, false);
    const expanded = collapseOptions(list, 4, selected, true);
    // The selected "h" shows collapsed as its fifth chip, and keeps its own key (8) there.
    expect(collapsed.shown.map((item) => item.value)).toEqual(['a', 'b', 'c', 'd', 'h']);
    for (const value of ['a', 'd', 'h']) {
      expect(keyOf(keyedOptions(list, collapsed.shown, false), value)).toBe(keyOf(keyedOptions(list, expanded.shown, false), value));
    }
    expect(keyOf(keyedOptions(list, collapsed.shown, false), 'h')).toBe(7);
  });

  it('stop at the tenth option (0), and number the matches of a search', () => {
    expect(keyedOptions(list, list, false).map((item) => item.value)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']);
    const matches = [option('k'), option('c')];
    expect(keyedOptions(list, matches, true)).toEqual(matches);
  });
});
