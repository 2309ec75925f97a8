import type { Question } from '@gloss/contract';
import { answerToWire } from './to-wire';
import type { AnswerValue, Answers, RankedOption, SpanAnswer } from './types';
import { answerValidity } from './validity';

/**
 * An answer is modified when what it means differs from the saved one, not how it is held: a label
 * list in another order, spans drawn in another order or a ranking listed differently mean the same.
 * Answers that would not be sent (blank text, nothing ranked) all mean "unanswered".
 */
export function isAnswerModified(
  question: Question,
  saved: AnswerValue | undefined,
  current: AnswerValue | undefined,
): boolean {
  return comparable(question, saved) !== comparable(question, current);
}

/** Names of the questions whose answer differs from the saved one, in question order. */
export function modifiedQuestions(questions: readonly Question[], saved: Answers, current: Answers): string[] {
  return questions
    .filter((question) => isAnswerModified(question, saved[question.name], current[question.name]))
    .map((question) => question.name);
}

export function isRecordModified(questions: readonly Question[], saved: Answers, current: Answers): boolean {
  return questions.some((question) => isAnswerModified(question, saved[question.name], current[question.name]));
}

/** A string equal for two answers exactly when they mean the same; null for an unanswered question. */
function comparable(question: Question, value: AnswerValue | undefined): string | null {
  const validity = answerValidity(question, value);
  if (validity === 'empty') return null;
  // Kept as it is, so that replacing one invalid value by another still counts as a change.
  if (validity === 'invalid') return `invalid:${JSON.stringify(value)}`;
  const wire = answerToWire(question, value);
  switch (question.settings.type) {
    case 'multi_label_selection':
      return JSON.stringify([...(wire as string[])].sort());
    case 'ranking':
      return JSON.stringify(
        (wire as RankedOption[]).map(({ value: option, rank }) => [option, rank]).sort(([a], [b]) => compare(a, b)),
      );
    case 'span':
      return JSON.stringify([...(wire as SpanAnswer[])].sort(compareSpans));
    default:
      return JSON.stringify(wire);
  }
}

function compareSpans(a: SpanAnswer, b: SpanAnswer): number {
  return a.start - b.start || a.end - b.end || compare(a.label, b.label);
}

function compare(a: unknown, b: unknown): number {
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}
