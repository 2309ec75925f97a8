import type { DatasetRecord } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import { summarizeAnswer } from '../src/features/dataset/review/summary';
import { label, multiLabel, ranking, rating, span, text } from './annotate-model-fixtures';

const record = { fields: { text: '🎉 Ada met Bob.' } } as unknown as DatasetRecord;

describe('an answer as the comparison shows it', () => {
  it('shows labels by their text, multi-labels in option order', () => {
    expect(summarizeAnswer(label(), 'positive', record)).toEqual({ kind: 'chips', chips: ['POSITIVE'] });
    expect(summarizeAnswer(multiLabel(), ['tech', 'sports'], record)).toEqual({ kind: 'chips', chips: ['SPORTS', 'TECH'] });
    expect(summarizeAnswer(multiLabel(), [], record)).toEqual({ kind: 'empty' });
  });

  it('shows a rating, 0 included, and a text', () => {
    expect(summarizeAnswer(rating(), 0, record)).toEqual({ kind: 'chips', chips: ['0'] });
    expect(summarizeAnswer(text(), 'Fine.', record)).toEqual({ kind: 'text', text: 'Fine.' });
    expect(summarizeAnswer(text(), '  ', record)).toEqual({ kind: 'empty' });
  });

  it('shows a ranking in rank order without the unranked options', () => {
    const answer = [{ value: 'c', rank: 1 }, { value: 'a', rank: 2 }, { value: 'b', rank: null }];
    expect(summarizeAnswer(ranking(), answer, record)).toEqual({ kind: 'ranking', items: [{ rank: 1, text: 'C' }, { rank: 2, text: 'A' }] });
  });

  it('shows spans as the words they mark, counted in code points as the server counts', () => {
    const spans = [{ start: 10, end: 13, label: 'PER' }, { start: 2, end: 5, label: 'PER' }];
    expect(summarizeAnswer(span(), spans, record)).toEqual({
      kind: 'spans',
      spans: [
        { text: 'Ada', label: 'PER', labelValue: 'PER' },
        { text: 'Bob', label: 'PER', labelValue: 'PER' },
      ],
    });
    expect(summarizeAnswer(span(), [], record)).toEqual({ kind: 'spans', spans: [] });
  });

  it('shows nothing answered as empty', () => {
    expect(summarizeAnswer(label(), undefined, record)).toEqual({ kind: 'empty' });
  });
});
