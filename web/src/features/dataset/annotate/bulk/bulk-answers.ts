import type { Response } from '@gloss/contract';
import { isRecordComplete } from '../model/completeness';
import { answersFromResponse } from '../model/from-wire';
import { prefillFromSuggestions } from '../model/suggestions';
import { responseValues } from '../model/to-wire';
import type { Answers, DatasetRecord, Question, ResponseStatus } from '../model/types';
import type { BulkItem } from './bulk-write';

/**
 * What the bulk view writes to each record. One questionnaire holds the answers for every selected
 * record, except span questions: a span belongs to one text, so each record keeps its own spans,
 * drawn in its card. Suggestions pre-fill only span questions (the specification's rule for bulk
 * mode); the shared answers start empty.
 */

export function isSpanQuestion(question: Question): boolean {
  return question.settings.type === 'span';
}

/** The caller's response to a record (the search is asked to include responses), if any. */
export function ownResponse(record: DatasetRecord, userId: string): Response | undefined {
  return record.responses?.find((response) => response.user_id === userId);
}

/** The caller's responses before a write, in the records' order (undefined: the record had none). */
export function responsesBefore(records: readonly DatasetRecord[], userId: string): (Response | undefined)[] {
  return records.map((record) => ownResponse(record, userId));
}

/**
 * The spans a record starts with in the bulk view: the caller's own saved spans (a draft), or else the
 * record's span suggestions.
 */
export function initialSpanAnswers(questions: readonly Question[], record: DatasetRecord, userId: string): Answers {
  const spanQuestions = questions.filter(isSpanQuestion);
  if (spanQuestions.length === 0) return {};
  const own = ownResponse(record, userId);
  if (own) return answersFromResponse(spanQuestions, own.values);
  return prefillFromSuggestions(spanQuestions, record.suggestions ?? []);
}

/**
 * The answers one record gets: its own saved answers (a draft's), then every answered question of the
 * shared questionnaire over them, then the record's spans (as edited in its card, else as it started).
 * A question left empty in the questionnaire keeps the record's own answer.
 */
export function recordAnswers(
  questions: readonly Question[],
  record: DatasetRecord,
  userId: string,
  shared: Answers,
  spanEdits: Answers | undefined,
): Answers {
  const own = ownResponse(record, userId);
  const answers: Record<string, Answers[string]> = own ? { ...answersFromResponse(questions, own.values) } : {};
  let spans: Answers | undefined;
  for (const question of questions) {
    if (isSpanQuestion(question)) {
      const edited = spanEdits?.[question.name];
      spans ??= initialSpanAnswers(questions, record, userId);
      const value = edited ?? spans[question.name];
      if (value === undefined) delete answers[question.name];
      else answers[question.name] = value;
    } else if (shared[question.name] !== undefined) {
      answers[question.name] = shared[question.name];
    }
  }
  return answers;
}

/** The records whose answers would not make a complete submit (Submit stays disabled while any is). */
export function incompleteRecords(
  questions: readonly Question[],
  records: readonly DatasetRecord[],
  answersOf: (record: DatasetRecord) => Answers,
): string[] {
  return records.filter((record) => !isRecordComplete(questions, answersOf(record))).map((record) => record.id);
}

/** One item of `POST /me/responses/bulk`: the record, the status, and the sendable answers. */
export function bulkItem(status: ResponseStatus, questions: readonly Question[], recordId: string, answers: Answers): BulkItem {
  return { record_id: recordId, status, values: responseValues(questions, answers) };
}
