import type { MetadataMetrics, MetadataSettings } from '@gloss/contract';
import type { Question } from '../../model/types';

/** One value of a checklist: what is sent, what is shown, and how many records have it when known. */
export interface TermOption {
  value: string;
  text: string;
  count?: number;
}

/** The server takes at most this many values in one terms filter. */
export const TERMS_MAX = 250;

/**
 * A term as the server compares it: strings as they are, other scalars (a settings list may hold
 * numbers or booleans) by their JSON text, which is how the server indexes them.
 */
export function termText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The values of a terms property: the settings' list when it has one (with the metrics' counts), else
 * the terms the records carry, most frequent first, as the metrics call answers them.
 */
export function metadataTermOptions(settings: MetadataSettings, metrics: MetadataMetrics | undefined): TermOption[] {
  const counts = new Map<string, number>();
  if (metrics?.type === 'terms') for (const { term, count } of metrics.values) counts.set(termText(term), count);
  if (settings.type === 'terms' && settings.values) {
    return settings.values.map((value) => {
      const text = termText(value);
      return { value: text, text, count: counts.get(text) ?? (metrics?.type === 'terms' ? 0 : undefined) };
    });
  }
  return [...counts].map(([value, count]) => ({ value, text: value, count }));
}

/** A label question's options, shown by their text and sent by their value. */
export function questionTermOptions(question: Question): TermOption[] {
  const { settings } = question;
  if (settings.type !== 'label_selection' && settings.type !== 'multi_label_selection') return [];
  return settings.options.map((option) => ({ value: option.value, text: option.text || option.value }));
}

/**
 * The options with any selected value they lack added at the start (a link may name a value the
 * records no longer have): what is selected can always be seen and unselected.
 */
export function withSelectedOptions(options: readonly TermOption[], selected: readonly string[]): readonly TermOption[] {
  if (selected.length === 0) return options;
  const known = new Set(options.map((option) => option.value));
  const missing = selected.filter((value) => !known.has(value));
  return missing.length === 0 ? options : [...missing.map((value) => ({ value, text: value })), ...options];
}

/** Selects or unselects a value; past the server's limit a new value is not added. */
export function toggleTerm(selected: readonly string[], value: string, max = TERMS_MAX): readonly string[] {
  if (selected.includes(value)) return selected.filter((item) => item !== value);
  return selected.length >= max ? selected : [...selected, value];
}

/** Each option's text by value, for chips that show labels rather than stored values. */
export function textsByValue(options: readonly TermOption[]): ReadonlyMap<string, string> {
  return new Map(options.map((option) => [option.value, option.text]));
}
