import { numberFormat } from '../../../../../shared/format/numbers';
import { businessCodeOf } from '../../../../../shared/api/errors';
import type { Field } from '../../model/types';
import { DEFAULT_SIMILARITY_LIMIT, type SimilarityCriterion, type SimilarityOrder } from '../criteria';

/**
 * The pure side of the similarity search: what "Find similar" asks for, how a score reads, and what the
 * reference banner previews. No React here, so each rule is unit-tested on its own.
 */

/** What the person picks when starting a search: which vector and which end of the ranking. */
export interface SimilarityChoice {
  vector: string;
  order: SimilarityOrder;
}

/**
 * The choice offered when "Find similar" is pressed: the running search's vector and order (the person
 * picked them and moves from result to result), else the first vector's most similar records.
 */
export function initialChoice(current: SimilarityCriterion | null, vectors: readonly string[]): SimilarityChoice {
  const vector = current && vectors.includes(current.vector) ? current.vector : (vectors[0] ?? '');
  return { vector, order: current?.order ?? 'most' };
}

/** The search for records like `recordId`, keeping the count the person chose if a search runs already. */
export function similarTo(current: SimilarityCriterion | null, recordId: string, choice: SimilarityChoice): SimilarityCriterion {
  return { recordId, vector: choice.vector, order: choice.order, limit: current?.limit ?? DEFAULT_SIMILARITY_LIMIT };
}

/** The server refused the search because the reference record has no value for the vector. */
export function isMissingVector(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  return businessCodeOf((error as { body?: unknown }).body) === 'missing_vector';
}

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 };

/**
 * A result's `query_score` as the badge shows it: a percentage with one decimal ("87.3%" in English,
 * "87,3 %" in German). The server sends (1 + cosine) / 2 for the most similar records and
 * (1 - cosine) / 2 for the least similar, so scores lie in [0, 1] as in Argilla, whose app shows
 * `round(score * 1000) / 10` and nothing for a negative score. A score a rounding error put above 1 reads
 * 100%; a missing or negative one has no badge (null).
 */
export function formatSimilarityScore(score: number | null | undefined, language: string): string | null {
  if (score === null || score === undefined || !Number.isFinite(score) || score < 0) return null;
  return numberFormat(language, PERCENT).format(Math.min(score, 1));
}

/** How much of each field the banner's preview keeps: the line is truncated on screen anyway. */
export const PREVIEW_CHARACTERS = 160;

/**
 * The banner's preview of the reference record, as Argilla's: its first one or two fields as
 * "title: content", each cut to `PREVIEW_CHARACTERS`. Fields with nothing to read in a line (images,
 * whose value is an address, and empty optional fields) are skipped, so the preview says something.
 */
export function referencePreview(fields: readonly Field[], values: Readonly<Record<string, unknown>>, count = 2): string[] {
  const lines: string[] = [];
  for (const field of fields) {
    if (lines.length >= count) break;
    if (field.settings.type === 'image') continue;
    const text = previewText(values[field.name]);
    if (text) lines.push(`${field.title}: ${truncate(text, PREVIEW_CHARACTERS)}`);
  }
  return lines;
}

/** A field value as one line: text with its white space collapsed, a chat's messages, else its JSON. */
export function previewText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return collapse(value);
  if (Array.isArray(value) && value.every(isMessage)) return collapse(value.map((message) => message.content).join(' '));
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return collapse(JSON.stringify(value) ?? '');
}

function isMessage(item: unknown): item is { content: string } {
  return Boolean(item) && typeof item === 'object' && typeof (item as { content?: unknown }).content === 'string';
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** At most `max` characters (whole code points, so no emoji is cut in half), with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  // A code point is one or two code units: a text that short needs no cut, and a longer one is cut
  // from a prefix, so a long document is never split into code points whole.
  if (text.length <= max) return text;
  const points = [...text.slice(0, max * 2)];
  if (points.length <= max && text.length <= max * 2) return text;
  return `${points.slice(0, max - 1).join('').trimEnd()}…`;
}
