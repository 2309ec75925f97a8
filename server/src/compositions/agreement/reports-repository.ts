import type { Db } from '../../db/types.js';
import type { DatasetTally, TalliedQuestion } from './dataset-tally.js';
import type { ComputedReport } from './report-cache.js';
import type { QuestionHead } from './tallies/question-agreement.js';

/** A question's tally as stored: its question named by id, as the settings (up to 50,000 labels) are the question's. */
type StoredQuestion = Omit<TalliedQuestion, 'question'> & { questionId: string };

/**
 * Reports in `agreement_reports`, one per dataset, with the basis they were computed on. Measures are numbers,
 * NaN where undefined, which JSON cannot write: a figure's value is stored as null then, and read back as NaN.
 */
export async function findStoredReport(db: Db, datasetId: string, basis: string, questions: readonly QuestionHead[]): Promise<ComputedReport | null> {
  const row = await db
    .selectFrom('agreement_reports')
    .select(['report', 'computed_at'])
    .where('dataset_id', '=', datasetId)
    .where('basis', '=', basis)
    .executeTakeFirst();
  if (!row) return null;
  const stored = JSON.parse(row.report, (key, value: unknown) => (key === 'value' && value === null ? Number.NaN : value)) as Omit<DatasetTally, 'questions'> & {
    questions: StoredQuestion[];
  };
  // The basis names each question's id and last change, so the questions read now are those it was computed with.
  const heads = new Map(questions.map((question) => [question.id, question]));
  const tallied: TalliedQuestion[] = [];
  for (const { questionId, ...rest } of stored.questions) {
    const question = heads.get(questionId);
    if (!question) return null;
    tallied.push({ question, ...rest });
  }
  return { tally: { annotators: stored.annotators, questions: tallied }, computedAt: row.computed_at };
}

/** Keeps the dataset's report, in place of the one it had. */
export async function storeReport(db: Db, datasetId: string, basis: string, report: ComputedReport): Promise<void> {
  const questions: StoredQuestion[] = report.tally.questions.map(({ question, ...rest }) => ({ questionId: question.id, ...rest }));
  const text = JSON.stringify({ annotators: report.tally.annotators, questions }, (key, value: unknown) =>
    key === 'value' && typeof value === 'number' && !Number.isFinite(value) ? null : value,
  );
  await db
    .insertInto('agreement_reports')
    .values({ dataset_id: datasetId, basis, report: text, computed_at: report.computedAt })
    .onConflict((conflict) => conflict.column('dataset_id').doUpdateSet({ basis, report: text, computed_at: report.computedAt }))
    .execute();
}
