/**
 * Option lists of label and multi-label questions: search, the visible-options limit, and the
 * suggestion order. Pure, so a list of 1,000 options is filtered without React in the way.
 */

export interface ChoiceOption {
  value: string;
  text: string;
  description?: string | null;
}

/** Options are shown in full up to this many; the visible-options control needs more. */
export const FULL_OPTIONS_MAX = 3;
/** From this many options on, a search box filters them (it also shows whenever the list is collapsed). */
export const SEARCH_MIN_OPTIONS = 15;

/** Lower case without accents, so "resume" finds "Résumé" and "ANGST" finds "Angst". */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** One search key per option, computed once per option list: typing then only compares strings. */
export function buildSearchIndex(options: readonly ChoiceOption[]): readonly string[] {
  // The separator keeps a query from matching across the end of the text and the start of the value.
  return options.map((option) => searchKey(option.text === option.value ? option.text : `${option.text}\u0000${option.value}`));
}

/** The words of a query; an option matches when its key contains every one. */
export function queryTerms(query: string): readonly string[] {
  return searchKey(query).split(/\s+/).filter(Boolean);
}

/**
 * The options whose index entry contains every term of the query, in their order. `index[i]`
 * belongs to `options[i]`. An empty query returns the same array, so nothing downstream changes.
 */
export function filterOptions<T>(options: readonly T[], index: readonly string[], query: string): readonly T[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return options;
  const matches: T[] = [];
  for (let i = 0; i < options.length; i += 1) {
    const key = index[i] ?? '';
    if (terms.every((term) => key.includes(term))) matches.push(options[i]!);
  }
  return matches;
}

/**
 * How many options show before "+N more", or null when there is no visible-options control: only
 * with more than {@link FULL_OPTIONS_MAX} options and a `visible_options` setting (which otherwise
 * defaults to the option count), and only when it actually hides some.
 */
export function visibleOptionsLimit(optionCount: number, visibleOptions: number | null | undefined): number | null {
  if (optionCount <= FULL_OPTIONS_MAX || visibleOptions == null) return null;
  const limit = Math.max(FULL_OPTIONS_MAX, Math.floor(visibleOptions));
  return limit < optionCount ? limit : null;
}

export function showsSearch(optionCount: number, limit: number | null): boolean {
  return optionCount >= SEARCH_MIN_OPTIONS || limit !== null;
}

export interface CollapsedOptions<T> {
  shown: readonly T[];
  /** How many the "+N more" control reveals. */
  hiddenCount: number;
}

/**
 * The options on screen: the first `limit`, plus every selected one beyond it (an answer is never
 * hidden), unless the list is expanded or there is no limit.
 */
export function collapseOptions<T extends { value: string }>(
  options: readonly T[],
  limit: number | null,
  selected: ReadonlySet<string>,
  expanded: boolean,
): CollapsedOptions<T> {
  if (limit === null || expanded || options.length <= limit) return { shown: options, hiddenCount: 0 };
  const shown = options.filter((option, index) => index < limit || selected.has(option.value));
  return { shown, hiddenCount: options.length - shown.length };
}

/** Options with a number key: 1–9, then 0 for the tenth. */
export const KEYED_OPTIONS = 10;

/**
 * The options number keys pick, in key order (1–9, then 0): the first ten of the list in its order,
 * whether "+N more" hides some or not, so a key means the same option collapsed and expanded (a hidden
 * option's key picks nothing until it shows); while searching, the first ten matches.
 */
export function keyedOptions<T>(options: readonly T[], shown: readonly T[], searching: boolean): readonly T[] {
  return (searching ? shown : options).slice(0, KEYED_OPTIONS);
}

/**
 * Past this many options a list is "large": only what is useful is rendered (the first options, the
 * selected and suggested ones, the best matches of a search), never every chip. Up to it the chips
 * all stay mounted and a search only hides them, which is quicker for a few hundred (and measured at
 * 1,000 by bench:annotate's filter-1000).
 */
export const SMALL_OPTIONS_MAX = 1000;
/** A large list without a `visible_options` setting shows this many before "N more: search". */
export const LARGE_DEFAULT_VISIBLE = 20;
/** A search in a large list renders at most this many matches; the rest are counted. */
export const LARGE_MATCHES_MAX = 50;

