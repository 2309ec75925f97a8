import type { Question } from '@gloss/contract';
import { isRankInRange, optionValues } from './answer-shapes';
import type { RankedOption } from './types';

/**
 * Editing a ranking: the question has one slot per option (ranks 1..N) and a slot may hold several
 * options (a tie). Every function returns a new list with the items in their places: the list order is
 * not the ranking (ranks are), and `orderedForDisplay` lines the cards up.
 */

/** Every option unranked, in option order: a ranking nobody has touched. */
export function resetRanking(question: Question): RankedOption[] {
  return optionValues(question).map((value) => ({ value, rank: null }));
}

/**
 * Puts an option into a slot; others keep theirs, so the slot may end up shared (a tie). A slot outside
 * 1..N or an unknown option changes nothing: typed digits past the last slot are simply ignored.
 */
export function setRank(options: readonly RankedOption[], value: string, rank: number): RankedOption[] {
  if (!isRankInRange(rank, options.length)) return [...options];
  return withRank(options, value, rank);
}

/** Back to the pool of unranked options. */
export function unrank(options: readonly RankedOption[], value: string): RankedOption[] {
  return withRank(options, value, null);
}

/**
 * One slot up for the keyboard. Where the option and the one above each sit alone in their slot they swap,
 * so a strict order stays strict; otherwise (a tie, an empty slot) the option moves to the slot above.
 * From the pool it enters after the last ranked option. Nothing happens at slot 1.
 */
export function moveUp(options: readonly RankedOption[], value: string): RankedOption[] {
  return moveBy(options, value, -1);
}

/** One slot down, as `moveUp`; nothing happens at the last slot or in the pool. */
export function moveDown(options: readonly RankedOption[], value: string): RankedOption[] {
  return moveBy(options, value, 1);
}

/**
 * A drag-and-drop list's order as ranks 1..n, strict (a list cannot show ties). Options of `optionOrder`
 * missing from the list stay unranked, after the ranked ones; repeats and unknown values are dropped.
 */
export function rankingFromOrder(
  orderedValues: readonly string[],
  optionOrder: readonly string[] = orderedValues,
): RankedOption[] {
  const ranked = [...new Set(orderedValues)].filter((value) => optionOrder.includes(value));
  const unranked = optionOrder.filter((value) => !ranked.includes(value));
  return [
    ...ranked.map((value, index) => ({ value, rank: index + 1 })),
    ...unranked.map((value) => ({ value, rank: null })),
  ];
}

/**
 * The ranks of a suggested ranking, one per item of `items` (aligned with it, so per-item scores stay with
 * their items). The official SDK writes a ranking suggestion as the model's order without ranks
 * (`[{"value": "b"}, {"value": "a"}]`): when no item that fits carries a rank, each fitting item is ranked
 * by its position among them (1, 2, ...). Otherwise the ranks given are kept, those outside 1..N dropped.
 * `fits[i]` says whether item i can be used (a known option, listed once); the others get no rank.
 */
export function suggestedRanks(
  items: readonly { value: string; rank?: number | null }[],
  fits: readonly boolean[],
  optionCount: number,
): RankedOption[] {
  const ordered = items.every((item, index) => !fits[index] || item.rank == null);
  let position = 0;
  return items.map((item, index) => {
    if (!fits[index]) return { value: item.value, rank: null };
    position += 1;
    const rank = ordered ? position : item.rank;
    return { value: item.value, rank: isRankInRange(rank, optionCount) ? rank : null };
  });
}

/**
 * How the cards line up: ranked ones by rank, then the pool. Ties and the pool follow `optionOrder` (the
 * question's option values) when given, else the list's own order, so a card dropped back into the pool
 * returns to its place among the options.
 */
export function orderedForDisplay(
  options: readonly RankedOption[],
  optionOrder?: readonly string[],
): RankedOption[] {
  const position = (item: RankedOption, index: number) => {
    const inOptions = optionOrder?.indexOf(item.value) ?? -1;
    return inOptions === -1 ? (optionOrder?.length ?? 0) + index : inOptions;
  };
  return options
    .map((item, index) => ({ item, position: position(item, index) }))
    .sort((a, b) => {
      const byRank = (a.item.rank ?? Infinity) - (b.item.rank ?? Infinity);
      return Number.isNaN(byRank) || byRank === 0 ? a.position - b.position : byRank;
    })
    .map(({ item }) => item);
}

function moveBy(options: readonly RankedOption[], value: string, step: -1 | 1): RankedOption[] {
  const moving = options.find((item) => item.value === value);
  if (!moving) return [...options];
  if (moving.rank === null) {
    if (step === 1) return [...options];
    const lastRank = Math.max(0, ...options.map((item) => item.rank ?? 0));
    return withRank(options, value, Math.min(lastRank + 1, options.length));
  }
  const from = moving.rank;
  const to = from + step;
  if (!isRankInRange(to, options.length)) return [...options];
  const inTarget = options.filter((item) => item.rank === to);
  const aloneInSlot = !options.some((item) => item !== moving && item.rank === from);
  if (inTarget.length === 1 && aloneInSlot) {
    const neighbour = inTarget[0].value;
    return options.map((item) =>
      item.value === value ? { ...item, rank: to } : item.value === neighbour ? { ...item, rank: from } : item,
    );
  }
  return withRank(options, value, to);
}

function withRank(options: readonly RankedOption[], value: string, rank: number | null): RankedOption[] {
  return options.map((item) => (item.value === value && item.rank !== rank ? { ...item, rank } : item));
}
