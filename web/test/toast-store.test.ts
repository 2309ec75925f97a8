import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, currentToasts, dismissToast, notify } from '../src/shared/toasts/store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('open after a 100 ms delay, with the default type and their duration', () => {
    notify({ message: 'Hello' });
    expect(currentToasts()).toHaveLength(0);
    vi.advanceTimersByTime(100);
    expect(currentToasts()).toMatchObject([{ message: 'Hello', type: 'default', durationMs: 6_042 }]);
  });

  it('are permanent when asked, and carry their button', () => {
    const onClick = vi.fn();
    notify({ message: 'You are offline', type: 'danger', permanent: true, button: { text: 'Retry', onClick } });
    vi.advanceTimersByTime(100);
    expect(currentToasts()[0]).toMatchObject({ type: 'danger', durationMs: null, button: { text: 'Retry' } });
  });

  it('are all removed by clear, including those about to open', () => {
    notify({ message: 'shown' });
    vi.advanceTimersByTime(100);
    notify({ message: 'pending' });
    clearToasts();
    vi.advanceTimersByTime(500);
    expect(currentToasts()).toEqual([]);
  });

  it('never open when dismissed before their delay is over', () => {
    const id = notify({ message: 'replaced at once' });
    dismissToast(id);
    vi.advanceTimersByTime(500);
    expect(currentToasts()).toEqual([]);
  });

  it('call their onClose when dismissed', () => {
    const onClose = vi.fn();
    const id = notify({ message: 'bye', onClose });
    vi.advanceTimersByTime(100);
    dismissToast(id);
    expect(currentToasts()).toEqual([]);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
