import { describe, expect, it } from 'vitest';
import { normalizeForSearch } from '../../src/features/search/text-normalize.js';
import { parseTextQuery, toFts5 } from '../../src/features/search/text-query.js';

describe('normalizeForSearch', () => {
  it.each([
    ['Café crème au DÉJEUNER', 'cafe creme au dejeuner'],
    ['ΕΛΛΗΝΙΚΌ Κείμενο', 'ελληνικο κειμενο'],
    ['bob@example.com, hi!', 'bob example com hi'],
    ['日本語のテキストを検索する', '日 本 語 の テ キ ス ト を 検 索 す る'],
    ['中文文本 test', '中 文 文 本 test'],
    ['  🎉 party  ', 'party'],
  ])('%j becomes %j', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });

  it('gives plain ASCII text the same words as the full Unicode treatment', () => {
    const unicodePass = (text: string) =>
      text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    const everyAscii = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)).join('');
    for (const text of [everyAscii, 'Hello,\tWORLD_42\x00x', '  --A-b--  ', 'e\u0301 mixed Straße', 'x'.repeat(3) + '\x7f']) {
      expect(normalizeForSearch(text)).toBe(unicodePass(text));
    }
  });
});

describe('parseTextQuery', () => {
  it('requires every word, groups alternatives and keeps exclusions apart', () => {
    expect(parseTextQuery('cat dog | bird -fish "big MAT" umbr*')).toEqual({
      required: [
        [{ kind: 'word', text: 'cat', prefix: false }],
        [
          { kind: 'word', text: 'dog', prefix: false },
          { kind: 'word', text: 'bird', prefix: false },
        ],
        [{ kind: 'phrase', text: 'big mat' }],
        [{ kind: 'word', text: 'umbr', prefix: true }],
      ],
      excluded: [{ kind: 'word', text: 'fish', prefix: false }],
    });
  });

  it('matches words that break into several side by side, and drops ~N', () => {
    expect(parseTextQuery('bob@example.com kat~1 "cat mat"~3').required).toEqual([
      [{ kind: 'phrase', text: 'bob example com', prefix: false }],
      [{ kind: 'word', text: 'kat', prefix: false }],
      [{ kind: 'phrase', text: 'cat mat' }],
    ]);
  });

  it('ignores operators with nothing to apply to', () => {
    expect(parseTextQuery('| * "" -')).toEqual({ required: [], excluded: [] });
  });
});

describe('toFts5', () => {
  it('quotes every term so punctuation is never read as an operator', () => {
    const { required } = parseTextQuery('cat | dog NOT "big mat" pre*');
    expect(toFts5(required)).toBe('("cat" OR "dog") AND "not" AND "big mat" AND "pre" *');
  });
});
