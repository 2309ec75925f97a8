import { describe, expect, it } from 'vitest';
import {
  MATCHED_MAX,
  NO_SELECTION,
  cancelMatched,
  isSelected,
  offersMatched,
  pageSelectionState,
  selectMatched,
  selectPage,
  selectedCount,
  selectedIds,
  toggleRecord,
  togglePage,
  tooManyToMatch,
} from '../src/features/dataset/annotate/bulk/selection';

const page = ['r1', 'r2', 'r3'];

describe('the bulk selection', () => {
  it('starts with nothing selected', () => {
    expect(selectedCount(NO_SELECTION, page)).toBe(0);
    expect(pageSelectionState(NO_SELECTION, page)).toBe('none');
    expect(isSelected(NO_SELECTION, 'r1')).toBe(false);
  });

  it('picks and unpicks records one by one, in page order', () => {
    let selection = toggleRecord(NO_SELECTION, 'r3', page);
    selection = toggleRecord(selection, 'r1', page);
    expect(selectedIds(selection, page)).toEqual(['r1', 'r3']);
    expect(pageSelectionState(selection, page)).toBe('some');
    selection = toggleRecord(selection, 'r3', page);
    expect(selectedIds(selection, page)).toEqual(['r1']);
  });

  it('never keeps a record that is not on the page', () => {
    const selection = toggleRecord({ picked: new Set(['gone']), matched: null }, 'r2', page);
    expect([...selection.picked]).toEqual(['r2']);
    // Records that left the page (answered, the list read again) are not counted.
    expect(selectedCount({ picked: new Set(['gone', 'r1']), matched: null }, page)).toBe(1);
  });

  it('selects the whole page, and the same control selects none once all are', () => {
    const all = togglePage(NO_SELECTION, page);
    expect(pageSelectionState(all, page)).toBe('all');
    expect(selectedCount(all, page)).toBe(3);
    expect(togglePage(all, page)).toEqual(NO_SELECTION);
    // Some selected: the control selects the rest.
    expect(pageSelectionState(togglePage(toggleRecord(NO_SELECTION, 'r2', page), page), page)).toBe('all');
  });

  it('an empty page has nothing to select', () => {
    expect(pageSelectionState(selectPage([]), [])).toBe('none');
  });
});

describe('"Select all N matched records"', () => {
  const all = selectPage(page);
  const offer = { selection: all, pageIds: page, total: 340, narrowed: true };

  it('is offered once the whole page is selected, a search narrows the records and more match', () => {
    expect(offersMatched(offer)).toBe(true);
    expect(offersMatched({ ...offer, narrowed: false })).toBe(false);
    expect(offersMatched({ ...offer, selection: toggleRecord(all, 'r1', page) })).toBe(false);
    expect(offersMatched({ ...offer, total: 3 })).toBe(false);
  });

  it('up to 1,000 matches; beyond, the person is told why not', () => {
    expect(offersMatched({ ...offer, total: MATCHED_MAX })).toBe(true);
    expect(offersMatched({ ...offer, total: MATCHED_MAX + 1 })).toBe(false);
    expect(tooManyToMatch({ ...offer, total: MATCHED_MAX + 1 })).toBe(true);
    expect(tooManyToMatch(offer)).toBe(false);
  });

  it('selects the loaded matches (the page among them), at most 1,000, each once', () => {
    const ids = Array.from({ length: 1_200 }, (_, index) => `m${index}`);
    const matched = selectMatched(['r1', 'r1', ...ids]);
    expect(selectedCount(matched, page)).toBe(MATCHED_MAX);
    expect(selectedIds(matched, page)[0]).toBe('r1');
    expect(isSelected(matched, 'm5')).toBe(true);
    expect(offersMatched({ ...offer, selection: matched })).toBe(false);
  });

  it('Cancel goes back to the page, all selected', () => {
    const matched = selectMatched([...page, 'x', 'y']);
    const back = cancelMatched(page);
    expect(selectedIds(back, page)).toEqual(page);
    expect(back.matched).toBeNull();
    expect(selectedCount(matched, page)).toBe(5);
  });

  it('unpicking one record leaves the matched selection for the page without it', () => {
    const matched = selectMatched([...page, 'x', 'y']);
    const narrowed = toggleRecord(matched, 'r2', page);
    expect(narrowed.matched).toBeNull();
    expect(selectedIds(narrowed, page)).toEqual(['r1', 'r3']);
  });
});
