import type { Step } from './reorder';

/** What a key pressed on a focused label does: move the label, move the focus, or nothing. */
export type OrderKeyAction = { kind: 'move'; step: Step } | { kind: 'focus'; step: Step } | null;

export interface KeyPress {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

const STEPS: Readonly<Record<string, Step>> = {
  ArrowLeft: -1,
  ArrowUp: -1,
  ArrowRight: 1,
  ArrowDown: 1,
  Home: 'start',
  End: 'end',
};

/**
 * Alt with an arrow (or Home/End) moves the focused label, the arrows alone go from label to label.
 * The labels wrap over several lines, so Up and Down mean earlier and later in the order rather than
 * the line above: the announcement of a move names the position, not a place on screen. Keys with
 * Ctrl, Meta or Shift are left to the browser and the system.
 */
export function orderKeyAction(press: KeyPress): OrderKeyAction {
  if (press.ctrlKey || press.metaKey || press.shiftKey) return null;
  const step = STEPS[press.key];
  if (step === undefined) return null;
  return { kind: press.altKey ? 'move' : 'focus', step };
}
