import type { Question, ResponseStatus, ResponseValues, AnswerValue as WireValue } from '@gloss/contract';
import { unique } from './answer-shapes';
import { orderedForDisplay } from './ranking';
import type { AnswerValue, Answers, RankedOption, SpanAnswer } from './types';
import { isSendable } from './validity';

/** What POST /records/{id}/responses and PUT /responses/{id} take. */
export interface ResponseBody {
  status: ResponseStatus;
  values: ResponseValues;
}

/**
 * One answer as the API stores it, or `undefined` when it must not be sent (empty or invalid).
 * Rankings send only their ranked options: the pool is "not ranked yet", which the wire says by absence.
 */
export function answerToWire(question: Question, value: AnswerValue | undefined): WireValue | undefined {
  if (!isSendable(question, value)) return undefined;
  switch (question.settings.type) {
    case 'text':
    case 'label_selection':
    case 'rating':
      return value as string | number;
    case 'multi_label_selection':
      return unique(value as string[]);
    case 'ranking':
      return orderedForDisplay(value as RankedOption[])
        .filter((item) => item.rank !== null)
        .map(({ value: option, rank }) => ({ value: option, rank }));
    case 'span':
      // An unanswered span question is the empty list (span answers are always valid); extra keys an
      // editor may keep on a span (ids, colours) are not the server's business.
      return ((value ?? []) as SpanAnswer[]).map(({ start, end, label }) => ({ start, end, label }));
  }
}

/** The `values` of a response: every sendable answer of the dataset's questions, nothing else. */
export function responseValues(questions: readonly Question[], answers: Answers): ResponseValues {
  const values: ResponseValues = {};
  for (const question of questions) {
    const wire = answerToWire(question, answers[question.name]);
    if (wire !== undefined) values[question.name] = { value: wire };
  }
  return values;
}

/**
 * The body of a submit, discard or draft. `values` is always there, even empty: a PUT replaces the stored
 * values, so an answer cleared since the last save must be absent rather than kept. The server refuses a
 * submit that misses a required question, so the page sends one only when `isRecordComplete` holds.
 */
export function responseBody(status: ResponseStatus, questions: readonly Question[], answers: Answers): ResponseBody {
  return { status, values: responseValues(questions, answers) };
}
