import { describe, expect, it } from 'vitest';
import {
  MOVE_MATCHES_MAX,
  moveCandidates,
  movesBySearch,
  positionIndex,
} from '../src/features/dataset/settings/order/move-by-search';
import { move } from '../src/features/dataset/settings/order/reorder';

const labels = Array.from({ length: 50_000 }, (_, i) => ({ value: `l${i}`, text: i === 42_000 ? 'Aardvark' : `Label ${i}` }));

describe('the label order of thousands of labels', () => {
  it('moves by search past the threshold; a usual question keeps its chips', () => {
    expect(movesBySearch(500)).toBe(false);
    expect(movesBySearch(1000)).toBe(false);
    expect(movesBySearch(1001)).toBe(true);
    expect(movesBySearch(labels.length)).toBe(true);
  });

  it('offers nothing before typing, then the best matches up to a cap with the rest counted', () => {
    expect(moveCandidates(labels, '  ')).toEqual({ shown: [], moreCount: 0 });
    expect(moveCandidates(labels, 'aardv').shown.map((label) => label.value)).toEqual(['l42000']);
    const broad = moveCandidates(labels, 'label 4');
    expect(broad.shown).toHaveLength(MOVE_MATCHES_MAX);
    expect(broad.shown[0]!.value).toBe('l4');
    expect(broad.moreCount).toBeGreaterThan(10_000);
  });

  it('reads a 1-based position, clamped to the list, and refuses what is not a whole number', () => {
    expect(positionIndex('1', 50_000)).toBe(0);
    expect(positionIndex(' 3 ', 50_000)).toBe(2);
    expect(positionIndex('0', 50_000)).toBe(0);
    expect(positionIndex('999999', 50_000)).toBe(49_999);
    expect(positionIndex('', 50_000)).toBeNull();
    expect(positionIndex('2.5', 50_000)).toBeNull();
    expect(positionIndex('-1', 50_000)).toBeNull();
  });

  it('puts the found label at the position given, the others keeping their order', () => {
    const found = moveCandidates(labels, 'aardvark').shown[0]!;
    const next = move(labels, labels.indexOf(found), positionIndex('2', labels.length)!);
    expect(next.slice(0, 3).map((label) => label.value)).toEqual(['l0', 'l42000', 'l1']);
    expect(next).toHaveLength(labels.length);
  });
});
