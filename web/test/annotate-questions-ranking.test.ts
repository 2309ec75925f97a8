import { describe, expect, it } from 'vitest';
import { isTied, rankForKey, rankingSlots, rankOf } from '../src/features/dataset/annotate/questions/ranking-view';

const order = ['a', 'b', 'c', 'd'];

describe('the ranking as slots', () => {
  it('puts each option in the slot of its rank, ties in option order, the rest in the pool', () => {
    const ranking = [
      { value: 'c', rank: 1 },
      { value: 'd', rank: 3 },
      { value: 'b', rank: 1 },
      { value: 'a', rank: null },
    ];
    expect(rankingSlots(ranking, order)).toEqual({ slots: [['b', 'c'], [], ['d'], []], unranked: ['a'] });
  });

  it('keeps the pool in option order', () => {
    const ranking = order.map((value) => ({ value, rank: null })).reverse();
    expect(rankingSlots(ranking, order).unranked).toEqual(order);
    expect(rankingSlots(ranking, order).slots).toEqual([[], [], [], []]);
  });

  it('tells ranks and ties', () => {
    const ranking = [
      { value: 'a', rank: 2 },
      { value: 'b', rank: 2 },
      { value: 'c', rank: 1 },
      { value: 'd', rank: null },
    ];
    expect(rankOf(ranking, 'a')).toBe(2);
    expect(rankOf(ranking, 'd')).toBeNull();
    expect(rankOf(ranking, 'unknown')).toBeNull();
    expect(isTied(ranking, 'a')).toBe(true);
    expect(isTied(ranking, 'c')).toBe(false);
    expect(isTied(ranking, 'd')).toBe(false);
  });
});

describe('rank keys', () => {
  it('give ranks 1–9 and 10 for 0, up to the number of options', () => {
    expect(rankForKey('1', 4)).toBe(1);
    expect(rankForKey('4', 4)).toBe(4);
    expect(rankForKey('5', 4)).toBeNull();
    expect(rankForKey('0', 4)).toBeNull();
    expect(rankForKey('0', 12)).toBe(10);
    expect(rankForKey('a', 12)).toBeNull();
    expect(rankForKey('Delete', 12)).toBeNull();
  });
});
