import { describe, expect, it } from 'vitest';
import { isAnswerModified, isRecordModified, modifiedQuestions } from '../src/features/dataset/annotate/model/modified';
import { label, multiLabel, ranking, rating, span, text } from './annotate-model-fixtures';

describe('isAnswerModified', () => {
  it('sees a changed text, even by a trailing space, but not blank versus unanswered', () => {
    expect(isAnswerModified(text(), 'good', 'good ')).toBe(true);
    expect(isAnswerModified(text(), 'good', 'good')).toBe(false);
    expect(isAnswerModified(text(), undefined, '   ')).toBe(false);
    expect(isAnswerModified(text(), 'good', '')).toBe(true);
  });

  it('tells rating 0 from no rating, and label "0" from no label', () => {
    expect(isAnswerModified(rating(), undefined, 0)).toBe(true);
    expect(isAnswerModified(rating(), 0, 0)).toBe(false);
    expect(isAnswerModified(label(), undefined, '0')).toBe(true);
    expect(isAnswerModified(label(), '0', 'positive')).toBe(true);
  });

  it('ignores the order and repeats of multi-label selections', () => {
    expect(isAnswerModified(multiLabel(), ['tech', 'art'], ['art', 'tech', 'art'])).toBe(false);
    expect(isAnswerModified(multiLabel(), ['tech', 'art'], ['tech'])).toBe(true);
    expect(isAnswerModified(multiLabel(), undefined, [])).toBe(false);
  });

  it('compares spans whatever order they were drawn in', () => {
    const saved = [
      { start: 0, end: 3, label: 'PER' },
      { start: 10, end: 14, label: 'ORG' },
    ];
    const redrawn = [
      { start: 10, end: 14, label: 'ORG' },
      { start: 0, end: 3, label: 'PER' },
    ];
    expect(isAnswerModified(span(), saved, redrawn)).toBe(false);
    expect(isAnswerModified(span(), saved, [saved[0], { start: 10, end: 14, label: 'PER' }])).toBe(true);
    expect(isAnswerModified(span(), saved, [saved[0], { start: 10, end: 15, label: 'ORG' }])).toBe(true);
  });

  it('takes no span and an unanswered span question as the same', () => {
    expect(isAnswerModified(span(), [], undefined)).toBe(false);
  });

  it('compares rankings by each option and its rank, not by list order', () => {
    const saved = [
      { value: 'a', rank: 1 },
      { value: 'b', rank: 2 },
      { value: 'c', rank: null },
    ];
    const relisted = [
      { value: 'c', rank: null },
      { value: 'b', rank: 2 },
      { value: 'a', rank: 1 },
    ];
    expect(isAnswerModified(ranking(), saved, relisted)).toBe(false);
    expect(isAnswerModified(ranking(), saved, [{ value: 'a', rank: 1 }, { value: 'b', rank: 2 }])).toBe(false);
    expect(isAnswerModified(ranking(), saved, [{ value: 'a', rank: 2 }, { value: 'b', rank: 1 }])).toBe(true);
    expect(isAnswerModified(ranking(), undefined, [{ value: 'a', rank: null }])).toBe(false);
  });

  it('sees one invalid value replaced by another', () => {
    expect(isAnswerModified(label(), 'gone', 'missing')).toBe(true);
    expect(isAnswerModified(label(), 'gone', 'gone')).toBe(false);
  });
});

describe('modifiedQuestions and isRecordModified', () => {
  const questions = [text(), label(), multiLabel(), span()];
  const saved = { comment: 'ok', sentiment: 'positive', topics: ['tech', 'art'] };

  it('names the questions whose answer changed, in question order', () => {
    const current = { comment: 'ok!', sentiment: 'positive', topics: ['art', 'tech'], entities: [{ start: 0, end: 2, label: 'PER' }] };
    expect(modifiedQuestions(questions, saved, current)).toEqual(['comment', 'entities']);
    expect(isRecordModified(questions, saved, current)).toBe(true);
  });

  it('is not modified when only the way answers are held changed', () => {
    const current = { comment: 'ok', sentiment: 'positive', topics: ['art', 'tech'], entities: [] };
    expect(modifiedQuestions(questions, saved, current)).toEqual([]);
    expect(isRecordModified(questions, saved, current)).toBe(false);
  });

  it('sees a cleared answer', () => {
    expect(isRecordModified(questions, saved, { ...saved, sentiment: undefined })).toBe(true);
  });

  it('ignores answers to questions the dataset does not have', () => {
    expect(isRecordModified(questions, saved, { ...saved, other: 'x' })).toBe(false);
  });
});
