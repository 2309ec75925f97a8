import type { Insertable, Selectable } from 'kysely';
import type { SuggestionsTable } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import type { WritePlan } from '../../db/write-plan.js';
import { chunked } from '../../db/chunks.js';

export type SuggestionRow = Selectable<SuggestionsTable>;

export function findSuggestionById(db: Db, id: string): Promise<SuggestionRow | undefined> {
  return db.selectFrom('suggestions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSuggestionOf(db: Db, recordId: string, questionId: string): Promise<SuggestionRow | undefined> {
  return db
    .selectFrom('suggestions')
    .selectAll()
    .where('record_id', '=', recordId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
}

export async function listSuggestionsOfRecords(db: Db, recordIds: readonly string[]): Promise<SuggestionRow[]> {
  const rows: SuggestionRow[] = [];
  for (const chunk of chunked(recordIds)) {
    rows.push(...(await db.selectFrom('suggestions').selectAll().where('record_id', 'in', chunk).orderBy('inserted_at').execute()));
  }
  return rows;
}

/** Writes suggestions, overwriting the one a record already has for the same question. */
export async function upsertSuggestionRows(db: Db, rows: Insertable<SuggestionsTable>[]): Promise<void> {
  for (const chunk of chunked(rows)) {
    await db
      .insertInto('suggestions')
      .values(chunk)
      .onConflict((conflict) =>
        conflict.columns(['record_id', 'question_id']).doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          score: eb.ref('excluded.score'),
          agent: eb.ref('excluded.agent'),
          type: eb.ref('excluded.type'),
          updated_at: eb.ref('excluded.updated_at'),
          score_key: eb.ref('excluded.score_key'),
          value_num: eb.ref('excluded.value_num'),
          value_text: eb.ref('excluded.value_text'),
        })),
      )
      .execute();
  }
}

const SUGGESTION_COLUMNS = [
  'id', 'record_id', 'record_seq', 'question_id', 'dataset_id', 'value', 'score', 'agent', 'type', 'inserted_at', 'updated_at', 'score_key', 'value_num', 'value_text',
] as const;
const REPLACED_ON_CONFLICT = ['value', 'score', 'agent', 'type', 'updated_at', 'score_key', 'value_num', 'value_text'];
const UPSERT_SUGGESTION = `INSERT INTO suggestions (${SUGGESTION_COLUMNS.join(', ')}) VALUES (${SUGGESTION_COLUMNS.map(() => '?').join(', ')})
  ON CONFLICT (record_id, question_id) DO UPDATE SET ${REPLACED_ON_CONFLICT.map((column) => `${column} = excluded.${column}`).join(', ')}`;
const RECORD_SEQ_AT = SUGGESTION_COLUMNS.indexOf('record_seq');

/**
 * upsertSuggestionRows, planned (SQLite; db/write-plan.ts): each row's `record_seq` is the position of its
 * record in the plan's keyed step.
 */
export function planSuggestionRows(plan: WritePlan, rows: readonly Insertable<SuggestionsTable>[]): void {
  plan.step(UPSERT_SUGGESTION, rows.map((row) => SUGGESTION_COLUMNS.map((column) => row[column] ?? null)), { keyAt: [RECORD_SEQ_AT] });
}

export async function deleteSuggestionsOfRecord(db: Db, recordId: string, ids?: readonly string[]): Promise<void> {
  let query = db.deleteFrom('suggestions').where('record_id', '=', recordId);
  if (ids) query = query.where('id', 'in', ids);
  await query.execute();
}

/** Whether it deleted the suggestion (false: a call at the same time deleted it first). */
export async function deleteSuggestionRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('suggestions').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Distinct agents that suggested answers, per question of a dataset. */
export async function listAgentsByQuestion(db: Db, datasetId: string): Promise<{ question_id: string; agent: string }[]> {
  return db
    .selectFrom('suggestions')
    .select(['question_id', 'agent'])
    .distinct()
    .where('dataset_id', '=', datasetId)
    .where('agent', 'is not', null)
    .orderBy('agent')
    .execute() as Promise<{ question_id: string; agent: string }[]>;
}
