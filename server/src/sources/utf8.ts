import { isUtf8 } from 'node:buffer';

const BOM = [0xef, 0xbb, 0xbf];

/** Whether the bytes start with UTF-8's byte-order mark, which is not part of the text. */
export function startsWithUtf8Bom(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === BOM[0] && bytes[1] === BOM[1] && bytes[2] === BOM[2];
}

/**
 * The length of the UTF-8 character starting at `at`: 1 to 4 for a whole character, 0 when none starts there
 * (a stray continuation byte, an overlong form, a UTF-16 surrogate, a code point past U+10FFFF), -1 when a
 * character starts well but the bytes end before it does.
 */
function characterLength(bytes: Uint8Array, at: number): number {
  const first = bytes[at];
  if (first < 0x80) return 1;
  const length = first >= 0xc2 && first <= 0xdf ? 2 : first >= 0xe0 && first <= 0xef ? 3 : first >= 0xf0 && first <= 0xf4 ? 4 : 0;
  if (length === 0) return 0;
  const available = Math.min(at + length, bytes.length);
  for (let next = at + 1; next < available; next += 1) if ((bytes[next] & 0xc0) !== 0x80) return 0;
  if (available > at + 1) {
    const second = bytes[at + 1];
    if ((first === 0xe0 && second < 0xa0) || (first === 0xf0 && second < 0x90)) return 0;
    if ((first === 0xed && second > 0x9f) || (first === 0xf4 && second > 0x8f)) return 0;
  }
  return available < at + length ? -1 : length;
}

/** How many of the bytes form whole characters: what is left is the start of one the next bytes end. */
function wholeCharactersLength(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
    const byte = bytes[bytes.length - back];
    if ((byte & 0xc0) === 0x80) continue;
    return byte >= 0xc0 && characterLength(bytes, bytes.length - back) === -1 ? bytes.length - back : bytes.length;
  }
  return bytes.length;
}

/** Where the first byte that starts no UTF-8 character is, or -1; a character cut off by the end is fine when `cut`. */
export function invalidUtf8Offset(bytes: Uint8Array, cut: boolean): number {
  const whole = cut ? wholeCharactersLength(bytes) : bytes.length;
  const head = bytes.subarray(0, whole);
  if (isUtf8(head)) return -1;
  for (let at = 0; at < head.length; ) {
    const length = characterLength(head, at);
    if (length <= 0) return at;
    at += length;
  }
  return -1;
}

/**
 * Decodes a file's bytes chunk by chunk, a character cut between two chunks kept whole. A byte that starts no
 * character becomes a lone surrogate (U+DC80 to U+DCFF, as Python's `surrogateescape`), which no UTF-8 text
 * can hold: the text stays aligned with the rows, and the row holding one is refused by `isWellFormedText`
 * rather than stored with a replacement character that would read back other than the file.
 */
export class LenientUtf8Decoder {
  private pending: Buffer | null = null;

  decode(chunk: Buffer): string {
    const bytes = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
    const whole = wholeCharactersLength(bytes);
    this.pending = whole < bytes.length ? Buffer.from(bytes.subarray(whole)) : null;
    return decodeEscaping(bytes.subarray(0, whole));
  }

  /** What is left at the end of the file: a character the file cut off. */
  end(): string {
    const rest = this.pending;
    this.pending = null;
    return rest ? decodeEscaping(rest) : '';
  }
}

function decodeEscaping(bytes: Buffer): string {
  if (isUtf8(bytes)) return bytes.toString('utf8');
  let text = '';
  let runStart = 0;
  for (let at = 0; at < bytes.length; ) {
    const length = bytes[at] < 0x80 ? 1 : characterLength(bytes, at);
    if (length > 0) {
      at += length;
      continue;
    }
    text += bytes.toString('utf8', runStart, at) + String.fromCharCode(0xdc00 + bytes[at]);
    at += 1;
    runStart = at;
  }
  return text + bytes.toString('utf8', runStart);
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether text holds no lone surrogate: none of the bytes `LenientUtf8Decoder` could not decode, nor a `\udXXX` escape alone. */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** Bytes as text when they are UTF-8, else null. */
export function utf8Text(bytes: Uint8Array): string | null {
  return isUtf8(bytes) ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8') : null;
}
