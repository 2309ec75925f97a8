import type { ValidationIssue } from '@gloss/contract';

/**
 * Text no engine stores faithfully: PostgreSQL refuses U+0000 in text and a lone UTF-16 surrogate in JSON,
 * and SQLite turns lone surrogates into U+FFFD (so two different names would read back the same). No
 * name, label or record text needs either: the request is refused at parsing, on both engines alike,
 * naming where the character is.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(text: string): string | null {
  if (text.includes('\0')) return 'Text may not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'Text may not contain a lone UTF-16 surrogate (U+D800 to U+DFFF)';
  return null;
}

/** A JSON text that could hold such a character: only escapes can spell one in valid JSON. */
export const MAY_HOLD_UNSTORABLE_TEXT = /\\u(?:0000|d[89a-f])/i;

export function unstorableTextIssue(value: unknown, loc: (string | number)[]): ValidationIssue | null {
  const pending: { value: unknown; loc: (string | number)[] }[] = [{ value, loc }];
  while (pending.length > 0) {
    const { value: current, loc: at } = pending.pop()!;
    if (typeof current === 'string') {
      const problem = problemOf(current);
      if (problem) return { type: 'string_unstorable', loc: at, msg: problem };
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, loc: [...at, index] }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const problem = problemOf(key);
        if (problem) return { type: 'string_unstorable', loc: [...at, key], msg: problem };
        pending.push({ value: item, loc: [...at, key] });
      }
    }
  }
  return null;
}
