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
