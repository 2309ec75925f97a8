import type { MetadataSettings, Question } from '@gloss/contract';

/** How many options a question offers; undefined for free-text questions. */
export function optionCount(question: Pick<Question, 'settings'>): number | undefined {
  return 'options' in question.settings ? question.settings.options.length : undefined;
}

export type MetadataValues =
  | { kind: 'terms'; count: number }
  | { kind: 'any-term' }
  | { kind: 'range'; min: number | null; max: number | null };

/** What values a metadata property accepts: a list of terms, or a numeric range (either end open). */
export function metadataValues(settings: MetadataSettings): MetadataValues {
  if (settings.type === 'terms') return settings.values ? { kind: 'terms', count: settings.values.length } : { kind: 'any-term' };
  return { kind: 'range', min: settings.min, max: settings.max };
}
