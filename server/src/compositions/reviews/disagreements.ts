import type { Db } from '../../db/types.js';
import { chunked } from '../../db/chunks.js';
import { lockRecords } from '../../features/records/repository.js';
import { answersDiffer } from './answer-keys.js';
import {
  type DisagreementRow,
  listQuestionNames,
  listSubmittedValues,
  replaceDisagreements,
} from './disagreements-repository.js';

/**
 * Rewrites the `record_disagreements` rows of these records from their submitted responses: a question
 * is disagreed on when two of its submitted answers differ (see `answerKey`; a response that leaves an
 * optional question unanswered takes no side). Called in the transaction of every change to responses,
 * after the records' status refresh. Answering one record reads its few responses and its questions' names.
 */
export async function refreshDisagreements(db: Db, recordIds: readonly string[]): Promise<void> {
  for (const chunk of chunked([...new Set(recordIds)].sort())) {
    // Two annotators submitting to one record at once would otherwise each compare their own answer with a
    // snapshot lacking the other's; after the wait, the next statement sees the other's committed response.
    // (The status refresh took the same lock just before, so this asks nothing of the database.)
    await lockRecords(db, chunk);
    const responses = await listSubmittedValues(db, chunk);
    // A record needs two submitted answers to disagree: the first submit of a record reads no questions.
    if (!hasTwoOnOneRecord(responses)) {
      await replaceDisagreements(db, chunk, []);
      continue;
    }
    const datasetIds = [...new Set(responses.map((response) => response.dataset_id))];
    const questions = datasetIds.length === 0 ? [] : await listQuestionNames(db, datasetIds);
    const questionIds = new Map(questions.map((question) => [`${question.dataset_id}\u0000${question.name}`, question.id]));
    await replaceDisagreements(db, chunk, disagreementRows(responses, questionIds));
  }
}

function hasTwoOnOneRecord(responses: readonly { record_id: string }[]): boolean {
  const seen = new Set<string>();
  for (const response of responses) {
    if (seen.has(response.record_id)) return true;
    seen.add(response.record_id);
  }
  return false;
}

/**
 * The disagreement rows of submitted responses (`values` as stored JSON), for the questions `questionIds`
 * knows (keyed by dataset id and name, NUL between them).
 */
export function disagreementRows(
  responses: readonly { record_id: string; dataset_id: string; values: string | null }[],
  questionIds: ReadonlyMap<string, string>,
): DisagreementRow[] {
  const answers = new Map<string, { row: DisagreementRow; values: unknown[] }>();
  for (const response of responses) {
    const values = response.values === null ? {} : (JSON.parse(response.values) as Record<string, { value?: unknown } | null>);
    for (const [name, answer] of Object.entries(values)) {
      const questionId = questionIds.get(`${response.dataset_id}\u0000${name}`);
      if (!questionId || !answer || !('value' in answer)) continue;
      const key = `${response.record_id}\u0000${questionId}`;
      const entry = answers.get(key) ?? { row: { record_id: response.record_id, question_id: questionId, dataset_id: response.dataset_id }, values: [] };
      entry.values.push(answer.value);
      answers.set(key, entry);
    }
  }
  return [...answers.values()].filter((entry) => answersDiffer(entry.values)).map((entry) => entry.row);
}

/** refreshDisagreements for a write planned before its transaction: a write sending no answers changes none. */
export async function planDisagreements(recordIds: readonly string[]): Promise<boolean> {
  return recordIds.length === 0;
}
