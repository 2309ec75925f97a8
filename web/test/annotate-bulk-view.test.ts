import type { DatasetRecord } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import { bulkShortcutFor, isViewToggle, nextCardIndex, type KeyContext } from '../src/features/dataset/annotate/bulk/bulk-keys';
import { hasBulkView, hasNextPage, pageRange, pageRecords, pageStartFor, parsePageSize, parseView } from '../src/features/dataset/annotate/bulk/bulk-view';
import { viewShortcutGroups } from '../src/features/dataset/annotate/bulk/shortcut-group';
import { parseQueueLocation, viewQueryString } from '../src/features/dataset/annotate/page/useQueueLocation';
import { PAGE_SHORTCUTS } from '../src/features/dataset/annotate/page/ShortcutsPanel';
import { appendPage, emptyQueue, missingInView, nextPageRequest, replaceRecord, shouldLoadAhead } from '../src/features/dataset/annotate/queue/queue-state';
import { press } from './key-press-fixtures';

const record = (id: string): DatasetRecord => ({
  id,
  status: 'pending',
  fields: {},
  metadata: null,
  external_id: null,
  dataset_id: 'd',
  inserted_at: '2026-01-01T00:00:00',
  updated_at: '2026-01-01T00:00:00',
});
const page = (from: number, count: number, total: number) => ({ items: Array.from({ length: count }, (_, index) => record(`r${from + index}`)), total });

describe('the bulk view in the URL', () => {
  it('exists for pending and draft records only', () => {
    expect(hasBulkView('pending')).toBe(true);
    expect(hasBulkView('draft')).toBe(true);
    expect(hasBulkView('submitted')).toBe(false);
    expect(parseView('bulk', 'discarded')).toBe('focus');
    expect(parseView('bulk', 'draft')).toBe('bulk');
    expect(parseView('grid', 'pending')).toBe('focus');
  });

  it('offers pages of 10, 25, 50 and 100 records; any other size is 10', () => {
    expect(parsePageSize('25')).toBe(25);
    expect(parsePageSize('100')).toBe(100);
    expect(parsePageSize('30')).toBe(10);
    expect(parsePageSize(null)).toBe(10);
  });

  it('reads the view, the page size and the page’s first record', () => {
    expect(parseQueueLocation(new URLSearchParams('status=pending&view=bulk&size=25&page=26'))).toEqual({
      status: 'pending',
      position: 26,
      recordId: undefined,
      view: 'bulk',
      pageSize: 25,
    });
    // A record named in a bulk link is not the page's place; a submitted queue has no bulk view.
    expect(parseQueueLocation(new URLSearchParams('view=bulk&record=abc')).recordId).toBeUndefined();
    expect(parseQueueLocation(new URLSearchParams('status=submitted&view=bulk&record=abc'))).toMatchObject({ view: 'focus', recordId: 'abc' });
  });

  it('writes the view and size after the status, the criteria kept, no record in bulk view', () => {
    const current = new URLSearchParams('status=pending&q=refund&page=7&record=abc');
    expect(viewQueryString(current, { view: 'bulk', pageSize: 25, position: 1 })).toBe('status=pending&view=bulk&q=refund&size=25&page=1');
    const bulk = new URLSearchParams('status=pending&view=bulk&size=50&page=51');
    expect(viewQueryString(bulk, { position: 101 })).toBe('status=pending&view=bulk&size=50&page=101');
    // The size is kept for the way back to the bulk view.
    expect(viewQueryString(bulk, { view: 'focus', position: 51, recordId: 'r51' })).toBe('status=pending&size=50&page=51&record=r51');
    expect(viewQueryString(new URLSearchParams('status=pending&view=bulk&page=11'), { view: 'focus', position: 11, recordId: 'r11' })).toBe('status=pending&page=11&record=r11');
    // Submitted records show one at a time.
    expect(viewQueryString(bulk, { status: 'submitted', position: 1 })).toBe('status=submitted&size=50&page=1');
    expect(parseQueueLocation(new URLSearchParams('status=pending&size=50&page=3'))).toMatchObject({ view: 'focus', pageSize: 50, position: 3 });
    // The focus view's URL is as before.
    expect(viewQueryString(new URLSearchParams('status=draft&page=2'), { position: 3, recordId: 'x' })).toBe('status=draft&page=3&record=x');
  });

  it('counts pages: "11–20 of 340", the last page shorter, the page holding a record', () => {
    expect(pageRange(11, 10, 340)).toEqual({ from: 11, to: 20 });
    expect(pageRange(331, 25, 340)).toEqual({ from: 331, to: 340 });
    expect(hasNextPage(331, 10, 340)).toBe(false);
    expect(hasNextPage(321, 10, 340)).toBe(true);
    expect(pageStartFor(7, 10)).toBe(1);
    expect(pageStartFor(26, 25)).toBe(26);
    expect(pageStartFor(50, 25)).toBe(26);
  });
});

