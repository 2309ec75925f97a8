import { describe, expect, it } from 'vitest';
import {
  moveDown,
  moveUp,
  orderedForDisplay,
  rankingFromOrder,
  resetRanking,
  setRank,
  unrank,
} from '../src/features/dataset/annotate/model/ranking';
import type { RankedOption } from '../src/features/dataset/annotate/model/types';
import { ranking } from './annotate-model-fixtures';

/** `{ a: 1, b: null }` → the list, so each case reads as the slots it describes. */
function ranks(byValue: Record<string, number | null>): RankedOption[] {
  return Object.entries(byValue).map(([value, rank]) => ({ value, rank }));
}

function asMap(options: readonly RankedOption[]): Record<string, number | null> {
  return Object.fromEntries(options.map((item) => [item.value, item.rank]));
}

describe('resetRanking', () => {
  it('puts every option in the pool, in option order', () => {
    expect(resetRanking(ranking())).toEqual(ranks({ a: null, b: null, c: null }));
  });
});

describe('setRank', () => {
  it('moves a card to a slot and leaves the others where they are', () => {
    const result = setRank(ranks({ a: null, b: 1, c: null }), 'a', 3);
    expect(result).toEqual(ranks({ a: 3, b: 1, c: null }));
  });

  it('allows ties: several cards may share a slot', () => {
    expect(asMap(setRank(ranks({ a: 1, b: null, c: null }), 'b', 1))).toEqual({ a: 1, b: 1, c: null });
  });

  it('moves an already ranked card', () => {
    expect(asMap(setRank(ranks({ a: 1, b: 2, c: 3 }), 'c', 1))).toEqual({ a: 1, b: 2, c: 1 });
  });

  it('ignores slots outside 1..N and unknown cards', () => {
    const start = ranks({ a: 1, b: null, c: null });
    expect(setRank(start, 'b', 0)).toEqual(start);
    expect(setRank(start, 'b', 4)).toEqual(start);
    expect(setRank(start, 'b', 1.5)).toEqual(start);
    expect(setRank(start, 'z', 2)).toEqual(start);
  });

  it('does not change the list it was given', () => {
    const start = ranks({ a: null, b: null });
    setRank(start, 'a', 1);
    expect(start).toEqual(ranks({ a: null, b: null }));
  });
});

describe('unrank', () => {
  it('sends a card back to the pool', () => {
    expect(unrank(ranks({ a: 1, b: 2 }), 'b')).toEqual(ranks({ a: 1, b: null }));
  });
});

describe('moveUp and moveDown', () => {
  it('swap a card with its neighbour in a strict ranking', () => {
    expect(asMap(moveUp(ranks({ a: 1, b: 2, c: 3 }), 'c'))).toEqual({ a: 1, b: 3, c: 2 });
    expect(asMap(moveDown(ranks({ a: 1, b: 2, c: 3 }), 'a'))).toEqual({ a: 2, b: 1, c: 3 });
  });

  it('do nothing past the first or last slot', () => {
    const start = ranks({ a: 1, b: 2, c: 3 });
    expect(moveUp(start, 'a')).toEqual(start);
    expect(moveDown(start, 'c')).toEqual(start);
  });

  it('move a tied card alone into the next slot instead of swapping', () => {
    expect(asMap(moveDown(ranks({ a: 1, b: 1, c: 2 }), 'a'))).toEqual({ a: 2, b: 1, c: 2 });
    expect(asMap(moveUp(ranks({ a: 1, b: 2, c: 2 }), 'c'))).toEqual({ a: 1, b: 2, c: 1 });
  });

  it('move into an empty slot', () => {
    expect(asMap(moveUp(ranks({ a: 1, b: 3, c: null }), 'b'))).toEqual({ a: 1, b: 2, c: null });
  });

  it('bring a card from the pool in after the last ranked one, and not further down', () => {
    expect(asMap(moveUp(ranks({ a: 1, b: null, c: null }), 'c'))).toEqual({ a: 1, b: null, c: 2 });
    expect(asMap(moveUp(ranks({ a: null, b: null, c: null }), 'b'))).toEqual({ a: null, b: 1, c: null });
    expect(asMap(moveUp(ranks({ a: 1, b: 3, c: null }), 'c'))).toEqual({ a: 1, b: 3, c: 3 });
    expect(moveDown(ranks({ a: 1, b: null }), 'b')).toEqual(ranks({ a: 1, b: null }));
  });

  it('ignore an unknown card', () => {
    expect(moveUp(ranks({ a: 1, b: 2 }), 'z')).toEqual(ranks({ a: 1, b: 2 }));
  });
});

describe('rankingFromOrder', () => {
  it('ranks a list order 1..n', () => {
    expect(rankingFromOrder(['c', 'a', 'b'])).toEqual(ranks({ c: 1, a: 2, b: 3 }));
  });

  it('leaves options missing from the list unranked, in option order, and drops repeats and unknowns', () => {
    expect(rankingFromOrder(['b', 'b', 'zz'], ['a', 'b', 'c'])).toEqual(ranks({ b: 1, a: null, c: null }));
  });
});

describe('orderedForDisplay', () => {
  it('lines ranked cards up by rank, then the pool', () => {
    const shown = orderedForDisplay(ranks({ a: null, b: 2, c: 1, d: null }));
    expect(shown.map((item) => item.value)).toEqual(['c', 'b', 'a', 'd']);
  });

  it('orders ties and the pool as the options when the option order is given', () => {
    const options = ['a', 'b', 'c', 'd'];
    const shown = orderedForDisplay(ranks({ d: null, c: 1, a: 1, b: null }), options);
    expect(shown.map((item) => item.value)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('keeps the list order for ties and the pool otherwise', () => {
    const shown = orderedForDisplay(ranks({ d: null, c: 1, a: 1, b: null }));
    expect(shown.map((item) => item.value)).toEqual(['c', 'a', 'd', 'b']);
  });
});
