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

/** Why a question keeps Submit disabled: a required one unanswered, a ranking ranked in part, a value the server would refuse. */
export type HoldReason = 'required' | 'partial' | 'invalid';

export interface SubmitHold {
  question: string;
  reason: HoldReason;
}

/** Every question that keeps Submit disabled, required or not, in page order, with why: the page says it next to Submit. */
export function submitHolds(questions: readonly Question[], answers: Answers): SubmitHold[] {
  return questions.flatMap((question): SubmitHold[] => {
    const validity = answerValidity(question, answers[question.name]);
    if (validity === 'partial' || validity === 'invalid') return [{ question: question.name, reason: validity }];
    return question.required && validity !== 'valid' ? [{ question: question.name, reason: 'required' }] : [];
  });
}

/** Every question that keeps Submit disabled, required or not, so the page can point at each one. */
export function incompleteQuestions(questions: readonly Question[], answers: Answers): string[] {
  return submitHolds(questions, answers).map((hold) => hold.question);
}
