import { describe, expect, it } from 'vitest';
import { clearAnswers, emptyAnswer } from '../src/features/dataset/annotate/model/empty';
import { isRecordComplete } from '../src/features/dataset/annotate/model/completeness';
import { responseValues } from '../src/features/dataset/annotate/model/to-wire';
import { label, multiLabel, ranking, rating, span, text } from './annotate-model-fixtures';

describe('emptyAnswer', () => {
  it('is undefined for every question type', () => {
    for (const question of [text(), label(), multiLabel(), rating(), ranking(), span()]) {
      expect(emptyAnswer(question)).toBeUndefined();
    }
  });
});

describe('clearAnswers', () => {
  const questions = [text(), label(), rating(), span(false)];

  it('has every question unanswered, so spreading it over answers clears them', () => {
    const cleared = clearAnswers(questions);
    expect(Object.keys(cleared)).toEqual(['comment', 'sentiment', 'quality', 'entities']);
    const answers = { ...{ comment: 'x', sentiment: '0', quality: 0 }, ...cleared };
    expect(Object.values(answers).every((value) => value === undefined)).toBe(true);
  });

  it('leaves nothing to send but the always-valid empty span list, and the record incomplete', () => {
    const cleared = clearAnswers(questions);
    expect(responseValues(questions, cleared)).toEqual({ entities: { value: [] } });
    expect(isRecordComplete(questions, cleared)).toBe(false);
  });
});
