import { incompleteQuestions } from '../model/completeness';
import type { Answers, Question } from '../model/types';

/**
 * Where the keyboard goes as a record is answered. Pure, so the focus view and the bulk view follow
 * the same rules.
 */

/** Where the keyboard lands in a question it is moved to: a text box, or the question's card. */
export type KeyboardLanding = 'text-box' | 'card';

/**
 * Where the keyboard lands when it moves to a question (Alt+↑/↓, the next question after a choice by
 * number, Enter leading to what is missing): a text question's box, so what is typed next goes into it;
 * any other question's card, where its number keys pick options and ← → still move between records.
 */
export function keyboardLanding(question: Pick<Question, 'settings'>): KeyboardLanding {
  return question.settings.type === 'text' ? 'text-box' : 'card';
}

/** The question after `current` in page order; none after the last (the keyboard does not wrap around). */
export function nextQuestion(questions: readonly Pick<Question, 'name'>[], current: string | undefined): string | undefined {
  const index = questions.findIndex((question) => question.name === current);
  return index === -1 ? undefined : questions[index + 1]?.name;
}

/**
 * The first question, in page order, that keeps the record from being submitted: a required question
 * without a valid answer, or an optional one answered only in part (a half-ranked ranking). Enter on an
 * incomplete record leads the person there.
 */
export function firstIncompleteQuestion(questions: readonly Question[], answers: Answers): string | undefined {
  return incompleteQuestions(questions, answers)[0];
}

/** What choosing a single label or a rating by its number key leads to. */
export type ChoiceOutcome = 'submit' | 'next-question' | 'stay';

export interface ChoiceContext {
  /** The record's questions, in page order. */
  questions: readonly Pick<Question, 'name'>[];
  /** The question the choice was made in. */
  question: string;
  /** The person's "submit on choice" preference. */
  submitOnChoice: boolean;
  /** Submitting on a choice is for one record at a time: never in the bulk view. */
  view: 'focus' | 'bulk';
}

/**
 * After a number-key choice: with a single question and the person's opt-in (focus view only) the
 * record is submitted; otherwise the keyboard moves on to the next question, as Argilla does, and
 * stays on the last one.
 */
export function afterKeyChoice({ questions, question, submitOnChoice, view }: ChoiceContext): ChoiceOutcome {
  if (submitOnChoice && view === 'focus' && questions.length === 1) return 'submit';
  return nextQuestion(questions, question) === undefined ? 'stay' : 'next-question';
}
