/*
 * Where the toasts' stack goes: bottom-right, as the specification has it, unless that would cover an area
 * a page keeps clear for its primary actions (the annotation page's Submit bar, the settings page's "Save
 * all" bar). Then the stack rises just above such areas, and if the window has no room left there, it
 * goes to the top, under the header. Pure: the Toaster measures, this decides.
 */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Room between the stack and the window's edge, and between the stack and an area it keeps clear of. */
export const TOAST_MARGIN = 16;
export const TOAST_GAP = 8;

export type ToastPlacement = { bottom: number } | { top: number };

export interface PlacementInput {
  window: { width: number; height: number };
  /** The stack's size (it is right-aligned, `TOAST_MARGIN` from the window's right edge). */
  stack: { width: number; height: number };
  /** Areas kept clear, as the browser measures them (boxes of no size are ignored). */
  keepClear: readonly Box[];
  /** The lowest the stack's top may come: the header's bottom edge (0 on pages without one). */
  topLimit: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

export function toastPlacement({ window, stack, keepClear, topLimit }: PlacementInput): ToastPlacement {
  const right = window.width - TOAST_MARGIN;
  const left = right - stack.width;
  const areas = keepClear.filter((area) => area.right > area.left && area.bottom > area.top);
  let bottom = TOAST_MARGIN;
  // Each rise can meet another area above the one left behind; every area is met at most once.
  for (let round = 0; round <= areas.length; round += 1) {
    const box = { left, right, top: window.height - bottom - stack.height, bottom: window.height - bottom };
    const covered = areas.filter((area) => overlaps(area, box));
    if (covered.length === 0) break;
    bottom = window.height - Math.min(...covered.map((area) => area.top)) + TOAST_GAP;
  }
  const top = window.height - bottom - stack.height;
  if (top >= topLimit + TOAST_GAP) return { bottom };
  return { top: topLimit + TOAST_GAP };
}
