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
