import { describe, expect, it } from 'vitest';
import { medianRating, meanRanking, mergeAnswers, mergeRuleOf } from '../src/features/dataset/review/merge';
import { label, multiLabel, ranking, rating, span, text } from './annotate-model-fixtures';

const ranked = (...order: (string | [string, number])[]) =>
  order.map((item, index) => (Array.isArray(item) ? { value: item[0], rank: item[1] } : { value: item, rank: index + 1 }));

describe('merging a label question (most common label)', () => {
  const question = label();

  it('takes the most common label', () => {
    const merged = mergeAnswers(question, ['positive', 'negative', 'positive']);
    expect(merged).toEqual({ rule: 'most-common', outcome: { kind: 'value', value: 'positive', dropped: 0 }, counted: 3, unanimous: false });
  });

  it('leaves a tie empty, naming the tied labels in option order', () => {
    expect(mergeAnswers(question, ['negative', 'positive']).outcome).toEqual({ kind: 'tie', candidates: ['positive', 'negative'] });
    expect(mergeAnswers(question, ['negative', 'positive', '0', 'negative', 'positive']).outcome).toEqual({ kind: 'tie', candidates: ['positive', 'negative'] });
  });

  it('counts only the responses that answered, with a label the question has', () => {
    const merged = mergeAnswers(question, ['negative', undefined, 'unknown-label']);
    expect(merged.outcome).toEqual({ kind: 'value', value: 'negative', dropped: 0 });
    expect(merged.counted).toBe(1);
    expect(merged.unanimous).toBe(true);
  });

  it('says when nobody answered', () => {
    expect(mergeAnswers(question, [undefined, undefined]).outcome).toEqual({ kind: 'none' });
    expect(mergeAnswers(question, []).counted).toBe(0);
  });
});

describe('merging a multi-label question (labels chosen by more than half)', () => {
  const question = multiLabel();

  it('keeps the labels more than half of the answers chose, in option order', () => {
    const merged = mergeAnswers(question, [['tech', 'sports'], ['sports'], ['art', 'tech', 'sports']]);
    expect(merged.rule).toBe('more-than-half');
    expect(merged.outcome).toEqual({ kind: 'value', value: ['sports', 'tech'], dropped: 0 });
  });

  it('needs more than half: exactly half is not enough', () => {
    expect(mergeAnswers(question, [['tech', 'art'], ['sports', 'art']]).outcome).toEqual({ kind: 'value', value: ['art'], dropped: 0 });
    expect(mergeAnswers(question, [['tech'], ['sports']]).outcome).toEqual({ kind: 'no-majority' });
  });

  it('counts a label repeated in one answer once', () => {
    expect(mergeAnswers(question, [['tech', 'tech'], ['sports'], ['art']]).outcome).toEqual({ kind: 'no-majority' });
  });

  it('sees the same labels in another order as unanimous', () => {
    expect(mergeAnswers(question, [['tech', 'sports'], ['sports', 'tech']]).unanimous).toBe(true);
  });
});

describe('merging a rating question (median, rounded to an offered rating)', () => {
  const question = rating(); // 0..3

  it('takes the median of an odd count', () => {
    expect(mergeAnswers(question, [0, 3, 1]).outcome).toEqual({ kind: 'value', value: 1, dropped: 0 });
    expect(mergeRuleOf(question)).toBe('median');
  });

  it('rounds the mean of the middle two up on a tie between two ratings', () => {
    expect(mergeAnswers(question, [1, 2]).outcome).toEqual({ kind: 'value', value: 2, dropped: 0 });
    expect(mergeAnswers(question, [0, 1, 2, 3]).outcome).toEqual({ kind: 'value', value: 2, dropped: 0 });
  });

  it('lands on a rating the question offers, not one between', () => {
    expect(medianRating([1, 5, 10], [5, 10])).toBe(10);
    expect(medianRating([1, 5, 10], [1, 5])).toBe(5);
    expect(medianRating([1, 5, 10], [1, 1, 10, 10])).toBe(5);
  });

  it('keeps 0 as a rating like any other', () => {
    expect(mergeAnswers(question, [0, 0, 3]).outcome).toEqual({ kind: 'value', value: 0, dropped: 0 });
  });
});

