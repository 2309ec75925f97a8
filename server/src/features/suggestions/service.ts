import { SUGGESTIONS_DELETE_MAX, type SuggestionCreate, validateSuggestion } from '@gloss/contract';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { authorize } from '../../domain/authorize.js';
import { NotFound, Unprocessable } from '../../domain/errors.js';
import { requireDataset } from '../datasets/access.js';
import { datasetPolicy } from '../datasets/policy.js';
import { recordForReading } from '../record-access/access.js';
import { recordForManaging } from '../records/access.js';
import { loadDatasetSchema } from '../records/dataset-schema.js';
import { parseIdList } from '../../http/id-list.js';
import {
  type SuggestionRow,
  deleteSuggestionRow,
  deleteSuggestionsOfRecord,
  findSuggestionById,
  findSuggestionOf,
  listAgentsByQuestion,
  listSuggestionsOfRecords,
  upsertSuggestionRows,
} from './repository.js';
import { suggestionRow } from './rows.js';

export async function listRecordSuggestions(db: Db, actor: Actor, recordId: string): Promise<SuggestionRow[]> {
  const { record } = await recordForReading(db, actor, recordId);
  return listSuggestionsOfRecords(db, [record.id]);
}

/** Creates the record's suggestion for the question, or overwrites it; says which it did. */
export async function upsertRecordSuggestion(
  db: Db,
  actor: Actor,
  recordId: string,
  input: SuggestionCreate,
): Promise<{ suggestion: SuggestionRow; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const { record, dataset } = await recordForManaging(trx, actor, recordId);
    const schema = await loadDatasetSchema(trx, dataset.id);
    const question = schema.questionById.get(input.question_id);
    if (!question) throw new Unprocessable(`Question with id \`${input.question_id}\` not found`);
    const problem = validateSuggestion(question, input, JSON.parse(record.fields));
    if (problem) throw new Unprocessable(problem);
    const existing = await findSuggestionOf(trx, record.id, question.id);
    await upsertSuggestionRows(trx, [suggestionRow(record, dataset.id, input, now())]);
    return { suggestion: (await findSuggestionOf(trx, record.id, question.id))!, created: !existing };
  });
}

export async function deleteRecordSuggestions(db: Db, actor: Actor, recordId: string, rawIds: string | undefined): Promise<void> {
  const ids = parseIdList(
    rawIds,
    { empty: 'No suggestions IDs provided', tooMany: `Cannot delete more than ${SUGGESTIONS_DELETE_MAX} suggestions at once` },
    SUGGESTIONS_DELETE_MAX,
  );
  await db.transaction().execute(async (trx) => {
    const { record } = await recordForManaging(trx, actor, recordId);
    await deleteSuggestionsOfRecord(trx, record.id, ids);
  });
}

export async function deleteSuggestion(db: Db, actor: Actor, suggestionId: string): Promise<SuggestionRow> {
  return db.transaction().execute(async (trx) => {
    const suggestion = await findSuggestionById(trx, suggestionId);
    if (!suggestion) throw NotFound.byId('Suggestion', suggestionId);
    await recordForManaging(trx, actor, suggestion.record_id);
    if (!(await deleteSuggestionRow(trx, suggestion.id))) throw NotFound.byId('Suggestion', suggestion.id);
    return suggestion;
  });
}

/** For every question of the dataset, the agents that suggested answers to it. */
export async function listSuggestionOptions(db: Db, actor: Actor, datasetId: string) {
  const dataset = await requireDataset(db, datasetId);
  authorize(datasetPolicy.read(actor, dataset.workspace_id));
  const schema = await loadDatasetSchema(db, dataset.id);
  const agents = await listAgentsByQuestion(db, dataset.id);
  return schema.questions.map((question) => ({
    question: { id: question.id, name: question.name },
    agents: agents.filter((row) => row.question_id === question.id).map((row) => row.agent),
  }));
}
