/** The media type of image bytes, read from their first bytes (the files' magic numbers), or null for none Gloss knows. */
export function sniffImageType(bytes: Uint8Array): string | null {
  const starts = (...magic: number[]) => magic.every((byte, index) => bytes[index] === byte);
  const ascii = (from: number, text: string) => [...text].every((char, index) => bytes[from + index] === char.charCodeAt(0));
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(4, 'ftypavif') || ascii(4, 'ftypavis')) return 'image/avif';
  if (ascii(0, 'BM') && bytes.length > 26) return 'image/bmp';
  if (looksLikeSvg(bytes)) return 'image/svg+xml';
  return null;
}

/** SVG is text: an `<svg` element near the start, after an optional XML declaration, doctype or comment. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).toString('utf8').replace(/^\ufeff/, '').trimStart();
  return head.startsWith('<') && /<svg[\s>]/i.test(head);
}

function bytesAsBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Bytes as base64 text. */
export function base64Text(bytes: Uint8Array): string {
  return bytesAsBuffer(bytes).toString('base64');
}

/** Image bytes as a `data:` URL, typed by their magic number (`application/octet-stream` when it is none Gloss knows). */
export function imageDataUrl(bytes: Uint8Array): string {
  return `data:${sniffImageType(bytes) ?? 'application/octet-stream'};base64,${base64Text(bytes)}`;
}

const IMAGE_PATH = /\.(png|jpe?g|gif|webp|svg|bmp|avif)$/i;

/** Whether text is an image's address: an http(s) URL whose path ends as an image file does, or a `data:image/` URL. */
export function isImageUrl(text: string): boolean {
  if (/^data:image\/[\w.+-]+[;,]/i.test(text)) return true;
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    return IMAGE_PATH.test(new URL(text).pathname);
  } catch {
    return false;
  }
}

/** A Hugging Face `Image` feature's value as Parquet stores it: `{bytes, path}`, either possibly null. */
export interface ImageStruct {
  bytes?: Uint8Array | null;
  path?: string | null;
}

/** Whether a value is an image struct: its keys among `bytes` and `path`, and bytes when present. */
export function isImageStruct(value: unknown): value is ImageStruct {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof Uint8Array) return false;
  const keys = Object.keys(value);
  if (!keys.includes('bytes') || !keys.every((key) => key === 'bytes' || key === 'path')) return false;
  const { bytes, path } = value as Record<string, unknown>;
  return (bytes === null || bytes === undefined || bytes instanceof Uint8Array) && (path === null || path === undefined || typeof path === 'string');
}

/** The dataset viewer's image cell: `{src, height, width}`, `src` an address the image is served at. */
export function isImageSource(value: unknown): value is { src: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { src } = value as Record<string, unknown>;
  return typeof src === 'string' && /^(https?:|data:image\/)/i.test(src);
}
