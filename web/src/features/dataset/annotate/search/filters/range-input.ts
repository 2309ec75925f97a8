import type { MetadataMetrics, MetadataSettings } from '@gloss/contract';
import type { Question } from '../../model/types';
import type { Range } from '../criteria';

/** The two boxes of a range as typed. */
export interface RangeText {
  low: string;
  high: string;
}

/** What a range accepts: whole numbers only, and hard limits (a score lies in 0..1). */
export interface RangeRules {
  integer?: boolean;
  limits?: { min: number; max: number };
}

export type RangeError = 'number' | 'integer' | 'order' | 'limits';

/** A range from two boxes: null when both are empty (no filter), or what is wrong with them. */
export type RangeCheck = { ok: true; range: Range | null } | { ok: false; error: RangeError; bound: 'low' | 'high' | 'both' };

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i;

/**
 * A number as people type it: spaces ignored, and a comma read as the decimal point when there is no
 * point (German and Spanish write `0,5`). Undefined for an empty box, NaN for anything else unreadable.
 */
export function parseBound(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return undefined;
  const normalised = compact.includes('.') ? compact : compact.replace(',', '.');
  return NUMBER.test(normalised) ? Number(normalised) : Number.NaN;
}

export function checkRange(text: RangeText, rules: RangeRules = {}): RangeCheck {
  const low = parseBound(text.low);
  const high = parseBound(text.high);
  for (const [bound, value] of [
    ['low', low],
    ['high', high],
  ] as const) {
    if (value === undefined) continue;
    if (!Number.isFinite(value)) return { ok: false, error: 'number', bound };
    if (rules.integer && !Number.isInteger(value)) return { ok: false, error: 'integer', bound };
    if (rules.limits && (value < rules.limits.min || value > rules.limits.max)) return { ok: false, error: 'limits', bound };
  }
  if (low !== undefined && high !== undefined && low > high) return { ok: false, error: 'order', bound: 'both' };
  if (low === undefined && high === undefined) return { ok: true, range: null };
  return { ok: true, range: { ...(low !== undefined ? { ge: low } : {}), ...(high !== undefined ? { le: high } : {}) } };
}

export function rangeText(range: Range | undefined): RangeText {
  return { low: range?.ge === undefined ? '' : String(range.ge), high: range?.le === undefined ? '' : String(range.le) };
}

export function sameRange(a: Range | null | undefined, b: Range | null | undefined): boolean {
  return (a?.ge ?? null) === (b?.ge ?? null) && (a?.le ?? null) === (b?.le ?? null);
}

/** The span a slider covers: the values records have. */
export interface Bounds {
  min: number;
  max: number;
}

/**
 * The bounds of a numeric property: the settings' own limits where set, else what the records hold
 * (the metrics call). Null when neither says, or when there is nothing between them to slide over.
 */
export function metadataBounds(settings: MetadataSettings, metrics: MetadataMetrics | undefined): Bounds | null {
  if (settings.type === 'terms') return null;
  const fromMetrics = metrics && metrics.type !== 'terms' ? metrics : undefined;
  const min = settings.min ?? fromMetrics?.min ?? null;
  const max = settings.max ?? fromMetrics?.max ?? null;
  return min !== null && max !== null && min < max ? { min, max } : null;
}

/** A rating question's values span, or null for other questions. */
export function ratingBounds(question: Question): Bounds | null {
  if (question.settings.type !== 'rating') return null;
  const values = question.settings.options.map((option) => option.value);
  return values.length > 1 ? { min: Math.min(...values), max: Math.max(...values) } : null;
}

export const SCORE_BOUNDS: Bounds = { min: 0, max: 1 };

/**
 * A slider's step: 1 for whole numbers, else a round power of ten giving about a hundred steps or more
 * over the bounds (0.01 for a score, 0.1 for prices up to a hundred).
 */
export function sliderStep(bounds: Bounds, integer: boolean): number {
  if (integer) return 1;
  const span = bounds.max - bounds.min;
  if (!(span > 0)) return 1;
  return 10 ** Math.floor(Math.log10(span / 100));
}

/** A slider position as a bound: rounded to the step's decimals (no `0.30000000000000004`). */
export function roundToStep(value: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  return Number(value.toFixed(Math.min(decimals, 12)));
}

/**
 * The range a slider's thumbs say: a thumb at its end leaves that side open, so pulling both back to
 * the ends removes the filter instead of dropping records that have no value.
 */
export function rangeFromSlider(low: number, high: number, bounds: Bounds, step: number): Range | null {
  const range: Range = {};
  if (low > bounds.min) range.ge = roundToStep(low, step);
  if (high < bounds.max) range.le = roundToStep(high, step);
  return range.ge === undefined && range.le === undefined ? null : range;
}

/** Where the thumbs sit for a range (an open side at its end, a bound outside the bounds at the end). */
export function sliderPositions(range: Range | null | undefined, bounds: Bounds): [number, number] {
  const clamp = (value: number) => Math.min(bounds.max, Math.max(bounds.min, value));
  return [clamp(range?.ge ?? bounds.min), clamp(range?.le ?? bounds.max)];
}
