import { compareCodePoints } from './code-points.js';

/**
 * Python's `repr()` of a JSON value. Argilla's messages print values and lists with `!r`
 * (`['a', 'b']`, `'x'`, `None`), and clients may show or match those texts.
 */
export function pythonRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'string') return reprString(value);
  if (typeof value === 'number') return reprNumber(value);
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${reprString(key)}: ${pythonRepr(item)}`);
    return `{${entries.join(', ')}}`;
  }
  return String(value);
}

/** Python's `str()`: strings as they are, anything else as its repr. Messages that write `'{value}'` use it. */
export function pythonStr(value: unknown): string {
  return typeof value === 'string' ? value : pythonRepr(value);
}

/**
 * Python's `str()` of a number Argilla parsed from JSON: an integer as its digits, any other number as Python
 * writes a float (`0.5`, `1e-07`, `1e+16`). JSON's `1` and `1.0` read as one number here, taken as the integer.
 */
export function pythonNumberStr(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e16) return String(value);
  if (!Number.isFinite(value)) return reprNumber(value);
  // The shortest digits that read back as the same double, as Python's repr picks them.
  const [mantissa, exponentText] = Math.abs(value).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const exponent = Number(exponentText);
  const sign = value < 0 ? '-' : '';
  if (exponent < -4 || exponent >= 16) {
    const fraction = digits.length > 1 ? `.${digits.slice(1)}` : '';
    return `${sign}${digits[0]}${fraction}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  const point = exponent + 1;
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}.0`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * A list sorted as Python's `sorted()` orders what Argilla sorts: numbers by value, strings by code point.
 * Python refuses to compare a number with a string; here numbers come first, then strings, then the rest.
 */
export function pythonSorted<T>(values: readonly T[]): T[] {
  return [...values].sort((left, right) => {
    const rankDifference = sortRank(left) - sortRank(right);
    if (rankDifference !== 0) return rankDifference;
    if (typeof left === 'number' && typeof right === 'number') return left - right;
    if (typeof left === 'string' && typeof right === 'string') return compareCodePoints(left, right);
    return 0;
  });
}

function sortRank(value: unknown): number {
  if (typeof value === 'number' || typeof value === 'boolean') return 0;
  if (typeof value === 'string') return 1;
  return 2;
}

function reprNumber(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (value === Infinity) return 'inf';
  if (value === -Infinity) return '-inf';
  return String(value);
}

/** Quotes as Python does: single quotes unless the text holds a single quote and no double quote. */
function reprString(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let body = '';
  for (const character of text) body += escapeCharacter(character, quote);
  return `${quote}${body}${quote}`;
}

const NAMED_ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeCharacter(character: string, quote: string): string {
  if (character === quote) return `\\${quote}`;
  const named = NAMED_ESCAPES[character];
  if (named !== undefined) return named;
  const codePoint = character.codePointAt(0)!;
  // The characters Python's repr escapes because they are not printable (the common ones).
  if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0) || codePoint === 0xad) {
    return `\\x${hex(codePoint, 2)}`;
  }
  if ((codePoint >= 0xd800 && codePoint <= 0xdfff) || codePoint === 0x2028 || codePoint === 0x2029) {
    return `\\u${hex(codePoint, 4)}`;
  }
  return character;
}

function hex(codePoint: number, width: number): string {
  return codePoint.toString(16).padStart(width, '0');
}
