import { parseWholeNumber } from '../../../../shared/format/numbers';
import type { KeyPress } from '../page/shortcuts';

/**
 * What the counter's "Go to record" box asks for, and the key that opens it. Pure functions.
 *
 * The box takes a position in the current view (the records the counter counts: this status, search,
 * filters and sort), written the way the interface language writes numbers ("900,000", "900.000") or
 * as plain digits.
 */

export type JumpTarget =
  /** The position to show: a number past either end goes to that end. */
  | { kind: 'go'; position: number }
  /** Not a whole number: nothing moves, and the box says what it takes. */
  | { kind: 'refused' };

/** A position from 1 to `total`: "0" is the first record, "5000" of 1,200 the last. */
export function clampPosition(value: number, total: number): number {
  return Math.min(Math.max(1, value), Math.max(1, total));
}

export function readJumpTarget(text: string, total: number, language: string): JumpTarget {
  const value = parseWholeNumber(text, language);
  if (value === null || total < 1) return { kind: 'refused' };
  return { kind: 'go', position: clampPosition(value, total) };
}

/**
 * Alt+G opens the box, in both views, by the key's place (Alt+G types "©" on a Mac). Not a bare G: a
 * letter pressed on a label question with a search box starts that search. In a text box it is the
 * box's (`page/focused-control.ts`).
 */
export function isGoToKey(press: KeyPress & { code?: string }): boolean {
  if (!press.altKey || press.ctrlKey || press.metaKey || press.shiftKey) return false;
  return press.code === 'KeyG' || press.key.toLowerCase() === 'g';
}
