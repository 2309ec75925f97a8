import { parseTextQuery } from '@gloss/contract/search-text';
import { describe, expect, it } from 'vitest';
import { matchRanges, tokenize } from '../src/features/dataset/annotate/search/highlight';

const marked = (text: string, query: string) =>
  matchRanges(text, parseTextQuery(query))
    .map(([start, end]) => text.slice(start, end))
    .join('|');

describe('what a text search highlights', () => {
  it('finds whole words whatever their case and accents, as the server matches them', () => {
    expect(marked('Refund please. REFUND now; refunds later', 'refund')).toBe('Refund|REFUND');
    expect(marked('Un café crème', 'cafe CREME')).toBe('café|crème');
  });

  it('finds prefixes, phrases and either of two words', () => {
    expect(marked('refund refunds refunded', 'refund*')).toBe('refund|refunds|refunded');
    expect(marked('late delivery, delivery late', '"late delivery"')).toBe('late delivery');
    expect(marked('slow or broken', 'slow | broken')).toBe('slow|broken');
  });

  it('never highlights an excluded word', () => {
    expect(marked('great but broken', 'great -broken')).toBe('great');
  });

  it('keeps offsets right around astral characters and combining marks', () => {
    const text = '😀 cafe\u0301 🎉 café';
    expect(marked(text, 'café')).toBe('cafe\u0301|café');
    expect(tokenize(text).map((token) => token.word)).toEqual(['cafe', 'cafe']);
  });

  it('treats each Han or kana character as a word', () => {
    expect(marked('東京タワーに行く', '東京')).toBe('東京');
  });

  it('merges matches that touch and finds nothing for an empty query', () => {
    expect(matchRanges('a refund', parseTextQuery('"a refund" refund'))).toEqual([[0, 8]]);
    expect(matchRanges('anything', parseTextQuery('  '))).toEqual([]);
  });
});
