import { newRowId } from '../../db/ids.js';
import {
  type ResponseCreate,
  type ResponseStatus,
  type ResponseUpdate,
  type ResponseValues,
  type ResponsesBulk,
  ifMatchAllows,
  responseEntityTag,
  validateResponseValues,
} from '@gloss/contract';
import { domainErrorOfDatabase, isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { authorize } from '../../domain/authorize.js';
import { Conflict, DomainError, Forbidden, NotFound, PreconditionFailed, Unprocessable } from '../../domain/errors.js';
import { requireDataset } from '../datasets/access.js';
import type { DatasetRow } from '../datasets/repository.js';
import { checkReach, recordForReading } from '../record-access/access.js';
import { requireRecord } from '../records/access.js';
import { type SchemaQuestion, loadQuestions } from '../records/dataset-schema.js';
import { type RecordRow, findRecordById } from '../records/repository.js';
import { type ResponseChange, responseHooks } from './hooks.js';
import { responsePolicy } from './policy.js';
import {
  type ResponseRow,
  deleteResponseRow,
  findResponseById,
  findResponseOf,
  insertResponseRow,
  updateResponseRow,
  upsertResponseRows,
} from './repository.js';

interface Answer {
  status: ResponseStatus;
  values?: ResponseValues | null;
}

/** Reads a dataset's questions through the given connection or transaction. */
type QuestionsOf = (db: Db, datasetId: string) => Promise<SchemaQuestion[]>;

async function checkAnswer(db: Db, record: RecordRow, answer: Answer, questionsOf?: QuestionsOf): Promise<void> {
  checkAnswerTo(await (questionsOf ?? loadQuestions)(db, record.dataset_id), record, answer);
}

function checkAnswerTo(questions: SchemaQuestion[], record: RecordRow, answer: Answer): void {
  const problem = validateResponseValues(questions, answer.values, answer.status, JSON.parse(record.fields));
  if (problem) throw new Unprocessable(problem);
}

/**
 * After any change to a record's responses, what follows it elsewhere (effects.ts): the record's status and
 * disagreements, the dataset's last activity, the response's webhook event, then `record.completed` when
 * this change completed the record.
 */
async function afterResponseChange(
  db: Db,
  dataset: DatasetRow,
  recordId: string,
  timestamp: string,
  change: ResponseChange | null,
): Promise<void> {
  await responseHooks.changed.announce(db, { dataset, recordIds: [recordId], changes: change ? [change] : [], activityAt: timestamp });
}

/** Loads a record the caller reaches and may answer (404 for one out of their reach, 403 for outsiders). */
export async function recordForAnswering(db: Db, actor: Actor, recordId: string) {
  const { record, dataset } = await recordForReading(db, actor, recordId);
  authorize(responsePolicy.create(actor, dataset.workspace_id));
  return { record, dataset };
}

/**
 * Writes the caller's answer to a record the route's check found them to reach and answer
 * (recordForAnswering). Their rights stand as that check found them, as their memberships stand as the
 * request's admission read them, and the answer is checked against the questions before the transaction,
 * with the look for an answer already there (asked together): read in the transaction, each would be as
 * fresh on PostgreSQL, whose transactions see each statement's latest commits, and fresher by only the
 * moments since on SQLite. What changed since is caught by the write itself: a second answer by the unique
 * key, a deletion of the record by its foreign key. The transaction writes the response before it holds
 * the record (in the status refresh), in the order every write of responses takes them.
 */
export async function createResponse(db: Db, actor: Actor, answering: { record: RecordRow }, input: ResponseCreate): Promise<ResponseRow> {
  const { record } = answering;
  const alreadyAnswered = () => new Conflict(`Response already exists for record with id \`${record.id}\` and by user with id \`${actor.id}\``);
  const [existing, questions] = await Promise.all([findResponseOf(db, record.id, actor.id), loadQuestions(db, record.dataset_id)]);
  if (existing) throw alreadyAnswered();
  checkAnswerTo(questions, record, input);
  return db
    .transaction()
    .execute(async (trx) => {
      const timestamp = now();
      const row: ResponseRow = {
        id: newRowId(),
        record_id: record.id,
        user_id: actor.id,
        dataset_id: record.dataset_id,
        status: input.status,
        values: input.values == null ? null : JSON.stringify(input.values),
        inserted_at: timestamp,
        updated_at: timestamp,
      };
      await insertResponseRow(trx, row);
      // Read after the write: the dataset's distribution decides the record's status.
      const dataset = await requireDataset(trx, record.dataset_id);
      await afterResponseChange(trx, dataset, record.id, timestamp, { type: 'response.created', response: row });
      return row;
    })
    .catch(async (error: unknown) => {
      // Two creates of the same answer at once (PostgreSQL runs them side by side): the later one lost.
      if (isUniqueViolation(error)) throw alreadyAnswered();
      if (isForeignKeyViolation(error) && !(await findRecordById(db, record.id))) throw NotFound.byId('Record', record.id);
      throw error;
    });
}

/** Loads a response, its record and dataset (404), then checks the caller may change it (403). */
export async function responseForChange(db: Db, actor: Actor, responseId: string) {
  const response = await findResponseById(db, responseId);
  if (!response) throw NotFound.byId('Response', responseId);
  const record = await requireRecord(db, response.record_id);
  const dataset = await requireDataset(db, record.dataset_id);
  // A response on a record out of the caller's reach is as absent as the record.
  await checkReach(db, actor, dataset, record.id, () => NotFound.byId('Response', responseId));
  authorize(responsePolicy.change(actor, dataset.workspace_id, response.user_id));
  return { response, record, dataset };
}

/** The version (`updated_at`) a change must find, from its `If-Match` header; refused when the response has moved on. */
function expectedVersion(response: ResponseRow, ifMatch: string | undefined): string | undefined {
  if (ifMatch === undefined) return undefined;
  if (!ifMatchAllows(ifMatch, response)) throw changedSince(response);
  return response.updated_at;
}

function changedSince(response: ResponseRow): PreconditionFailed {
  return new PreconditionFailed(`Response with id \`${response.id}\` was changed since; its current version is ${responseEntityTag(response)}`);
}

/**
 * Replaces a response's values (missing questions are dropped) and status; with `ifMatch`, only the version it
 * names. The response, and the caller's right to change it, as the route's check found them
 * (responseForChange; see createResponse): a change or deletion of it since is caught by the write itself.
 */
export async function updateResponse(
  db: Db,
  changing: { response: ResponseRow; record: RecordRow },
  input: ResponseUpdate,
  ifMatch?: string,
): Promise<ResponseRow> {
  const { response, record } = changing;
  const version = expectedVersion(response, ifMatch);
  await checkAnswer(db, record, input);
  return db.transaction().execute(async (trx) => {
    const timestamp = now();
    const changes = { status: input.status, values: input.values == null ? null : JSON.stringify(input.values), updated_at: timestamp };
    const updated = await updateResponseRow(trx, response.id, changes, version);
    // Another change (or a deletion, also of its record) came first, between the check and the write.
    if (!updated) throw (await findResponseById(trx, response.id)) ? changedSince(response) : NotFound.byId('Response', response.id);
    const dataset = await requireDataset(trx, record.dataset_id);
    await afterResponseChange(trx, dataset, record.id, timestamp, { type: 'response.updated', response: updated });
    return updated;
  });
}

/** Deletes a response; with `ifMatch`, only the version it names. */
export async function deleteResponse(db: Db, actor: Actor, responseId: string, ifMatch?: string): Promise<ResponseRow> {
  return db.transaction().execute(async (trx) => {
    const { response, record, dataset } = await responseForChange(trx, actor, responseId);
    const version = expectedVersion(response, ifMatch);
    if (!(await deleteResponseRow(trx, response.id, version))) {
      throw version !== undefined && (await findResponseById(trx, response.id)) ? changedSince(response) : NotFound.byId('Response', response.id);
    }
    // The response as it was.
    await afterResponseChange(trx, dataset, record.id, now(), { type: 'response.deleted', response });
    return response;
  });
}

/** Creates or overwrites the caller's response on one record, as one item of a bulk call. */
async function upsertMyResponse(
  db: Db,
  actor: Actor,
  item: ResponsesBulk['items'][number],
  questionsOf: QuestionsOf,
): Promise<ResponseRow> {
  return db.transaction().execute(async (trx) => {
    const { record, dataset } = await recordForAnswering(trx, actor, item.record_id);
    await checkAnswer(trx, record, item, questionsOf);
    const timestamp = now();
    const values = item.values == null ? null : JSON.stringify(item.values);
    // One statement that inserts or overwrites: two writes of the same answer at once (a draft's auto-save
    // racing a submit) resolve as one response, the later write winning, on both engines.
    await upsertResponseRows(trx, [
      { id: newRowId(), record_id: record.id, user_id: actor.id, dataset_id: dataset.id, status: item.status, values, inserted_at: timestamp, updated_at: timestamp },
    ]);
    const row = (await findResponseOf(trx, record.id, actor.id))!;
    // Written now: a new response carries this call's timestamp as its creation time, an overwritten one as
    // its update; a later write of the same answer that won the race leaves neither, and nothing changed.
    const type = row.inserted_at === timestamp ? 'response.created' : row.updated_at === timestamp ? 'response.updated' : null;
    await afterResponseChange(trx, dataset, record.id, timestamp, type ? { type, response: row } : null);
    return row;
  });
}

/** Each item succeeds or fails on its own; failures are reported in place, in request order. */
export async function upsertMyResponses(
  db: Db,
  actor: Actor,
  items: ResponsesBulk['items'],
): Promise<{ row: ResponseRow | null; error: string | null }[]> {
  const results: { row: ResponseRow | null; error: string | null }[] = [];
  // Items mostly answer records of one dataset: its questions are read once for the whole call.
  const questions = new Map<string, Promise<SchemaQuestion[]>>();
  const questionsOf: QuestionsOf = (executor, datasetId) => {
    if (!questions.has(datasetId)) questions.set(datasetId, loadQuestions(executor, datasetId));
    return questions.get(datasetId)!;
  };
  for (const item of items) {
    try {
      results.push({ row: await upsertMyResponse(db, actor, item, questionsOf), error: null });
    } catch (error) {
      const failure = itemFailureOf(error);
      if (!failure) throw error;
      const detail = failure instanceof Forbidden ? `argilla.api.errors::ForbiddenOperationError(detail=${failure.message})` : failure.message;
      results.push({ row: null, error: detail });
    }
  }
  return results;
}

/**
 * What one item's failure says in its place, or null for one of the whole call (the server's state, a
 * defect). Each item commits on its own, so an item that collided with a change made at the same time (its
 * record deleted between its read and its write) fails alone: failing the call would say that nothing was
 * written, after the items before it were.
 */
function itemFailureOf(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  const meaning = domainErrorOfDatabase(error);
  return meaning instanceof Conflict ? meaning : null;
}
