import type { MetadataMetrics, MetadataSettings } from '@gloss/contract';

export type MetadataValues =
  | { kind: 'terms'; count: number; sample: string[] }
  | { kind: 'any-term' }
  | { kind: 'range'; min: number | null; max: number | null };

/** Terms a summary names before counting the rest. */
export const TERMS_SAMPLE = 3;

const termText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * What values a metadata property accepts or holds: the settings' own list or bounds where they set
 * them, else what the records carry (the metrics call: terms most frequent first, or the numeric range).
 * Without either, any term, or a range open at that end.
 */
export function metadataValues(settings: MetadataSettings, metrics?: MetadataMetrics): MetadataValues {
  if (settings.type === 'terms') {
    const values = settings.values ?? (metrics?.type === 'terms' ? metrics.values.map((value) => value.term) : null);
    if (!values || values.length === 0) return { kind: 'any-term' };
    return { kind: 'terms', count: values.length, sample: values.slice(0, TERMS_SAMPLE).map(termText) };
  }
  const held = metrics && metrics.type !== 'terms' ? metrics : undefined;
  return { kind: 'range', min: settings.min ?? held?.min ?? null, max: settings.max ?? held?.max ?? null };
}
