import { orderedForDisplay } from '../model/ranking';
import type { RankedOption } from '../model/types';

export interface RankingSlots {
  /** `slots[r - 1]`: the option values at rank r, in option order (several when tied). */
  slots: readonly (readonly string[])[];
  /** The unranked option values, in option order. */
  unranked: readonly string[];
}

/** The ranking laid out as the editor shows it: one slot per rank 1..N, and the pool. */
export function rankingSlots(ranking: readonly RankedOption[], optionOrder: readonly string[]): RankingSlots {
  const slots: string[][] = ranking.map(() => []);
  const unranked: string[] = [];
  for (const item of orderedForDisplay(ranking, optionOrder)) {
    const slot = item.rank === null ? undefined : slots[item.rank - 1];
    if (slot) slot.push(item.value);
    else unranked.push(item.value);
  }
  return { slots, unranked };
}

export function rankOf(ranking: readonly RankedOption[], value: string): number | null {
  return ranking.find((item) => item.value === value)?.rank ?? null;
}

/** Whether another option shares this option's rank. */
export function isTied(ranking: readonly RankedOption[], value: string): boolean {
  const rank = rankOf(ranking, value);
  return rank !== null && ranking.some((item) => item.value !== value && item.rank === rank);
}

/** The rank a number key gives (1–9, 0 for 10), or null when the key is no digit or past the last rank. */
export function rankForKey(key: string, optionCount: number): number | null {
  if (key.length !== 1 || key < '0' || key > '9') return null;
  const rank = key === '0' ? 10 : Number(key);
  return rank <= optionCount ? rank : null;
}
