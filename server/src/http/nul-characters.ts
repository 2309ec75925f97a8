import type { ValidationIssue } from '@gloss/contract';

/**
 * PostgreSQL cannot store U+0000 in text, and no name, title, label or record text needs it: the request
 * is refused at parsing, on both engines alike, naming where the character is.
 */
export function nulCharacterIssue(value: unknown, loc: (string | number)[]): ValidationIssue | null {
  const pending: { value: unknown; loc: (string | number)[] }[] = [{ value, loc }];
  while (pending.length > 0) {
    const { value: current, loc: at } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\0')) return { type: 'string_nul', loc: at, msg: 'Text may not contain the NUL character (U+0000)' };
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, loc: [...at, index] }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\0')) return { type: 'string_nul', loc: [...at, key], msg: 'Text may not contain the NUL character (U+0000)' };
        pending.push({ value: item, loc: [...at, key] });
      }
    }
  }
  return null;
}
