/**
 * The label order of a question too long for chips (see SMALL_OPTIONS_MAX): an admin finds a label by
 * typing and gives it a position. Pure, so what is offered and where a label lands are unit-tested.
 */
import { cachedSearchIndex, isLargeList, largeOptionsView } from '../../annotate/questions/options';
import type { OrderedOption } from './OptionOrder';

/** Matches offered while typing; the rest are counted. */
export const MOVE_MATCHES_MAX = 10;
/** The head of the order shown, so a move to the top can be seen. */
export const ORDER_HEAD = 10;

/** Past the annotation page's threshold the order is set by search and position rather than by dragging chips. */
export function movesBySearch(optionCount: number): boolean {
  return isLargeList(optionCount);
}

export interface MoveCandidates<T> {
  shown: readonly T[];
  moreCount: number;
}

/** The labels a query offers (best first, as on the annotation page); none for an empty query. */
export function moveCandidates<T extends OrderedOption>(options: readonly T[], query: string): MoveCandidates<T> {
  if (!query.trim()) return { shown: [], moreCount: 0 };
  const view = largeOptionsView(options, cachedSearchIndex(options), query, 0, new Set(), MOVE_MATCHES_MAX);
  return { shown: view.shown, moreCount: view.moreCount };
}

/**
 * The 0-based index a typed 1-based position means, clamped to the list; null when it is not a whole
 * number (nothing moves).
 */
export function positionIndex(text: string, total: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || total === 0) return null;
  return Math.min(Math.max(Number(trimmed), 1), total) - 1;
}
