import type { DatasetAgreement } from '@gloss/contract';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { parsedSettings } from '../questions/settings-cache.js';
import { questionRepository } from '../questions/repository.js';
import { datasetForReviewing } from '../reviews/access.js';
import { DatasetAgreementTally } from './dataset-tally.js';
import { presentAgreement } from './presenter.js';
import { usernamesOf, walkSubmittedRecords } from './repository.js';

/**
 * A dataset's inter-annotator agreement over its submitted responses, for its reviewers (404 for an unknown
 * dataset, then 403). Computed on request in one pass over the records with two or more submitted responses.
 */
export async function getDatasetAgreement(db: Db, actor: Actor, datasetId: string): Promise<DatasetAgreement> {
  const dataset = await datasetForReviewing(db, actor, datasetId);
  const questions = (await questionRepository.listByDataset(db, dataset.id)).map((row) => ({
    id: row.id,
    name: row.name,
    title: row.title,
    settings: parsedSettings(row),
  }));
  const computedAt = now();
  const tally = new DatasetAgreementTally(questions);
  for await (const records of walkSubmittedRecords(db, dataset.id, tally.textFields)) {
    for (const record of records) tally.add(record);
  }
  const result = tally.result();
  const usernames = await usernamesOf(db, result.annotators.map((annotator) => annotator.userId));
  return presentAgreement(result, usernames, computedAt);
}
