import { describe, expect, it } from 'vitest';
import { afterKeyChoice, firstIncompleteQuestion, keyboardLanding, nextQuestion } from '../src/features/dataset/annotate/form/question-flow';
import { mayCombineWithNextDigit } from '../src/features/dataset/annotate/questions/keys';
import { label, multiLabel, ranking, rating, span, text } from './annotate-model-fixtures';

const names = (...list: string[]) => list.map((name) => ({ name }));

describe('nextQuestion', () => {
  it('is the question after the given one, in page order', () => {
    expect(nextQuestion(names('sentiment', 'topics', 'quality'), 'sentiment')).toBe('topics');
    expect(nextQuestion(names('sentiment', 'topics', 'quality'), 'topics')).toBe('quality');
  });

  it('is none after the last question (the keyboard does not wrap) or for an unknown one', () => {
    expect(nextQuestion(names('sentiment', 'topics'), 'topics')).toBeUndefined();
    expect(nextQuestion(names('sentiment'), 'gone')).toBeUndefined();
    expect(nextQuestion(names('sentiment'), undefined)).toBeUndefined();
  });
});

describe('firstIncompleteQuestion', () => {
  const questions = [label(), multiLabel(false), rating(), text()];

  it('is the first required question without an answer, in page order', () => {
    expect(firstIncompleteQuestion(questions, {})).toBe('sentiment');
    expect(firstIncompleteQuestion(questions, { sentiment: 'positive' })).toBe('quality');
    expect(firstIncompleteQuestion(questions, { sentiment: 'positive', quality: 2 })).toBe('comment');
  });

  it('passes over optional questions left alone, and counts whitespace as no text', () => {
    expect(firstIncompleteQuestion(questions, { sentiment: 'positive', quality: 0, comment: '  ' })).toBe('comment');
  });

  it('is an optional question answered only in part when that comes first (a half-ranked ranking)', () => {
    const withRanking = [ranking(false), label()];
    const partial = [
      { value: 'a', rank: 1 },
      { value: 'b', rank: null },
      { value: 'c', rank: null },
    ];
    expect(firstIncompleteQuestion(withRanking, { preference: partial })).toBe('preference');
  });

  it('is none for a complete record', () => {
    expect(firstIncompleteQuestion(questions, { sentiment: 'negative', quality: 3, comment: 'fine' })).toBeUndefined();
  });

  it('is the unselected suggestion: a pre-filled label taken back by its key leaves the question unanswered', () => {
    expect(firstIncompleteQuestion([label(), rating()], { quality: 1 })).toBe('sentiment');
  });
});

describe('afterKeyChoice', () => {
  const three = names('sentiment', 'topics', 'quality');
  const one = names('sentiment');

  it('moves the keyboard to the next question', () => {
    expect(afterKeyChoice({ questions: three, question: 'sentiment', submitOnChoice: false, view: 'focus' })).toBe('next-question');
    expect(afterKeyChoice({ questions: three, question: 'topics', submitOnChoice: true, view: 'focus' })).toBe('next-question');
  });

  it('stays on the last question', () => {
    expect(afterKeyChoice({ questions: three, question: 'quality', submitOnChoice: false, view: 'focus' })).toBe('stay');
    expect(afterKeyChoice({ questions: one, question: 'sentiment', submitOnChoice: false, view: 'focus' })).toBe('stay');
  });

  it('submits a record of one question only when the person opted in, and never in the bulk view', () => {
    expect(afterKeyChoice({ questions: one, question: 'sentiment', submitOnChoice: true, view: 'focus' })).toBe('submit');
    expect(afterKeyChoice({ questions: one, question: 'sentiment', submitOnChoice: true, view: 'bulk' })).toBe('stay');
    expect(afterKeyChoice({ questions: three, question: 'quality', submitOnChoice: true, view: 'focus' })).toBe('stay');
  });
});

describe('mayCombineWithNextDigit', () => {
  it('waits after a 1 only on a scale with both 0 and 10, where 1 then 0 is 10', () => {
    expect(mayCombineWithNextDigit('1', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(true);
    expect(mayCombineWithNextDigit('1', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(false);
    expect(mayCombineWithNextDigit('1', [1, 2, 3, 4, 5])).toBe(false);
    expect(mayCombineWithNextDigit('2', [0, 1, 2, 10])).toBe(false);
  });
});

describe('keyboardLanding', () => {
  it('is the text box of a text question, so what is typed next goes into it', () => {
    expect(keyboardLanding(text())).toBe('text-box');
  });

  it('is the card of any other question, where number keys pick and the arrows still move between records', () => {
    for (const question of [label(), multiLabel(), rating(), ranking(), span()]) expect(keyboardLanding(question)).toBe('card');
  });
});
