import { describe, expect, it } from 'vitest';
import { indexText } from '../src/features/dataset/annotate/questions/span/text-index';
import { classifyCodePoint, isCharacterBoundary, tokenize } from '../src/features/dataset/annotate/questions/span/tokens';

/** The tokens of a text as strings, to read the tests at a glance. */
function words(text: string): string[] {
  const index = indexText(text);
  return tokenize(index).map((token) => index.slice(token.start, token.end));
}

describe('span tokeniser', () => {
  it('splits on whitespace and keeps punctuation marks as tokens of their own', () => {
    expect(words('Barack Obama, born 1961 in Hawaii.')).toEqual(['Barack', 'Obama', ',', 'born', '1961', 'in', 'Hawaii', '.']);
    expect(words("don't stop-now (ok)")).toEqual(['don', "'", 't', 'stop', '-', 'now', '(', 'ok', ')']);
    expect(words('  \n\t ')).toEqual([]);
  });

  it('keeps letters with digits, underscores and accents together', () => {
    expect(words('COVID19 user_name café naïve')).toEqual(['COVID19', 'user_name', 'café', 'naïve']);
    // A decomposed accent (e + U+0301) stays with its letter.
    expect(words('cafe\u0301 ok')).toEqual(['cafe\u0301', 'ok']);
    expect(words('3.14')).toEqual(['3', '.', '14']);
  });

  it('treats non-breaking and other Unicode spaces as separators', () => {
    expect(words('a\u00A0b\u2003c\u200Bd')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('makes each emoji, with its modifiers and joined parts, one token', () => {
    expect(words('hi😀there')).toEqual(['hi', '😀', 'there']);
    expect(words('👍🏽 ok')).toEqual(['👍🏽', 'ok']);
    expect(words('👩‍👩‍👧‍👦!')).toEqual(['👩‍👩‍👧‍👦', '!']);
    expect(words('❤️❤️')).toEqual(['❤️', '❤️']);
    expect(words('🇩🇪🇫🇷')).toEqual(['🇩🇪', '🇫🇷']);
  });

  it('treats characters of scripts without spaces one per token', () => {
    expect(words('東京都に住む')).toEqual(['東', '京', '都', 'に', '住', 'む']);
    expect(words('我爱Python')).toEqual(['我', '爱', 'Python']);
    // Thai vowel marks stay on their consonant.
    expect(words('ที่')).toEqual(['ที่']);
    // Hangul is written with spaces: its words are runs.
    expect(words('안녕하세요 세계')).toEqual(['안녕하세요', '세계']);
  });

  it('gives code-point offsets, so an emoji before a word moves it by one', () => {
    const index = indexText('😀 Obama');
    expect(tokenize(index)).toEqual([
      { start: 0, end: 1 },
      { start: 2, end: 7 },
    ]);
  });

  it('keeps a combining mark with nothing before it as a token', () => {
    expect(words(' \u0301x')).toEqual(['\u0301', 'x']);
    expect(words('\u0301 x')).toEqual(['\u0301', 'x']);
  });

  it('classifies code points', () => {
    expect(classifyCodePoint('a'.codePointAt(0)!)).toBe('word');
    expect(classifyCodePoint('٣'.codePointAt(0)!)).toBe('word');
    expect(classifyCodePoint(' '.codePointAt(0)!)).toBe('space');
    expect(classifyCodePoint('漢'.codePointAt(0)!)).toBe('single');
    expect(classifyCodePoint(0x0301)).toBe('extend');
    expect(classifyCodePoint(0x200d)).toBe('joiner');
    expect(classifyCodePoint(0x1f1e9)).toBe('flag');
    expect(classifyCodePoint('😀'.codePointAt(0)!)).toBe('other');
    expect(classifyCodePoint('§'.codePointAt(0)!)).toBe('other');
  });

  it('finds character boundaries that never split an emoji, a flag or an accent', () => {
    const index = indexText('e\u0301👩‍💻🇩🇪🇫🇷');
    // Code points: e ◌́ 👩 ZWJ 💻 🇩 🇪 🇫 🇷
    const boundaries = Array.from({ length: index.length + 1 }, (_, offset) => offset).filter((offset) =>
      isCharacterBoundary(index, offset),
    );
    expect(boundaries).toEqual([0, 2, 5, 7, 9]);
  });
});
