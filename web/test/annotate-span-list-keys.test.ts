import { describe, expect, it } from 'vitest';
import { isListKey, moveInList } from '../src/features/dataset/annotate/questions/span/list-keys';

// Three spans; the middle one has a disabled label button, so two buttons take focus there.
const columns = (row: number) => (row === 1 ? 2 : 3);

describe('the keys of the list of spans', () => {
  it('are the arrows, Home and End; Enter and the letters are the buttons\' and the page\'s', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']) expect(isListKey(key)).toBe(true);
    for (const key of ['Enter', ' ', 'Tab', 'a', '1', 'Backspace']) expect(isListKey(key)).toBe(false);
  });

  it('go from span to span with up and down, keeping to the same button', () => {
    expect(moveInList({ row: 0, column: 2 }, 'ArrowDown', 3, columns)).toEqual({ row: 1, column: 1 });
    expect(moveInList({ row: 0, column: 0 }, 'ArrowDown', 3, columns)).toEqual({ row: 1, column: 0 });
    expect(moveInList({ row: 2, column: 1 }, 'ArrowUp', 3, columns)).toEqual({ row: 1, column: 1 });
    expect(moveInList({ row: 1, column: 0 }, 'End', 3, columns)).toEqual({ row: 2, column: 0 });
    expect(moveInList({ row: 2, column: 2 }, 'Home', 3, columns)).toEqual({ row: 0, column: 2 });
  });

  it('go between the buttons of a span with left and right, mirrored in right-to-left text', () => {
    expect(moveInList({ row: 0, column: 0 }, 'ArrowRight', 3, columns)).toEqual({ row: 0, column: 1 });
    expect(moveInList({ row: 0, column: 1 }, 'ArrowLeft', 3, columns)).toEqual({ row: 0, column: 0 });
    expect(moveInList({ row: 0, column: 0 }, 'ArrowLeft', 3, columns, true)).toEqual({ row: 0, column: 1 });
  });

  it('stay at the ends instead of wrapping, so the list keeps the key', () => {
    expect(moveInList({ row: 0, column: 0 }, 'ArrowUp', 3, columns)).toEqual({ row: 0, column: 0 });
    expect(moveInList({ row: 2, column: 0 }, 'ArrowDown', 3, columns)).toEqual({ row: 2, column: 0 });
    expect(moveInList({ row: 0, column: 0 }, 'ArrowLeft', 3, columns)).toEqual({ row: 0, column: 0 });
    expect(moveInList({ row: 0, column: 2 }, 'ArrowRight', 3, columns)).toEqual({ row: 0, column: 2 });
    expect(moveInList({ row: 0, column: 0 }, 'ArrowDown', 1, () => 3)).toEqual({ row: 0, column: 0 });
  });
});