describe('merging a ranking question (order by mean rank)', () => {
  const question = ranking(); // a, b, c

  it('orders the options by their mean rank', () => {
    const merged = mergeAnswers(question, [ranked('a', 'b', 'c'), ranked('b', 'a', 'c'), ranked('a', 'c', 'b')]);
    expect(merged.rule).toBe('mean-rank');
    expect(merged.outcome).toEqual({ kind: 'value', value: [{ value: 'a', rank: 1 }, { value: 'b', rank: 2 }, { value: 'c', rank: 3 }], dropped: 0 });
  });

  it('lets options with equal means share a rank, the next rank following on', () => {
    const merged = mergeAnswers(question, [ranked('a', 'b', 'c'), ranked('b', 'a', 'c')]);
    expect(merged.outcome).toEqual({ kind: 'value', value: [{ value: 'a', rank: 1 }, { value: 'b', rank: 1 }, { value: 'c', rank: 2 }], dropped: 0 });
  });

  it('averages tied ranks as given', () => {
    expect(meanRanking(['a', 'b', 'c'], [ranked(['a', 1], ['b', 1], ['c', 2]), ranked('c', 'a', 'b')])).toEqual([
      { value: 'a', rank: 1 },
      { value: 'c', rank: 1 },
      { value: 'b', rank: 2 },
    ]);
  });

  it('leaves an option nobody ranked unranked', () => {
    const partial = [{ value: 'a', rank: 1 }, { value: 'b', rank: null }, { value: 'c', rank: null }];
    expect(mergeAnswers(question, [partial, partial]).outcome).toEqual({
      kind: 'value',
      value: [{ value: 'a', rank: 1 }, { value: 'b', rank: null }, { value: 'c', rank: null }],
      dropped: 0,
    });
  });
});

describe('merging a span question (spans more than half marked identically)', () => {
  const question = span();
  const per = { start: 0, end: 3, label: 'PER' };
  const org = { start: 10, end: 14, label: 'ORG' };

  it('keeps the spans more than half of the answers marked, sorted, and counts those left out', () => {
    const merged = mergeAnswers(question, [[org, per], [per], [per, org, { start: 5, end: 7, label: 'ORG' }]]);
    expect(merged.rule).toBe('same-spans');
    expect(merged.outcome).toEqual({ kind: 'value', value: [per, org], dropped: 1 });
  });

  it('treats another label or other bounds as another span', () => {
    const merged = mergeAnswers(question, [[per], [{ ...per, label: 'ORG' }], [{ ...per, end: 4 }]]);
    expect(merged.outcome).toEqual({ kind: 'value', value: [], dropped: 3 });
  });

  it('counts "nothing to mark" as an answer', () => {
    expect(mergeAnswers(question, [[], [], [per]]).outcome).toEqual({ kind: 'value', value: [], dropped: 1 });
    expect(mergeAnswers(question, [[], []]).unanimous).toBe(true);
  });
});

describe('merging a text question (left to the reviewer when texts differ)', () => {
  const question = text();

  it('takes the text when every answer says the same', () => {
    expect(mergeAnswers(question, ['Fine.', 'Fine.']).outcome).toEqual({ kind: 'value', value: 'Fine.', dropped: 0 });
  });

  it('leaves differing texts to the reviewer, even when most agree', () => {
    const merged = mergeAnswers(question, ['Fine.', 'Fine.', 'Great.']);
    expect(merged.rule).toBe('same-text');
    expect(merged.outcome).toEqual({ kind: 'differ' });
  });

  it('ignores blank answers', () => {
    expect(mergeAnswers(question, ['  ', 'Fine.']).outcome).toEqual({ kind: 'value', value: 'Fine.', dropped: 0 });
  });
});
