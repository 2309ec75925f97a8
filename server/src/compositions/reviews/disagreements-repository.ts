import type { RecordDisagreementsTable } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import { chunked } from '../../db/chunks.js';

export type DisagreementRow = RecordDisagreementsTable;

/** The submitted answers of these records, with their dataset. */
export function listSubmittedValues(db: Db, recordIds: readonly string[]) {
  return db
    .selectFrom('responses')
    .select(['record_id', 'dataset_id', 'values'])
    .where('record_id', 'in', recordIds)
    .where('status', '=', 'submitted')
    .execute();
}

/** The question ids of these datasets by name. */
export function listQuestionNames(db: Db, datasetIds: readonly string[]) {
  return db.selectFrom('questions').select(['id', 'name', 'dataset_id']).where('dataset_id', 'in', datasetIds).execute();
}

/** Replaces the disagreement rows of these records with `rows`. */
export async function replaceDisagreements(db: Db, recordIds: readonly string[], rows: readonly DisagreementRow[]): Promise<void> {
  await db.deleteFrom('record_disagreements').where('record_id', 'in', recordIds).execute();
  for (const chunk of chunked(rows)) {
    await db.insertInto('record_disagreements').values(chunk).onConflict((conflict) => conflict.doNothing()).execute();
  }
}

/** The names of the questions answered differently on each of these records. */
export async function listDisagreementNames(db: Db, recordIds: readonly string[]): Promise<{ record_id: string; name: string }[]> {
  const rows: { record_id: string; name: string }[] = [];
  for (const chunk of chunked(recordIds)) {
    rows.push(
      ...(await db
        .selectFrom('record_disagreements')
        .innerJoin('questions', 'questions.id', 'record_disagreements.question_id')
        .select(['record_disagreements.record_id', 'questions.name'])
        .where('record_disagreements.record_id', 'in', chunk)
        .orderBy('questions.inserted_at')
        .orderBy('questions.id')
        .execute()),
    );
  }
  return rows;
}
