import { describe, expect, it } from 'vitest';
import {
  incompleteQuestions,
  isRecordComplete,
  missingRequired,
  submitHolds,
} from '../src/features/dataset/annotate/model/completeness';
import { submitHoldMessage } from '../src/features/dataset/annotate/page/submit-hold';
import { label, multiLabel, ranking, rating, span, text } from './annotate-model-fixtures';

describe('isRecordComplete', () => {
  it('is complete when every required question is answered', () => {
    const questions = [label(), rating(), text(false)];
    expect(isRecordComplete(questions, { sentiment: 'positive', quality: 0 })).toBe(true);
  });

  it('is not complete while a required question is unanswered or blank', () => {
    const questions = [label(), text()];
    expect(isRecordComplete(questions, { sentiment: 'positive' })).toBe(false);
    expect(isRecordComplete(questions, { sentiment: 'positive', comment: '  ' })).toBe(false);
  });

  it('is not complete while a required ranking is only partly ranked', () => {
    const partial = { preference: [{ value: 'a', rank: 1 }, { value: 'b', rank: null }, { value: 'c', rank: null }] };
    expect(isRecordComplete([ranking()], partial)).toBe(false);
  });

  it('leaves unanswered optional questions alone', () => {
    expect(isRecordComplete([label(), multiLabel(false), ranking(false)], { sentiment: 'negative' })).toBe(true);
  });

  it('is not complete with an optional ranking ranked only in part', () => {
    const answers = { sentiment: 'negative', preference: [{ value: 'b', rank: 1 }] };
    expect(isRecordComplete([label(), ranking(false)], answers)).toBe(false);
  });

  it('is not complete with an optional answer the server would refuse', () => {
    expect(isRecordComplete([label(), rating(false)], { sentiment: 'negative', quality: 9 })).toBe(false);
  });

  it('counts a required span question as answered even with no span', () => {
    expect(isRecordComplete([span()], {})).toBe(true);
  });

  it('is complete with no question at all', () => {
    expect(isRecordComplete([], {})).toBe(true);
  });
});

describe('missingRequired', () => {
  it('names the required questions without a valid answer, in question order', () => {
    const questions = [text(), label(), rating(), multiLabel(false)];
    expect(missingRequired(questions, { sentiment: 'neutral', quality: 0 })).toEqual(['comment', 'sentiment']);
  });

  it('ignores optional questions, even half answered', () => {
    expect(missingRequired([ranking(false)], { preference: [{ value: 'a', rank: 1 }] })).toEqual([]);
  });
});

describe('incompleteQuestions', () => {
  it('names required questions missing and optional ones answered in part or wrongly', () => {
    const questions = [text(), ranking(false), rating(false), multiLabel(false)];
    const answers = { preference: [{ value: 'a', rank: 1 }], quality: 7 };
    expect(incompleteQuestions(questions, answers)).toEqual(['comment', 'preference', 'quality']);
  });
});

describe('submitHolds and what the page says next to a disabled Submit', () => {
  const partial = [{ value: 'a', rank: 1 }, { value: 'b', rank: null }, { value: 'c', rank: null }];

  it('names each question holding Submit back, in page order, with why', () => {
    const questions = [label(), ranking(false), rating(), multiLabel(false)];
    expect(submitHolds(questions, { preference: partial, topics: ['nope'] })).toEqual([
      { question: 'sentiment', reason: 'required' },
      { question: 'preference', reason: 'partial' },
      { question: 'quality', reason: 'required' },
      { question: 'topics', reason: 'invalid' },
    ]);
    expect(submitHolds(questions, { sentiment: 'positive', quality: 1 })).toEqual([]);
  });

  it('says the first one by its title, and how many more there are', () => {
    const questions = [{ ...label(), title: 'Sentiment' }, { ...rating(), title: 'Quality' }];
    expect(submitHoldMessage(submitHolds(questions, {}), questions)).toEqual({ key: 'annotate.actions.submitHold.required', title: 'Sentiment', more: 1 });
    expect(submitHoldMessage(submitHolds(questions, { sentiment: 'positive' }), questions)).toEqual({
      key: 'annotate.actions.submitHold.required',
      title: 'Quality',
      more: 0,
    });
    expect(submitHoldMessage([], questions)).toBeUndefined();
    // A question without a title is named by its name.
    expect(submitHoldMessage([{ question: 'quality', reason: 'required' }], [{ name: 'quality', title: '' }])?.title).toBe('quality');
  });
});
