/**
 * What an image field can do with its value:
 * - `link`: an http(s) address, opened as it is in a new tab;
 * - `blob`: a data URL of a raster image; browsers refuse to open data URLs in a tab, so it is
 *   opened as a blob URL of the same bytes;
 * - `none`: shown but not opened (an SVG data URL: as a blob in our origin its scripts would run).
 * Anything else (javascript:, file:, not a string) is not an image.
 */
export type ImageSource =
  | { ok: true; src: string; open: 'link' | 'blob' | 'none'; display: string }
  | { ok: false; display: string };

const RASTER_DATA_URL = /^data:image\/(png|jpe?g|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon);base64,/i;
const DISPLAY_LENGTH = 120;

export function imageSource(value: unknown, base = 'http://localhost/'): ImageSource {
  if (typeof value !== 'string' || value.trim() === '') {
    return { ok: false, display: shortenForDisplay(value === undefined ? '' : JSON.stringify(value) ?? '') };
  }
  const src = value.trim();
  const display = shortenForDisplay(src);
  if (/^data:/i.test(src)) {
    if (RASTER_DATA_URL.test(src)) return { ok: true, src, open: 'blob', display };
    if (/^data:image\//i.test(src)) return { ok: true, src, open: 'none', display };
    return { ok: false, display };
  }
  let url: URL;
  try {
    url = new URL(src, base);
  } catch {
    return { ok: false, display };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, display };
  return { ok: true, src, open: 'link', display };
}

/** Long values (a whole data URL) cut in the middle, so the message stays readable. */
export function shortenForDisplay(text: string, max = DISPLAY_LENGTH): string {
  if (text.length <= max) return text;
  const half = Math.floor((max - 1) / 2);
  return `${text.slice(0, half)}…${text.slice(-half)}`;
}

/** The bytes of a base64 data URL as a Blob of its type, to open in a tab. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const type = dataUrl.slice(5, comma).split(';')[0] || 'application/octet-stream';
  const binary = atob(dataUrl.slice(comma + 1).replace(/\s/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}
