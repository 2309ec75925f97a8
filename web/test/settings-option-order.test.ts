import { describe, expect, it } from 'vitest';
import { orderKeyAction, type KeyPress } from '../src/features/dataset/settings/order/keys';
import { dropIndex, isNoOpDrop, move, moveBy, sideAt, targetIndex } from '../src/features/dataset/settings/order/reorder';

const abcd = ['a', 'b', 'c', 'd'] as const;

describe('move', () => {
  it('puts the item at its new index, the others keeping their order', () => {
    expect(move(abcd, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(move(abcd, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(move(abcd, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(move(abcd, 2, 2)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('takes an index past an end as that end', () => {
    expect(move(abcd, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(move(abcd, 2, -5)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('leaves the order as it was for an item that is not in the list', () => {
    expect(move(abcd, 4, 0)).toEqual([...abcd]);
    expect(move(abcd, -1, 0)).toEqual([...abcd]);
    expect(move(abcd, 1.5, 0)).toEqual([...abcd]);
    expect(move([], 0, 0)).toEqual([]);
  });

  it('returns a new list and never changes the one given', () => {
    const list = ['a', 'b', 'c'];
    const moved = move(list, 0, 1);
    expect(moved).not.toBe(list);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('keeps the items themselves (an option keeps its description and colour)', () => {
    const options = [{ value: 'x', text: 'X', color: 'hsl(1 50% 50%)' }, { value: 'y', text: 'Y', color: 'hsl(2 50% 50%)' }];
    const [first] = move(options, 0, 1).slice(1);
    expect(first).toBe(options[0]);
  });
});

describe('moveBy', () => {
  it('moves one place earlier or later, and stops at the ends', () => {
    expect(moveBy(abcd, 1, -1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveBy(abcd, 1, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveBy(abcd, 0, -1)).toEqual([...abcd]);
    expect(moveBy(abcd, 3, 1)).toEqual([...abcd]);
    expect(moveBy(abcd, 3, -10)).toEqual(['d', 'a', 'b', 'c']);
  });
});

describe('targetIndex', () => {
  it('follows a step and stays inside the list', () => {
    expect(targetIndex(2, 4, -1)).toBe(1);
    expect(targetIndex(2, 4, 1)).toBe(3);
    expect(targetIndex(3, 4, 1)).toBe(3);
    expect(targetIndex(0, 4, -1)).toBe(0);
    expect(targetIndex(2, 4, 'start')).toBe(0);
    expect(targetIndex(1, 4, 'end')).toBe(3);
    expect(targetIndex(0, 0, 'end')).toBe(0);
  });
});

describe('dropping a dragged item beside another', () => {
  it('lands before or after the item it was dropped on', () => {
    // a dragged onto c's left side: b, a, c, d
    expect(dropIndex(0, 2, 'before')).toBe(1);
    expect(move(abcd, 0, dropIndex(0, 2, 'before'))).toEqual(['b', 'a', 'c', 'd']);
    expect(move(abcd, 0, dropIndex(0, 2, 'after'))).toEqual(['b', 'c', 'a', 'd']);
    expect(move(abcd, 0, dropIndex(0, 3, 'after'))).toEqual(['b', 'c', 'd', 'a']);
    expect(move(abcd, 3, dropIndex(3, 0, 'before'))).toEqual(['d', 'a', 'b', 'c']);
    expect(move(abcd, 3, dropIndex(3, 1, 'after'))).toEqual(['a', 'b', 'd', 'c']);
    expect(move(abcd, 2, dropIndex(2, 1, 'before'))).toEqual(['a', 'c', 'b', 'd']);
  });

  it('changes nothing on either side of itself or next to its own place, and says so', () => {
    expect(isNoOpDrop(1, 1, 'before')).toBe(true);
    expect(isNoOpDrop(1, 1, 'after')).toBe(true);
    expect(isNoOpDrop(1, 0, 'after')).toBe(true);
    expect(isNoOpDrop(1, 2, 'before')).toBe(true);
    expect(isNoOpDrop(1, 2, 'after')).toBe(false);
    expect(isNoOpDrop(1, 0, 'before')).toBe(false);
  });

  it('reads the side from where the pointer is on the item', () => {
    expect(sideAt(104, 100, 40)).toBe('before');
    expect(sideAt(119.9, 100, 40)).toBe('before');
    expect(sideAt(120, 100, 40)).toBe('after');
    expect(sideAt(139, 100, 40)).toBe('after');
  });

  it('gives every order from any drop of the same item, as moving one at a time would', () => {
    const list = ['a', 'b', 'c', 'd', 'e'];
    for (let from = 0; from < list.length; from++) {
      for (let over = 0; over < list.length; over++) {
        for (const side of ['before', 'after'] as const) {
          const result = move(list, from, dropIndex(from, over, side));
          const slot = side === 'before' ? over : over + 1;
          // The dragged item ends between what was before the slot and what was after it.
          const without = list.filter((_, index) => index !== from);
          const before = list.slice(0, slot).filter((_, index) => index !== from);
          expect(result).toEqual([...before, list[from], ...without.slice(before.length)]);
        }
      }
    }
  });
});

describe('the keys of the label order', () => {
  const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
    key,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    ...modifiers,
  });

  it('move the focused label with Alt, by one place or to an end', () => {
    expect(orderKeyAction(press('ArrowLeft', { altKey: true }))).toEqual({ kind: 'move', step: -1 });
    expect(orderKeyAction(press('ArrowUp', { altKey: true }))).toEqual({ kind: 'move', step: -1 });
    expect(orderKeyAction(press('ArrowRight', { altKey: true }))).toEqual({ kind: 'move', step: 1 });
    expect(orderKeyAction(press('ArrowDown', { altKey: true }))).toEqual({ kind: 'move', step: 1 });
    expect(orderKeyAction(press('Home', { altKey: true }))).toEqual({ kind: 'move', step: 'start' });
    expect(orderKeyAction(press('End', { altKey: true }))).toEqual({ kind: 'move', step: 'end' });
  });

  it('move the focus without Alt', () => {
    expect(orderKeyAction(press('ArrowLeft'))).toEqual({ kind: 'focus', step: -1 });
    expect(orderKeyAction(press('ArrowDown'))).toEqual({ kind: 'focus', step: 1 });
    expect(orderKeyAction(press('Home'))).toEqual({ kind: 'focus', step: 'start' });
    expect(orderKeyAction(press('End'))).toEqual({ kind: 'focus', step: 'end' });
  });

  it('leave other keys and other modifiers to the browser', () => {
    expect(orderKeyAction(press('Tab'))).toBeNull();
    expect(orderKeyAction(press('a', { altKey: true }))).toBeNull();
    expect(orderKeyAction(press('ArrowLeft', { ctrlKey: true }))).toBeNull();
    expect(orderKeyAction(press('ArrowLeft', { metaKey: true, altKey: true }))).toBeNull();
    expect(orderKeyAction(press('End', { shiftKey: true }))).toBeNull();
  });
});

describe('a question with the server’s most options', () => {
  it('moves one of 500 options to the other end, again and again, keeping every option once', () => {
    const options = Array.from({ length: 500 }, (_, index) => ({ value: `v${index}`, text: `Label ${index}` }));
    let list = options;
    for (let round = 0; round < 200; round++) list = move(list, 0, targetIndex(0, list.length, 'end'));
    expect(list[0]?.value).toBe('v200');
    expect(list.at(-1)?.value).toBe('v199');
    expect(new Set(list.map((option) => option.value)).size).toBe(500);
  });
});
