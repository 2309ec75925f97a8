import type { Db } from '../../db/types.js';
import type { ComputedReport } from './report-cache.js';

/**
 * Reports in `agreement_reports`, one per dataset, with the basis they were computed on. Measures are numbers,
 * NaN where undefined, which JSON cannot write: a figure's value is stored as null then, and read back as NaN.
 */
export async function findStoredReport(db: Db, datasetId: string, basis: string): Promise<ComputedReport | null> {
  const row = await db
    .selectFrom('agreement_reports')
    .select(['report', 'computed_at'])
    .where('dataset_id', '=', datasetId)
    .where('basis', '=', basis)
    .executeTakeFirst();
  if (!row) return null;
  const tally = JSON.parse(row.report, (key, value: unknown) => (key === 'value' && value === null ? Number.NaN : value)) as ComputedReport['tally'];
  return { tally, computedAt: row.computed_at };
}

/** Keeps the dataset's report, in place of the one it had. */
export async function storeReport(db: Db, datasetId: string, basis: string, report: ComputedReport): Promise<void> {
  const text = JSON.stringify(report.tally, (key, value: unknown) => (key === 'value' && typeof value === 'number' && !Number.isFinite(value) ? null : value));
  await db
    .insertInto('agreement_reports')
    .values({ dataset_id: datasetId, basis, report: text, computed_at: report.computedAt })
    .onConflict((conflict) => conflict.column('dataset_id').doUpdateSet({ basis, report: text, computed_at: report.computedAt }))
    .execute();
}
