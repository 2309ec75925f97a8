import type { Question } from '@gloss/contract';
import type { Answers } from './types';
import { answerValidity } from './validity';

/**
 * A record can be submitted when every required question is answered and every optional one is either
 * left alone or answered in full: a half-ranked optional ranking would be refused by the server.
 */
export function isRecordComplete(questions: readonly Question[], answers: Answers): boolean {
  return incompleteQuestions(questions, answers).length === 0;
}

/** Required questions still without a valid answer, behind 'To submit complete required responses'. */
export function missingRequired(questions: readonly Question[], answers: Answers): string[] {
  return questions
    .filter((question) => question.required && answerValidity(question, answers[question.name]) !== 'valid')
    .map((question) => question.name);
}

/** Every question that keeps Submit disabled, required or not, so the page can point at each one. */
export function incompleteQuestions(questions: readonly Question[], answers: Answers): string[] {
  return questions
    .filter((question) => {
      const validity = answerValidity(question, answers[question.name]);
      return question.required ? validity !== 'valid' : validity === 'partial' || validity === 'invalid';
    })
    .map((question) => question.name);
}
