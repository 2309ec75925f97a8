import type { ParsedTextQuery, TextTerm } from '@gloss/contract/search-text';

/** A stretch of the original text, in UTF-16 offsets: [start, end). */
export type TextRange = readonly [start: number, end: number];

interface Token {
  word: string;
  start: number;
  end: number;
}

// The same classes the server's normal form uses (normalizeForSearch): letters and digits make words,
// accents are dropped, Han and kana characters are words of their own.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;
const MARKS = /\p{M}+/gu;

function fold(char: string): string {
  return char.normalize('NFKD').replace(MARKS, '').toLowerCase();
}

/** The words of a text in the server's normal form, each with where it stands in the original. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let current: Token | null = null;
  let index = 0;
  for (const char of text) {
    const start = index;
    index += char.length;
    if (CJK.test(char)) {
      current = null;
      tokens.push({ word: fold(char), start, end: index });
    } else if (WORD_CHAR.test(char) || (current && /\p{M}/u.test(char))) {
      const folded = fold(char);
      if (current) {
        current.word += folded;
        current.end = index;
      } else {
        current = { word: folded, start, end: index };
        tokens.push(current);
      }
    } else {
      current = null;
    }
  }
  return tokens;
}

function wordMatches(token: Token, word: string, prefix: boolean): boolean {
  return prefix ? token.word.startsWith(word) : token.word === word;
}

function termRanges(tokens: readonly Token[], term: TextTerm): TextRange[] {
  const words = term.text.split(' ');
  const ranges: TextRange[] = [];
  for (let at = 0; at + words.length <= tokens.length; at++) {
    const matches = words.every((word, offset) => wordMatches(tokens[at + offset]!, word, Boolean(term.prefix) && offset === words.length - 1));
    if (matches) ranges.push([tokens[at]!.start, tokens[at + words.length - 1]!.end]);
  }
  return ranges;
}

/**
 * Where the words a search asked for stand in a text: every term it requires (excluded terms are not
 * in a matching record's text, or the record would not match), sorted and merged where they touch.
 */
export function matchRanges(text: string, query: ParsedTextQuery): TextRange[] {
  const terms = query.required.flat();
  if (terms.length === 0 || text.length === 0) return [];
  const tokens = tokenize(text);
  const ranges = terms.flatMap((term) => termRanges(tokens, term)).sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}