export function isLargeList(optionCount: number): boolean {
  return optionCount > SMALL_OPTIONS_MAX;
}

// Keyed by the option object, which is the question's own (a reordered copy of the array keeps
// them), so the keys of a question are computed once per visit, not once per record.
const keyByOption = new WeakMap<ChoiceOption, string>();
const keysByList = new WeakMap<readonly ChoiceOption[], readonly string[]>();

function optionKey(option: ChoiceOption): string {
  let key = keyByOption.get(option);
  if (key === undefined) {
    key = buildSearchIndex([option])[0]!;
    keyByOption.set(option, key);
  }
  return key;
}

/** The search keys of a list, built on first use and kept for as long as the list (or its options) lives. */
export function cachedSearchIndex(options: readonly ChoiceOption[]): readonly string[] {
  let keys = keysByList.get(options);
  if (!keys) {
    keys = options.map(optionKey);
    keysByList.set(options, keys);
  }
  return keys;
}

/**
 * Computes the keys of `options[from..]` until `deadline()` says stop; returns where it stopped
 * (the length when done). Lets a large list warm its index in idle slices before anyone types.
 */
export function warmSearchIndex(options: readonly ChoiceOption[], from: number, shouldStop: () => boolean): number {
  let i = from;
  for (; i < options.length; i += 1) {
    optionKey(options[i]!);
    if (i % 256 === 255 && shouldStop()) return i + 1;
  }
  return i;
}

export interface LargeView<T> {
  /** What is rendered, in this order. */
  shown: readonly T[];
  /** Not searching: the options not shown. Searching: the matches beyond the cap. */
  moreCount: number;
  /** Searching: how many options match in all; otherwise the option count. */
  matchCount: number;
}

/**
 * What a large list renders. Without a query: the first `limit` options plus every selected or
 * suggested one beyond them (an answer or a suggestion is never hidden), in the list's order. With
 * a query: the best matches up to `cap`: the option whose text is the query, then options starting
 * with its first word, then the rest, each tier in the list's order; every match is counted.
 * One pass over precomputed keys, so a key press costs a few milliseconds at 50,000 options.
 */
export function largeOptionsView<T extends ChoiceOption>(
  options: readonly T[],
  index: readonly string[],
  query: string,
  limit: number,
  pinned: ReadonlySet<string>,
  cap: number = LARGE_MATCHES_MAX,
): LargeView<T> {
  const terms = queryTerms(query);
  if (terms.length === 0) {
    const shown: T[] = options.slice(0, limit);
    if (pinned.size > 0) {
      for (let i = limit; i < options.length; i += 1) {
        if (pinned.has(options[i]!.value)) shown.push(options[i]!);
      }
    }
    return { shown, moreCount: options.length - shown.length, matchCount: options.length };
  }
  const whole = terms.join(' ');
  const first = terms[0]!;
  const tiers: T[][] = [[], [], []];
  let matchCount = 0;
  for (let i = 0; i < options.length; i += 1) {
    const key = index[i] ?? '';
    if (!key.includes(first)) continue;
    let all = true;
    for (let t = 1; t < terms.length; t += 1) {
      if (!key.includes(terms[t]!)) {
        all = false;
        break;
      }
    }
    if (!all) continue;
    matchCount += 1;
    const tier = key === whole || key.startsWith(`${whole}\u0000`) ? 0 : key.startsWith(first) ? 1 : 2;
    // Later tiers stop filling once the better ones hold enough; the count still goes on.
    if (tiers[tier]!.length < cap) tiers[tier]!.push(options[i]!);
  }
  const shown = [...tiers[0]!, ...tiers[1]!, ...tiers[2]!].slice(0, cap);
  return { shown, moreCount: matchCount - shown.length, matchCount };
}

/** How many a large list shows without a search: its `visible_options` limit, never more than a small list holds. */
export function largeVisibleLimit(optionCount: number, visibleOptions: number | null | undefined): number {
  const limit = visibleOptionsLimit(optionCount, visibleOptions) ?? LARGE_DEFAULT_VISIBLE;
  return Math.min(limit, SMALL_OPTIONS_MAX);
}
