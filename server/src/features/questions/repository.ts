import { datasetSettingsRepository } from '../../db/dataset-settings-repository.js';
import type { QuestionsTable } from '../../db/schema.js';
import type { Db } from '../../db/types.js';

export type QuestionRow = QuestionsTable;
export const questionRepository = datasetSettingsRepository('questions');

export async function countRequiredQuestions(db: Db, datasetId: string): Promise<number> {
  const row = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('dataset_id', '=', datasetId)
    .where('required', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The span question that annotates the named field, if any (at most one may). */
export async function spanQuestionOnField(db: Db, datasetId: string, fieldName: string): Promise<QuestionRow | undefined> {
  const questions = await questionRepository.listByDataset(db, datasetId);
  return questions.find((question) => {
    const settings = JSON.parse(question.settings) as { type: string; field?: string };
    return settings.type === 'span' && settings.field === fieldName;
  });
}

/** A question without its settings text, which may be megabytes (a label question with 50,000 options). */
export type QuestionHead = Pick<QuestionRow, 'id' | 'name' | 'required' | 'updated_at'>;

/** The dataset's questions in their order, without settings: enough to know which parsed settings are current. */
export async function listQuestionHeads(db: Db, datasetId: string): Promise<QuestionHead[]> {
  return db
    .selectFrom('questions')
    .select(['id', 'name', 'required', 'updated_at'])
    .where('dataset_id', '=', datasetId)
    .orderBy('inserted_at')
    .orderBy('id')
    .execute();
}

/** The stored settings of the given questions, each with the stamp they were read at. */
export async function settingsTextsOf(db: Db, ids: string[]): Promise<Pick<QuestionRow, 'id' | 'updated_at' | 'settings'>[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('questions').select(['id', 'updated_at', 'settings']).where('id', 'in', ids).execute();
}
