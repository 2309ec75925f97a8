import { afterEach, describe, expect, it, vi } from 'vitest';
import { chosenLabels, createKeyedStore, resolveChosenLabel, selectSpan, spanSelections } from '../src/features/dataset/annotate/questions/span/span-store';

describe('the span store shared by the editor and the field', () => {
  afterEach(() => {
    chosenLabels.reset();
    spanSelections.reset();
  });

  it('keeps one value per question and tells only that question\'s listeners', () => {
    const store = createKeyedStore<string | null>(null);
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe('q1', first);
    const unsubscribe = store.subscribe('q2', second);
    store.set('q1', 'PER');
    expect(store.get('q1')).toBe('PER');
    expect(store.get('q2')).toBeNull();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    store.set('q1', 'PER');
    expect(first).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set('q2', 'LOC');
    expect(second).not.toHaveBeenCalled();
  });

  it('defaults the chosen label to the first option, and forgets one the question no longer has', () => {
    expect(resolveChosenLabel(null, ['PER', 'LOC'])).toBe('PER');
    expect(resolveChosenLabel('LOC', ['PER', 'LOC'])).toBe('LOC');
    expect(resolveChosenLabel('ORG', ['PER', 'LOC'])).toBe('PER');
    expect(resolveChosenLabel(null, [])).toBeUndefined();
  });

  it('selects a span, and counts requests to reveal it', () => {
    selectSpan('q1', '0:5:PER');
    expect(spanSelections.get('q1')).toEqual({ key: '0:5:PER', reveal: 0 });
    selectSpan('q1', '0:5:PER', true);
    selectSpan('q1', '0:5:PER', true);
    expect(spanSelections.get('q1')).toEqual({ key: '0:5:PER', reveal: 2 });
    selectSpan('q1', null);
    expect(spanSelections.get('q1').key).toBeNull();
    expect(spanSelections.get('q2')).toEqual({ key: null, reveal: 0 });
  });
});
