import type { TextIndex } from './text-index';

/** A range of a text in code points: `start` inclusive, `end` exclusive. */
export interface TextRange {
  start: number;
  end: number;
}

/**
 * How the tokeniser sees a code point:
 * - `word`: letters, digits and connectors (`_`), which run together into one word;
 * - `single`: a character of a script written without spaces (Han, kana, Thai, Lao, Khmer, Myanmar,
 *   Bopomofo): one token each, since finding their words needs a dictionary, and one character is
 *   the finest a drag selection can then be snapped to;
 * - `extend`: combining marks, variation selectors, emoji modifiers and tags, which belong to the
 *   character before them;
 * - `joiner`: the zero-width joiner, which glues emoji sequences (👩‍💻) into one;
 * - `flag`: regional indicators, which pair into flags (🇩🇪);
 * - `space`: whitespace and invisible separators, never part of a token;
 * - `other`: punctuation, symbols and emoji, one token each.
 */
export type CharClass = 'word' | 'single' | 'extend' | 'joiner' | 'flag' | 'space' | 'other';

const SPACE = /[\p{White_Space}\u200B\u2060\uFEFF]/u;
const EXTEND = /[\p{M}\u200C\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}]/u;
const SINGLE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const WORD = /[\p{L}\p{N}\p{Pc}]/u;

const ASCII_CLASSES: readonly CharClass[] = Array.from({ length: 128 }, (_, code) => {
  const char = String.fromCharCode(code);
  if (SPACE.test(char)) return 'space';
  return WORD.test(char) ? 'word' : 'other';
});
// Texts reuse few distinct characters, so the Unicode property lookups are remembered.
const classCache = new Map<number, CharClass>();
const CLASS_CACHE_MAX = 20_000;

export function classifyCodePoint(codePoint: number): CharClass {
  if (codePoint < 128) return ASCII_CLASSES[codePoint];
  const cached = classCache.get(codePoint);
  if (cached) return cached;
  const found = classifyUnicode(codePoint);
  if (classCache.size < CLASS_CACHE_MAX) classCache.set(codePoint, found);
  return found;
}

function classifyUnicode(codePoint: number): CharClass {
  if (codePoint === 0x200d) return 'joiner';
  if (codePoint >= 0x1f1e6 && codePoint <= 0x1f1ff) return 'flag';
  const char = String.fromCodePoint(codePoint);
  if (SPACE.test(char)) return 'space';
  if (EXTEND.test(char)) return 'extend';
  if (SINGLE.test(char)) return 'single';
  return WORD.test(char) ? 'word' : 'other';
}

/**
 * Splits a text into the tokens a selection snaps to, in order, with code-point offsets: runs of
 * letters and digits form words; each punctuation mark, symbol or emoji (with its modifiers and
 * joined parts) is a token of its own; characters of scripts without spaces are one token each;
 * whitespace separates tokens and belongs to none. One pass, O(n).
 */
export function tokenize(index: TextIndex): TextRange[] {
  const { text } = index;
  const tokens: TextRange[] = [];
  let open: TextRange | null = null;
  let openClass = 'space' as CharClass;
  let flagsInOpen = 0;
  let joinNext = false;
  let offset = 0;

  for (let unit = 0; unit < text.length; offset++) {
    const codePoint = text.codePointAt(unit)!;
    unit += codePoint > 0xffff ? 2 : 1;
    const kind = classifyCodePoint(codePoint);

    if (kind === 'space') {
      open = null;
      joinNext = false;
      continue;
    }
    if (open && (joinNext || kind === 'extend' || kind === 'joiner')) {
      open.end = offset + 1;
    } else if (open && kind === 'word' && openClass === 'word') {
      open.end = offset + 1;
    } else if (open && kind === 'flag' && openClass === 'flag' && flagsInOpen === 1) {
      open.end = offset + 1;
      flagsInOpen = 2;
    } else {
      // A mark or joiner with nothing before it is a token of its own, so it can still be selected.
      open = { start: offset, end: offset + 1 };
      tokens.push(open);
      openClass = kind === 'extend' || kind === 'joiner' ? 'other' : kind;
      flagsInOpen = kind === 'flag' ? 1 : 0;
    }
    joinNext = kind === 'joiner';
  }
  return tokens;
}

/** The index of the first token that ends after the offset (tokens.length when none does). */
export function firstTokenEndingAfter(tokens: readonly TextRange[], offset: number): number {
  let low = 0;
  let high = tokens.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (tokens[middle].end <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The index of the last token that starts before the offset (-1 when none does). */
export function lastTokenStartingBefore(tokens: readonly TextRange[], offset: number): number {
  let low = 0;
  let high = tokens.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (tokens[middle].start < offset) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/**
 * Whether a code-point offset is between two user-perceived characters, so a character-level
 * selection may start or end there: not before a combining mark, a modifier or a joiner, not after a
 * joiner, and not inside a flag's pair of regional indicators.
 */
export function isCharacterBoundary(index: TextIndex, offset: number): boolean {
  if (offset <= 0 || offset >= index.length) return true;
  const after = classifyCodePoint(index.codePointAt(offset)!);
  const before = classifyCodePoint(index.codePointAt(offset - 1)!);
  if (after === 'extend' || after === 'joiner' || before === 'joiner') return false;
  if (after === 'flag' && before === 'flag') {
    let flagsBefore = 0;
    for (let cursor = offset - 1; cursor >= 0 && classifyCodePoint(index.codePointAt(cursor)!) === 'flag'; cursor--) {
      flagsBefore++;
    }
    return flagsBefore % 2 === 0;
  }
  return true;
}

export function isSpaceAt(index: TextIndex, offset: number): boolean {
  const codePoint = index.codePointAt(offset);
  return codePoint !== undefined && classifyCodePoint(codePoint) === 'space';
}
