import { describe, expect, it } from 'vitest';
import { codePointLength, isLongDescription } from '../src/features/dataset/annotate/questions/text';
import { suggestionsByOption } from '../src/features/dataset/annotate/questions/use-suggestion';

describe('suggested options', () => {
  it('carry the one score of a single-value suggestion', () => {
    const found = suggestionsByOption(['a', 'b'], { questionName: 'q', value: 'b', score: 0.83, agent: 'gpt' });
    expect([...found]).toEqual([['b', { score: 0.83, rank: null }]]);
  });

  it('carry each item its own score in a list suggestion', () => {
    const found = suggestionsByOption(['a', 'b', 'c'], { questionName: 'q', value: ['c', 'a'], score: [0.9, 0.2], agent: null });
    expect(found.get('a')).toEqual({ score: 0.2, rank: null });
    expect(found.get('c')).toEqual({ score: 0.9, rank: null });
    expect(found.has('b')).toBe(false);
  });

  it('key ratings by their number and rankings with their suggested rank', () => {
    expect([...suggestionsByOption([1, 2, 3], { questionName: 'q', value: 2, score: null, agent: null }).keys()]).toEqual(['2']);
    const ranks = suggestionsByOption(['a', 'b'], {
      questionName: 'q',
      value: [
        { value: 'b', rank: 1 },
        { value: 'a', rank: 2 },
      ],
      score: [0.5, 0.4],
      agent: null,
    });
    expect(ranks.get('b')).toEqual({ score: 0.5, rank: 1 });
    expect(ranks.get('a')).toEqual({ score: 0.4, rank: 2 });
  });

  it('are none without a suggestion', () => {
    expect(suggestionsByOption(['a'], undefined).size).toBe(0);
  });
});

describe('text helpers', () => {
  it('count characters as code points, as the server does', () => {
    expect(codePointLength('')).toBe(0);
    expect(codePointLength('héllo')).toBe(5);
    expect(codePointLength('👍🏽 ok')).toBe(5);
  });

  it('clamp long or many-line descriptions', () => {
    expect(isLongDescription('Short help.')).toBe(false);
    expect(isLongDescription('x'.repeat(161))).toBe(true);
    expect(isLongDescription('one\ntwo')).toBe(false);
    expect(isLongDescription('one\ntwo\nthree')).toBe(true);
  });
});
