import { base64Text, imageDataUrl, isImageSource, isImageStruct, isImageUrl } from './images.js';
import { numberOfText } from './number-text.js';

// What the import turns a cell into, whatever the source: a file's rows and a Hub dataset's convert alike.

const isNothing = (value: unknown): value is null | undefined | '' => value === null || value === undefined || value === '';

/** JSON of a structured value, with what JSON lacks made text: bytes as base64, big integers as digits. */
function jsonText(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'bigint') return Number.isSafeInteger(Number(item)) ? Number(item) : item.toString();
    if (item instanceof Uint8Array) return base64Text(item);
    return item;
  });
}

/** A CSV cell is always text; a number/boolean column's text is converted by the import, not here. */
export function cellAsText(value: unknown): string | null {
  if (isNothing(value)) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Uint8Array) return base64Text(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  return jsonText(value);
}

/** A cell as a number: null when it is empty, undefined when it holds something that is not a number. */
export function cellAsNumber(value: unknown): number | null | undefined {
  if (isNothing(value)) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') return value.trim() === '' ? null : numberOfText(value);
  return undefined;
}

/**
 * A cell as an image's address: image bytes (alone, or in a Hub image's `{bytes, path}`) as a `data:` URL typed by
 * their magic number, the dataset viewer's `{src}` as its `src`, text as itself; null when the cell holds no image.
 */
export function imageCellAsUrl(value: unknown): string | null {
  if (isNothing(value)) return null;
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array) return value.byteLength > 0 ? imageDataUrl(value) : null;
  if (isImageStruct(value)) {
    if (value.bytes && value.bytes.byteLength > 0) return imageDataUrl(value.bytes);
    return value.path && isImageUrl(value.path) ? value.path : null;
  }
  if (isImageSource(value)) return value.src;
  return null;
}