describe('the queue behind a bulk page', () => {
  it('loads a page of 100 in one call, and ahead of the page’s end', () => {
    const state = appendPage(emptyQueue(1), page(1, 10, 340));
    expect(shouldLoadAhead(state, 1)).toBe(false);
    expect(shouldLoadAhead(state, 1, 100)).toBe(true);
    expect(missingInView(state, 1, 100)).toBe(90);
    expect(nextPageRequest(state, missingInView(state, 1, 100))).toEqual({ offset: 10, limit: 90 });
    expect(nextPageRequest(emptyQueue(101), 100)).toEqual({ offset: 100, limit: 100 });
  });

  it('knows the end from the size asked for', () => {
    expect(appendPage(emptyQueue(1), page(1, 90, 90), 100).endReached).toBe(true);
    expect(appendPage(emptyQueue(1), page(1, 100, 340), 100).endReached).toBe(false);
  });

  it('shows the page’s loaded records, without those answered since they were loaded', () => {
    let state = appendPage(emptyQueue(1), page(1, 30, 340), 30);
    expect(pageRecords(state, 11, 10).map((item) => item.id)).toEqual(Array.from({ length: 10 }, (_, index) => `r${11 + index}`));
    state = replaceRecord(state, record('r12'), false);
    expect(pageRecords(state, 11, 10)).toHaveLength(9);
    expect(pageRecords(state, 25, 10).map((item) => item.id)).toEqual(['r25', 'r26', 'r27', 'r28', 'r29', 'r30']);
  });
});

describe('the bulk view’s keys', () => {
  const anywhere: KeyContext = { inQuestionnaire: false, onCard: false };

  it('apply the questionnaire to the selection as the focus view’s keys do to one record', () => {
    expect(bulkShortcutFor(press('Enter'), anywhere)).toBe('submit');
    expect(bulkShortcutFor(press('Backspace'), anywhere)).toBe('discard');
    expect(bulkShortcutFor(press('s', { ctrlKey: true }), anywhere)).toBe('draft');
    expect(bulkShortcutFor(press('s', { metaKey: true }), anywhere)).toBe('draft');
  });

  it('move between cards and pages, select a card and the whole page', () => {
    expect(bulkShortcutFor(press('ArrowDown'), anywhere)).toBe('nextCard');
    expect(bulkShortcutFor(press('ArrowUp'), anywhere)).toBe('previousCard');
    expect(bulkShortcutFor(press('ArrowDown'), { ...anywhere, inQuestionnaire: true })).toBeNull();
    expect(bulkShortcutFor(press('ArrowRight'), anywhere)).toBe('nextPage');
    expect(bulkShortcutFor(press('ArrowLeft'), anywhere)).toBe('previousPage');
    expect(bulkShortcutFor(press(' '), { ...anywhere, onCard: true })).toBe('toggleCard');
    expect(bulkShortcutFor(press(' '), anywhere)).toBeNull();
    expect(bulkShortcutFor(press('a', { ctrlKey: true }), anywhere)).toBe('togglePage');
    expect(bulkShortcutFor(press('A', { metaKey: true }), anywhere)).toBe('togglePage');
    expect(bulkShortcutFor(press('ArrowDown', { altKey: true }), anywhere)).toBe('nextQuestion');
    expect(bulkShortcutFor(press('?'), anywhere)).toBe('help');
  });

  it('never submit on a number: choosing an option is the questionnaire’s', () => {
    expect(bulkShortcutFor(press('1'), anywhere)).toBeNull();
  });

  it('switch the view with Alt+B, whatever the keyboard layout types', () => {
    expect(isViewToggle({ ...press('b', { altKey: true }), code: 'KeyB' })).toBe(true);
    expect(isViewToggle({ ...press('∫', { altKey: true }), code: 'KeyB' })).toBe(true);
    expect(isViewToggle({ ...press('b', { altKey: true, ctrlKey: true }), code: 'KeyB' })).toBe(false);
    expect(isViewToggle({ ...press('b'), code: 'KeyB' })).toBe(false);
  });

  it('stay on the page when moving past its first or last card', () => {
    expect(nextCardIndex(-1, 1, 10)).toBe(0);
    expect(nextCardIndex(-1, -1, 10)).toBe(9);
    expect(nextCardIndex(9, 1, 10)).toBe(9);
    expect(nextCardIndex(0, -1, 10)).toBe(0);
    expect(nextCardIndex(0, 1, 0)).toBeNull();
  });

  it('are listed in the shortcuts panel, in place of the one-record keys in bulk view', () => {
    const focus = viewShortcutGroups(PAGE_SHORTCUTS, 'focus', true);
    expect(focus[0]!.items.at(-1)).toEqual({ keys: ['Alt', 'B'], labelKey: 'annotateBulk.shortcuts.toggleView' });
    expect(viewShortcutGroups(PAGE_SHORTCUTS, 'focus', false)).toEqual(PAGE_SHORTCUTS);
    const bulk = viewShortcutGroups(PAGE_SHORTCUTS, 'bulk', true);
    expect(bulk[0]!.titleKey).toBe('annotateBulk.shortcuts.title');
    expect(bulk.some((group) => group.titleKey === 'annotate.shortcuts.global')).toBe(false);
  });
});
