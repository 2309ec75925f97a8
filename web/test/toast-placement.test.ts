import { describe, expect, it } from 'vitest';
import { TOAST_GAP, TOAST_MARGIN, toastPlacement, type Box } from '../src/shared/toasts/placement';

const window = { width: 1440, height: 900 };
const stack = { width: 300, height: 52 };
const box = (left: number, top: number, right: number, bottom: number): Box => ({ left, top, right, bottom });

describe('where the toasts go', () => {
  it('bottom-right when nothing is kept clear', () => {
    expect(toastPlacement({ window, stack, keepClear: [], topLimit: 56 })).toEqual({ bottom: TOAST_MARGIN });
  });

  it('stays bottom-right beside an area it does not reach', () => {
    // The settings page's save bar, centred and narrower than the window's left part.
    expect(toastPlacement({ window, stack, keepClear: [box(360, 840, 1080, 884)], topLimit: 56 })).toEqual({ bottom: TOAST_MARGIN });
  });

  it('rises just above an area it would cover (the Submit bar stuck to the window’s foot)', () => {
    const bar = box(13, 799, 787, 900);
    expect(toastPlacement({ window: { width: 800, height: 900 }, stack, keepClear: [bar], topLimit: 56 })).toEqual({ bottom: 900 - 799 + TOAST_GAP });
  });

  it('rises above each area the rise brings it to, stacked ones too', () => {
    const bar = box(0, 840, 1440, 900);
    const panel = box(1000, 700, 1440, 835);
    expect(toastPlacement({ window, stack, keepClear: [panel, bar], topLimit: 56 })).toEqual({ bottom: 900 - 700 + TOAST_GAP });
  });

  it('ignores areas of no size (hidden ones)', () => {
    expect(toastPlacement({ window, stack, keepClear: [box(0, 0, 0, 0), box(1200, 880, 1200, 880)], topLimit: 56 })).toEqual({ bottom: TOAST_MARGIN });
  });

  it('goes under the header when the window has no room above the areas', () => {
    const tall = box(0, 100, 1440, 900);
    expect(toastPlacement({ window, stack, keepClear: [tall], topLimit: 56 })).toEqual({ top: 56 + TOAST_GAP });
  });

  it('never leaves the window, whatever it keeps clear of', () => {
    for (let top = 0; top <= 900; top += 50) {
      const placement = toastPlacement({ window, stack, keepClear: [box(0, top, 1440, 900)], topLimit: 56 });
      const stackTop = 'top' in placement ? placement.top : window.height - placement.bottom - stack.height;
      expect(stackTop).toBeGreaterThanOrEqual(56);
      expect(stackTop + stack.height).toBeLessThanOrEqual(window.height);
    }
  });
});
