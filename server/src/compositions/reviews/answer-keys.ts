/**
 * One answer as a key that is equal for answers that mean the same, whatever order or form they were sent
 * in. Stored values were checked against their question when written, so their shape tells their kind:
 * - a label, a text or a rating: the value itself;
 * - multi-label: the set of labels (order and repeats do not count);
 * - a ranking (`[{value, rank}]`): the values grouped by rank, best first (what counts is which value comes
 *   before which, and which tie; not the rank numbers, nor the order the items were sent in);
 * - spans (`[{label, start, end}]`): the set of spans.
 */
export function answerKey(value: unknown): string {
  if (!Array.isArray(value)) return JSON.stringify(value ?? null);
  if (value.every((item) => typeof item === 'string')) return JSON.stringify(sortedUnique(value as string[]));
  if (value.every(isRanked)) return JSON.stringify(rankGroups(value));
  if (value.every(isSpan)) return JSON.stringify(sortedUnique(value.map((span) => JSON.stringify([span.label, span.start, span.end]))));
  return JSON.stringify(value);
}

/** Whether these answers to one question differ (fewer than two never do). */
export function answersDiffer(values: readonly unknown[]): boolean {
  if (values.length < 2) return false;
  const first = answerKey(values[0]);
  return values.some((value, index) => index > 0 && answerKey(value) !== first);
}

function sortedUnique(values: readonly string[]): string[] {
  // Any fixed order makes a key; UTF-16 order is the cheapest.
  return [...new Set(values)].sort();
}

interface RankedItem {
  value: string;
  rank: number;
}

interface Span {
  label: string;
  start: number;
  end: number;
}

const isObject = (item: unknown): item is Record<string, unknown> => item !== null && typeof item === 'object' && !Array.isArray(item);
const isRanked = (item: unknown): item is RankedItem => isObject(item) && typeof item.value === 'string' && typeof item.rank === 'number';
const isSpan = (item: unknown): item is Span =>
  isObject(item) && typeof item.label === 'string' && typeof item.start === 'number' && typeof item.end === 'number';

function rankGroups(items: readonly RankedItem[]): string[][] {
  const byRank = new Map<number, string[]>();
  for (const item of items) byRank.set(item.rank, [...(byRank.get(item.rank) ?? []), item.value]);
  return [...byRank.entries()].sort(([a], [b]) => a - b).map(([, values]) => sortedUnique(values));
}
