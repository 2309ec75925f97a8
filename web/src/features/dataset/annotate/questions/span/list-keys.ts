/**
 * The keys of the list of spans under the span question: the list is one stop of the Tab order, and
 * inside it ↑/↓ go from span to span (keeping to the same button: show, label, remove), ←/→ between
 * the buttons of a span, Home/End to the first and last span. The list keeps every arrow it is given,
 * even at its ends, so an arrow pressed in it never moves to another record.
 */

export interface ListPlace {
  row: number;
  /** The button within its row (0: show the span, then change its label, then remove it). */
  column: number;
}

export type ListKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

const LIST_KEYS: ReadonlySet<string> = new Set<ListKey>(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

export function isListKey(key: string): key is ListKey {
  return LIST_KEYS.has(key);
}

const clamp = (value: number, last: number) => Math.min(Math.max(value, 0), Math.max(last, 0));

/**
 * Where `key` takes the focus from `from`. `columns(row)` says how many buttons the row has that can
 * take focus (a label button is disabled while there is one label only); in right-to-left text ← goes
 * to the next button. Moving to a row with fewer buttons lands on its last one.
 */
export function moveInList(from: ListPlace, key: ListKey, rowCount: number, columns: (row: number) => number, rtl = false): ListPlace {
  const lastRow = rowCount - 1;
  const onRow = (row: number, column: number): ListPlace => ({ row, column: clamp(column, columns(row) - 1) });
  switch (key) {
    case 'ArrowUp':
      return onRow(clamp(from.row - 1, lastRow), from.column);
    case 'ArrowDown':
      return onRow(clamp(from.row + 1, lastRow), from.column);
    case 'Home':
      return onRow(0, from.column);
    case 'End':
      return onRow(lastRow, from.column);
    case 'ArrowLeft':
    case 'ArrowRight': {
      const forward = (key === 'ArrowRight') !== rtl;
      return onRow(from.row, from.column + (forward ? 1 : -1));
    }
  }
}
