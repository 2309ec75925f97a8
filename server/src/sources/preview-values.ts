import { imageCellAsUrl } from './cells.js';
import { base64Text, isImageStruct, sniffImageType } from './images.js';

/**
 * A value made fit for JSON, for the configuration page's first rows: image bytes (alone or in an image's
 * `{bytes, path}`) as a `data:` URL, other bytes as base64 text, big integers as digits, numbers JSON has no
 * word for (NaN, Infinity) as text; lists and objects value by value.
 */
export function previewValue(value: unknown): unknown {
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Uint8Array) return sniffImageType(value) ? imageCellAsUrl(value) : base64Text(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (isImageStruct(value)) return imageCellAsUrl(value) ?? value.path ?? null;
  if (Array.isArray(value) || ArrayBuffer.isView(value)) return Array.from(value as ArrayLike<unknown>, previewValue);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, previewValue(item)]));
}

/** A row's values made fit for JSON (see `previewValue`). */
export function previewRow(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, previewValue(value)]));
}
