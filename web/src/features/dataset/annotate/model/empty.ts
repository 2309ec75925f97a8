import type { Question } from '@gloss/contract';
import type { AnswerValue, Answers } from './types';

/**
 * Every question's empty answer is `undefined`, whatever its type: editors render it as nothing chosen
 * (a ranking as every option in the pool, a span question as no span), and `undefined` is never sent.
 */
export function emptyAnswer(_question: Question): AnswerValue | undefined {
  return undefined;
}

/**
 * Every question unanswered, each key present so that spreading it over a form's answers clears them.
 * Suggestions are not applied here; a page that wants them back calls `prefillFromSuggestions`.
 */
export function clearAnswers(questions: readonly Question[]): Answers {
  return Object.fromEntries(questions.map((question) => [question.name, emptyAnswer(question)]));
}
