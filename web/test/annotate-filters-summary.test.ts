import { describe, expect, it } from 'vitest';
import { NO_CRITERIA, type SearchCriteria } from '../src/features/dataset/annotate/search/criteria';
import { filterChips, rangeSummary, termsSummary, type SummaryNames, type SummaryWords } from '../src/features/dataset/annotate/search/filters/summary';

const words: SummaryWords = {
  number: (value) => new Intl.NumberFormat('en').format(value),
  more: (count) => `+${count}`,
  score: (range) => `score ${range}`,
  reviewTitle: (property) => ({ status: 'Review status', needs_review: 'Needs review', comments: 'Has comments', disagreement: 'Disagreement' })[property],
  reviewValue: (_property, value) => ({ validated: 'Validated', unvalidated: 'Not validated', true: 'Yes', false: 'No' })[value] ?? value,
};

const names: SummaryNames = {
  metadata: new Map([
    ['price', 'Price'],
    ['category', 'Category'],
  ]),
  questions: new Map([
    ['sentiment', 'Sentiment'],
    ['quality', 'Quality'],
  ]),
  options: new Map([['sentiment', new Map([['pos', 'Positive'], ['neg', 'Negative']])]]),
};

describe('range summaries', () => {
  it('say both bounds, one bound, or the single value', () => {
    expect(rangeSummary({ ge: 0, le: 20 }, words.number)).toBe('0 – 20');
    expect(rangeSummary({ ge: 0.6 }, words.number)).toBe('≥ 0.6');
    expect(rangeSummary({ le: 5 }, words.number)).toBe('≤ 5');
    expect(rangeSummary({ ge: 3, le: 3 }, words.number)).toBe('3');
  });

  it('format numbers as the person reads them', () => {
    const german = (value: number) => new Intl.NumberFormat('de').format(value);
    expect(rangeSummary({ ge: 1234.5 }, german)).toBe('≥ 1.234,5');
  });
});

describe('terms summaries', () => {
  it('list two values and count the rest', () => {
    expect(termsSummary(['books'], words)).toBe('books');
    expect(termsSummary(['books', 'toys'], words)).toBe('books, toys');
    expect(termsSummary(['books', 'toys', 'food', 'games'], words)).toBe('books, toys +2');
  });

  it('show option texts instead of stored values where known', () => {
    expect(termsSummary(['pos', 'other'], words, names.options.get('sentiment'))).toBe('Positive, other');
  });
});

describe('filter chips', () => {
  const criteria: SearchCriteria = {
    ...NO_CRITERIA,
    metadata: [
      { property: 'price', filter: { kind: 'range', range: { ge: 0, le: 20 } } },
      { property: 'category', filter: { kind: 'terms', values: ['books', 'toys', 'food', 'games'] } },
      { property: 'gone', filter: { kind: 'terms', values: ['x'] } },
    ],
    responses: [{ question: 'sentiment', filter: { kind: 'terms', values: ['neg'] } }],
    suggestions: [
      { question: 'sentiment', value: { kind: 'terms', values: ['pos'] }, score: { ge: 0.6 }, agents: ['gpt'] },
      { question: 'quality', score: { le: 0.5 } },
    ],
    review: [
      { property: 'status', value: 'validated' },
      { property: 'comments', value: 'false' },
    ],
  };

  it('give one chip per filtered property or question, in the order of the criteria', () => {
    expect(filterChips(criteria, names, words)).toEqual([
      { id: 'metadata:price', category: 'metadata', target: 'price', title: 'Price', summary: '0 – 20' },
      { id: 'metadata:category', category: 'metadata', target: 'category', title: 'Category', summary: 'books, toys +2' },
      { id: 'metadata:gone', category: 'metadata', target: 'gone', title: 'gone', summary: 'x' },
      { id: 'responses:sentiment', category: 'responses', target: 'sentiment', title: 'Sentiment', summary: 'Negative' },
      { id: 'suggestions:sentiment', category: 'suggestions', target: 'sentiment', title: 'Sentiment', summary: 'Positive · score ≥ 0.6 · gpt' },
      { id: 'suggestions:quality', category: 'suggestions', target: 'quality', title: 'Quality', summary: 'score ≤ 0.5' },
      { id: 'review:status', category: 'review', target: 'status', title: 'Review status', summary: 'Validated' },
      { id: 'review:comments', category: 'review', target: 'comments', title: 'Has comments', summary: 'No' },
    ]);
  });

  it('are none without filters', () => {
    expect(filterChips(NO_CRITERIA, names, words)).toEqual([]);
  });
});
