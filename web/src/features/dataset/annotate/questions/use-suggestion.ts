import { useMemo } from 'react';
import { suggestedItem } from '../model/suggestions';
import type { SuggestionView } from '../model/types';

/** What a suggestion says about one option: its score and (ranking) its suggested rank. */
export interface OptionSuggestion {
  score: number | null;
  rank: number | null;
}

/** What the suggestion says, as text: equal suggestions give equal keys even as new objects. */
function suggestionKey(suggestion: SuggestionView | undefined): string {
  return suggestion ? JSON.stringify([suggestion.value, suggestion.score]) : '';
}

/** The suggested options among `values`, keyed by value (ratings by their number as text). */
export function suggestionsByOption(
  values: readonly (string | number)[],
  suggestion: SuggestionView | undefined,
): ReadonlyMap<string, OptionSuggestion> {
  const found = new Map<string, OptionSuggestion>();
  if (!suggestion) return found;
  for (const value of values) {
    const item = suggestedItem(suggestion, value);
    if (item) found.set(String(value), item);
  }
  return found;
}

/**
 * {@link suggestionsByOption}, kept while the suggestion says the same thing: a page that rebuilds its
 * suggestion objects on every render does not re-order, re-index or re-render the options.
 */
export function useOptionSuggestions(
  values: readonly (string | number)[],
  suggestion: SuggestionView | undefined,
): ReadonlyMap<string, OptionSuggestion> {
  const key = suggestionKey(suggestion);
  // Keyed on the suggestion's content, not on the object.
  return useMemo(() => suggestionsByOption(values, suggestion), [values, key]);
}

/** The suggestion object itself, kept while its content is the same. */
export function useStableSuggestion(suggestion: SuggestionView | undefined): SuggestionView | undefined {
  const key = suggestionKey(suggestion);
  return useMemo(() => suggestion, [key]);
}
