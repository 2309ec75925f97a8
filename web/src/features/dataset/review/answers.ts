import type { RecordReview } from '@gloss/contract';
import { answersFromResponse } from '../annotate/model/from-wire';
import type { AnswerValue, Answers, DatasetRecord, Question, ResponseStatus } from '../annotate/model/types';
import { mergeAnswers, type MergeResult } from './merge';

/** The number keys 1..9 accept the answer of the submitted response they name. */
export const ACCEPT_KEYS = 9;

/** One annotator's response to the record, in the form's shape, for the side-by-side comparison. */
export interface AnnotatorAnswers {
  responseId: string;
  userId: string;
  username: string;
  status: ResponseStatus;
  answers: Answers;
  /** The number key that accepts this response's answers (1..9): submitted responses only. */
  key: number | null;
}

const STATUS_ORDER: Record<ResponseStatus, number> = { submitted: 0, draft: 1, discarded: 2 };

/**
 * Every response of the record: submitted ones first (the answers a review settles), then drafts and
 * discarded ones (shown muted), each group by username so an annotator keeps their place from record to
 * record. Names come from `usernames`; a response of someone unknown is shown by the start of their id.
 */
export function annotatorAnswers(record: DatasetRecord, questions: readonly Question[], usernames: ReadonlyMap<string, string>): AnnotatorAnswers[] {
  const rows = (record.responses ?? []).map((response) => ({
    responseId: response.id,
    userId: response.user_id,
    username: usernames.get(response.user_id) ?? response.user_id.slice(0, 8),
    status: response.status,
    answers: answersFromResponse(questions, response.values),
    key: null as number | null,
  }));
  rows.sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.username.localeCompare(b.username) || a.userId.localeCompare(b.userId));
  let submitted = 0;
  for (const row of rows) {
    if (row.status !== 'submitted') continue;
    submitted += 1;
    if (submitted <= ACCEPT_KEYS) row.key = submitted;
  }
  return rows;
}

export function submittedOnly(annotators: readonly AnnotatorAnswers[]): AnnotatorAnswers[] {
  return annotators.filter((annotator) => annotator.status === 'submitted');
}

/** The majority of the submitted answers to one question (see `merge.ts` for each type's rule). */
export function mergeQuestion(question: Question, annotators: readonly AnnotatorAnswers[]): MergeResult {
  return mergeAnswers(
    question,
    submittedOnly(annotators).map((annotator) => annotator.answers[question.name]),
  );
}

/**
 * What the final answer starts as: the validated one when there is one; otherwise the answers every
 * submitted response gives alike (a question anyone answered differently, or left unanswered, starts
 * empty, for the reviewer to settle).
 */
export function startingAnswers(questions: readonly Question[], review: RecordReview | null, annotators: readonly AnnotatorAnswers[]): Answers {
  if (review) return answersFromResponse(questions, review.values);
  const submitted = submittedOnly(annotators);
  const answers: Record<string, AnswerValue> = {};
  if (submitted.length === 0) return answers;
  for (const question of questions) {
    const merged = mergeQuestion(question, submitted);
    if (merged.unanimous && merged.counted === submitted.length && merged.outcome.kind === 'value') {
      answers[question.name] = submitted[0].answers[question.name]!;
    }
  }
  return answers;
}

/** One question's final answer replaced by an annotator's (or the suggestion's); `undefined` clears it. */
export function acceptAnswer(current: Answers, questionName: string, value: AnswerValue | undefined): Answers {
  return { ...current, [questionName]: value };
}

/** Every question's final answer taken from one annotator, questions they left unanswered included. */
export function acceptAll(questions: readonly Question[], annotator: AnnotatorAnswers): Answers {
  return Object.fromEntries(questions.map((question) => [question.name, annotator.answers[question.name]]));
}

export interface MergedAnswers {
  answers: Answers;
  /** Each question's merge, for the notes the page shows after "Merge". */
  results: Record<string, MergeResult>;
}

/**
 * "Merge": every question with a majority takes it; a question without one (a tie, differing texts,
 * no label chosen by more than half, nobody answered) keeps what the final answer had, and its result
 * says why, so the page can point the reviewer at it.
 */
export function mergeAll(questions: readonly Question[], current: Answers, annotators: readonly AnnotatorAnswers[]): MergedAnswers {
  const answers: Record<string, AnswerValue | undefined> = { ...current };
  const results: Record<string, MergeResult> = {};
  for (const question of questions) {
    const result = mergeQuestion(question, annotators);
    results[question.name] = result;
    if (result.outcome.kind === 'value') answers[question.name] = result.outcome.value;
  }
  return { answers, results };
}

/** The questions the server counts as disagreed on, given by name (or id, which is stable across renames). */
export function isDisagreement(question: Question, disagreements: readonly string[]): boolean {
  return disagreements.includes(question.name) || disagreements.includes(question.id);
}
