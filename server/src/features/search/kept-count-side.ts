/**
 * Which side a text query's matches are counted from when a metadata filter narrows them: the filter's index,
 * with the matches listed (`filter`), or the text's matches, each tested against the filter's records listed once
 * (`text`). Both give the exact count; they differ in what they read.
 *
 * Measured on SQLite (2 of 10 categories, so the filter keeps a fifth of the records): from the filter's side a
 * match costs ~1.5 µs; from the text's side each record the filter keeps costs ~0.2 µs (listed once) and each
 * match ~0.3 µs. The filter's side is cheaper while the matches are fewer than about a fifth of the records the
 * filter keeps: at 100,000 records, 4,300 matches took 11 ms either way, 19,700 matches 28 against 8 ms, 1,100
 * matches 1.6 against 5.5 ms; at 1,000,000, 2,400 matches 16 against 44 ms, 43,000 matches 61 against 57 ms.
 */
const MATCHES_PER_KEPT_RECORD = 0.18;

/** Without an estimate of the records the filter keeps: the bound measured at a million records. */
export const FILTER_SIDE_MATCHES_MAX = 20_000;

/**
 * `keptShare`: the share of the text's best matches (read for the page) that the filter kept, which, times the
 * dataset's records, estimates how many records the filter keeps; null when none were read.
 */
export function countSideOf(textMatches: number, estimate: { keptShare: number; records: number } | null): 'filter' | 'text' {
  const filterSideMax = estimate ? MATCHES_PER_KEPT_RECORD * estimate.keptShare * estimate.records : FILTER_SIDE_MATCHES_MAX;
  return textMatches <= filterSideMax ? 'filter' : 'text';
}
