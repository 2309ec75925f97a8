import type { DatasetAgreement } from '@gloss/contract';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { parsedSettings } from '../../features/questions/settings-cache.js';
import { questionRepository } from '../../features/questions/repository.js';
import { datasetForReviewing } from '../../features/reviewers/access.js';
import { DatasetAgreementTally } from './dataset-tally.js';
import { presentAgreement } from './presenter.js';
import { AgreementReports, type ComputedReport, type ReportBasis, basisKeyOf } from './report-cache.js';
import { findStoredReport, storeReport } from './reports-repository.js';
import type { QuestionHead } from './tallies/question-agreement.js';
import { submittedResponsesStamp, usernamesOf, walkSubmittedRecords } from './repository.js';

/**
 * A dataset's inter-annotator agreement over its submitted responses, for its reviewers (404 for an unknown
 * dataset, then 403). Computed in one pass over the records with two or more submitted responses, and kept
 * while the dataset's questions and submitted responses stay as they were: in this instance's memory
 * (`reports`), and in the database for every instance sharing it. The basis is read from the database on
 * every request, so no instance answers a report once an answer, on any of them, changed what it rests on.
 */
export async function getDatasetAgreement(db: Db, actor: Actor, datasetId: string, reports = new AgreementReports()): Promise<DatasetAgreement> {
  const dataset = await datasetForReviewing(db, actor, datasetId);
  const rows = await questionRepository.listByDataset(db, dataset.id);
  const stamp = await submittedResponsesStamp(db, dataset.id);
  const basis = { questions: rows.map((row) => [row.id, row.updated_at] as const), submitted: stamp.count, lastWrittenAt: stamp.lastWrittenAt };
  const questions = rows.map((row) => ({ id: row.id, name: row.name, title: row.title, settings: parsedSettings(row) }));
  const { tally, computedAt } = await reports.report(dataset.id, basis, () =>
    storedOrComputed(db, dataset.id, { basis, questions }, reports, () => computeReport(db, dataset.id, questions)),
  );
  // Names are read on every request: a report kept for a while names its annotators as they are now.
  const usernames = await usernamesOf(db, tally.annotators.map((annotator) => annotator.userId));
  return presentAgreement(tally, usernames, computedAt);
}

/** The report another instance (or an earlier run) stored on this basis, else one computed here and stored. */
async function storedOrComputed(
  db: Db,
  datasetId: string,
  { basis, questions }: { basis: ReportBasis; questions: readonly QuestionHead[] },
  reports: AgreementReports,
  compute: () => Promise<ComputedReport>,
): Promise<ComputedReport> {
  const basisKey = basisKeyOf(basis);
  const stored = await findStoredReport(db, datasetId, basisKey, questions);
  if (stored) return stored;
  const report = await compute();
  // Kept for the next request, on any instance; one that cannot be kept (its dataset deleted meanwhile) is
  // still this request's answer.
  if (reports.settled(basis)) await storeReport(db, datasetId, basisKey, report).catch(() => undefined);
  return report;
}

async function computeReport(db: Db, datasetId: string, questions: readonly QuestionHead[]): Promise<ComputedReport> {
  const computedAt = now();
  const tally = new DatasetAgreementTally(questions);
  for await (const records of walkSubmittedRecords(db, datasetId, tally.textFields)) {
    for (const record of records) tally.add(record);
  }
  return { tally: tally.result(), computedAt };
}
