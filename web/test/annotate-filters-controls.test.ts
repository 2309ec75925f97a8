import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_CRITERIA, withMetadata, type SearchCriteria } from '../src/features/dataset/annotate/search/criteria';
import { ControlsStore, TOGGLE_DELAY, TYPING_DELAY, sameCriteria } from '../src/features/dataset/annotate/search/filters/controls-store';

const price = (ge: number) => (criteria: SearchCriteria) => withMetadata(criteria, 'price', { kind: 'range', range: { ge } });
const books = (criteria: SearchCriteria) => withMetadata(criteria, 'category', { kind: 'terms', values: ['books'] });

function setUp(criteria: SearchCriteria = NO_CRITERIA) {
  const applied: SearchCriteria[] = [];
  const store = new ControlsStore(criteria, (next) => {
    applied.push(next);
    // The page reads the applied criteria back from the URL and connects them after rendering.
    store.connect(next, store['onApply']);
  });
  return { store, applied };
}

describe('the filter and sort controls', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('apply an edit after a pause, not on every keystroke', () => {
    const { store, applied } = setUp();
    store.stage(price(1));
    store.stage(price(12));
    vi.advanceTimersByTime(TYPING_DELAY - 1);
    expect(applied).toEqual([]);
    expect(store.shown().metadata).toEqual([{ property: 'price', filter: { kind: 'range', range: { ge: 12 } } }]);
    vi.advanceTimersByTime(1);
    expect(applied).toHaveLength(1);
    expect(applied[0]!.metadata).toEqual([{ property: 'price', filter: { kind: 'range', range: { ge: 12 } } }]);
    expect(store.getState().draft).toBeNull();
  });

  it('send edits typed close together as one search', () => {
    const { store, applied } = setUp();
    store.stage(price(1));
    vi.advanceTimersByTime(TYPING_DELAY - 10);
    store.stage(price(12));
    vi.advanceTimersByTime(TYPING_DELAY);
    expect(applied).toHaveLength(1);
    expect(applied[0]!.metadata).toEqual([{ property: 'price', filter: { kind: 'range', range: { ge: 12 } } }]);
  });

  it('apply a click at once, with what was typed before it', () => {
    const { store, applied } = setUp();
    store.stage(price(3));
    store.stage(books, TOGGLE_DELAY);
    expect(applied).toHaveLength(1);
    expect(applied[0]!.metadata.map((item) => item.property)).toEqual(['price', 'category']);
    vi.runAllTimers();
    expect(applied).toHaveLength(1);
  });

  it('apply at once when a panel closes, and once only', () => {
    const { store, applied } = setUp();
    store.setPanel({ category: 'metadata', target: 'price' });
    store.stage(price(5));
    store.setPanel(null);
    expect(applied).toHaveLength(1);
    vi.advanceTimersByTime(TYPING_DELAY * 2);
    expect(applied).toHaveLength(1);
  });

  it('apply nothing when the edits end where they started', () => {
    const { store, applied } = setUp(books(NO_CRITERIA));
    store.stage((criteria) => withMetadata(criteria, 'category', null));
    store.stage(books);
    vi.runAllTimers();
    expect(applied).toEqual([]);
  });

  it('apply a chip’s removal at once, with what was staged before it', () => {
    const { store, applied } = setUp(books(NO_CRITERIA));
    store.stage(price(2));
    store.applyNow((criteria) => withMetadata(criteria, 'category', null));
    expect(applied).toHaveLength(1);
    expect(applied[0]!.metadata.map((item) => item.property)).toEqual(['price']);
  });

  it('keep panels, choices and search texts until the panel closes (the toolbar may be mounted again meanwhile)', () => {
    const { store } = setUp();
    store.setPanel({ category: 'suggestions', target: 'sentiment' });
    expect(store.getState()).toMatchObject({ rowOpen: true, panel: { category: 'suggestions', target: 'sentiment' } });
    store.remember('terms:agents:sentiment', 'gp');
    expect(store.getState().remembered).toEqual({ 'terms:agents:sentiment': 'gp' });
    store.setPanel(null);
    expect(store.getState()).toMatchObject({ rowOpen: true, panel: null, remembered: {} });
  });

  it('toggle the row, closing any panel', () => {
    const { store } = setUp();
    store.toggleRow();
    store.setPanel({ category: 'metadata', target: null });
    store.toggleRow();
    expect(store.getState()).toMatchObject({ rowOpen: false, panel: null });
  });

  it('tell subscribers of every change', () => {
    const { store } = setUp();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setSortOpen(true);
    store.setSortAdding(true);
    unsubscribe();
    store.setSortOpen(false);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getState()).toMatchObject({ sortOpen: false, sortAdding: false });
  });

  it('drop what was staged when the page goes', () => {
    const { store, applied } = setUp();
    store.stage(price(1));
    store.dispose();
    vi.runAllTimers();
    expect(applied).toEqual([]);
  });

  it('compare criteria as the URL writes them', () => {
    expect(sameCriteria(books(NO_CRITERIA), books({ ...NO_CRITERIA }))).toBe(true);
    expect(sameCriteria(books(NO_CRITERIA), NO_CRITERIA)).toBe(false);
  });

  it('keep showing an applied click while the page leaves the open record, until the new view is shown', () => {
    const applied: SearchCriteria[] = [];
    // Leaving the record first saves its draft: the page shows the new view a moment later.
    const store = new ControlsStore(NO_CRITERIA, (next) => applied.push(next));
    store.stage(books, TOGGLE_DELAY);
    expect(applied).toHaveLength(1);
    expect(store.shown().metadata).toEqual([{ property: 'category', filter: { kind: 'terms', values: ['books'] } }]);
    // A render of the same view (the record moved, say) changes nothing; closing the panel applies nothing twice.
    store.connect({ ...NO_CRITERIA }, store['onApply']);
    store.flush();
    expect(applied).toHaveLength(1);
    expect(store.getState().draft).not.toBeNull();
    // The page shows the new view: the panels show it, with no draft left.
    store.connect(applied[0]!, store['onApply']);
    expect(store.getState().draft).toBeNull();
    expect(store.shown()).toBe(applied[0]);
  });

  it('drop an applied edit when the page shows another view instead (Back), and apply a later edit again', () => {
    const applied: SearchCriteria[] = [];
    const store = new ControlsStore(NO_CRITERIA, (next) => applied.push(next));
    store.stage(books, TOGGLE_DELAY);
    const elsewhere = price(3)(NO_CRITERIA);
    store.connect(elsewhere, store['onApply']);
    expect(store.getState().draft).toBeNull();
    expect(store.shown()).toBe(elsewhere);
    store.stage(books, TOGGLE_DELAY);
    expect(applied).toHaveLength(2);
    expect(applied[1]!.metadata.map((entry) => entry.property)).toEqual(['price', 'category']);
  });
});
