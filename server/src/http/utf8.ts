import { isUtf8 } from 'node:buffer';
import type { ValidationIssue } from '@gloss/contract';

/**
 * Text that is not UTF-8. Decoding it anyway would store U+FFFD in place of each bad byte, so a name or an
 * answer would silently read back other than sent: the request is refused, as a NUL character is, saying
 * where the bad bytes are. The issue's type is pydantic's for undecodable text.
 */
const ISSUE_TYPE = 'string_unicode';

/** Where the first byte that starts no UTF-8 character is, or -1 when every byte belongs to one. */
export function invalidUtf8Offset(bytes: Uint8Array): number {
  // The engine's check is fast; the walk, which says where, runs only on bytes already known to be bad.
  if (isUtf8(bytes)) return -1;
  for (let at = 0; at < bytes.length; ) {
    const length = characterLength(bytes, at);
    if (length === 0) return at;
    at += length;
  }
  return -1;
}

/**
 * The length of the UTF-8 character starting at `at`, or 0 when none does there: a stray continuation
 * byte, a cut-off sequence, an overlong form, a UTF-16 surrogate or a code point past U+10FFFF.
 */
function characterLength(bytes: Uint8Array, at: number): number {
  const first = bytes[at];
  if (first < 0x80) return 1;
  const length = first >= 0xc2 && first <= 0xdf ? 2 : first >= 0xe0 && first <= 0xef ? 3 : first >= 0xf0 && first <= 0xf4 ? 4 : 0;
  if (length === 0 || at + length > bytes.length) return 0;
  for (let next = at + 1; next < at + length; next += 1) if ((bytes[next] & 0xc0) !== 0x80) return 0;
  const second = bytes[at + 1];
  if ((first === 0xe0 && second < 0xa0) || (first === 0xf0 && second < 0x90)) return 0;
  if ((first === 0xed && second > 0x9f) || (first === 0xf4 && second > 0x8f)) return 0;
  return length;
}

/** The refusal of a body that is not UTF-8 as a whole (JSON, a form), or null when it is. */
export function bodyUtf8Issue(body: Buffer): ValidationIssue | null {
  const offset = invalidUtf8Offset(body);
  if (offset === -1) return null;
  return { type: ISSUE_TYPE, loc: ['body'], msg: `The request body is not valid UTF-8: the bytes from offset ${offset} encode no character` };
}

const ESCAPES = /(?:%[0-9A-Fa-f]{2})+/g;

/**
 * The refusal of URL-encoded text (a query string, a form body) whose percent-escapes spell bytes that are
 * not UTF-8 (`%FF`, a cut-off `%E2%82`), naming the field, or null when all decode. A run of escapes is
 * checked on its own: what stands between runs are whole characters, so no character spans two runs.
 */
export function encodedUtf8Issue(encoded: string, part: 'query' | 'body'): ValidationIssue | null {
  if (!encoded.includes('%')) return null;
  for (const field of encoded.split('&')) {
    for (const run of field.match(ESCAPES) ?? []) {
      if (invalidUtf8Offset(Buffer.from(run.replace(/%/g, ''), 'hex')) === -1) continue;
      const name = field.split('=')[0].replace(/\+/g, ' ');
      return { type: ISSUE_TYPE, loc: [part, readableName(name)], msg: `Text must be valid UTF-8: ${run} encodes no character` };
    }
  }
  return null;
}

/** A field's name as URL decoding gives it (its own bad escapes, if any, left as sent). */
function readableName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
