/**
 * Moving one item of an ordered list (a question's labels), as pure functions so the drag, the keys and
 * the buttons of the label order all agree on where an item lands.
 */

/** Where a step takes an item (or the focus): one place earlier or later, or to an end of the list. */
export type Step = -1 | 1 | 'start' | 'end';

/** A side of an item the pointer is over while dragging: the dragged item would land there. */
export type Side = 'before' | 'after';

const clamp = (index: number, length: number) => Math.min(Math.max(index, 0), length - 1);

/**
 * A copy of `list` with the item at `from` taken out and put back so that it sits at `to` in the result.
 * `to` past either end means that end; a `from` outside the list leaves the order as it was.
 */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (!Number.isInteger(from) || from < 0 || from >= list.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(clamp(to, list.length), 0, item as T);
  return next;
}

/** A copy of `list` with the item at `index` moved `delta` places (negative: earlier), stopping at the ends. */
export function moveBy<T>(list: readonly T[], index: number, delta: number): T[] {
  return move(list, index, index + delta);
}

/** The index a step from `index` reaches in a list of `length` items, kept inside the list. */
export function targetIndex(index: number, length: number, step: Step): number {
  if (length === 0) return 0;
  if (step === 'start') return 0;
  if (step === 'end') return length - 1;
  return clamp(index + step, length);
}

/**
 * The index the dragged item at `from` ends at when dropped on `side` of the item at `over`. Dropping
 * after an item that follows it is one place less than the item's index, since the dragged item no
 * longer comes before it.
 */
export function dropIndex(from: number, over: number, side: Side): number {
  const slot = side === 'before' ? over : over + 1;
  return slot > from ? slot - 1 : slot;
}

/** Whether dropping the item at `from` on `side` of the item at `over` would change nothing. */
export function isNoOpDrop(from: number, over: number, side: Side): boolean {
  return dropIndex(from, over, side) === from;
}

/** The side of an item a pointer at `x` is on, from the item's left edge and width (left to right text). */
export function sideAt(x: number, left: number, width: number): Side {
  return x < left + width / 2 ? 'before' : 'after';
}
