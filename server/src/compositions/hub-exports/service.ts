import type { HubExportRequest } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { Unprocessable } from '../../domain/errors.js';
import { datasetForManaging } from '../../features/datasets/access.js';
import type { DatasetRow } from '../../features/datasets/repository.js';
import type { JobRow } from '../../features/jobs/repository.js';
import { enqueueJob } from '../../features/jobs/service.js';
import { countRecords } from '../../features/records/repository.js';

/** A Hub repo's name, alone (`name`, in the token owner's namespace) or with its namespace (`org/name`). */
const REPO_NAME = /^(?:[A-Za-z0-9][A-Za-z0-9_.-]{0,95}\/)?[A-Za-z0-9][A-Za-z0-9_.-]{0,95}$/;

/** Loads the dataset (404), checks the caller may export it (403): before the body is read. */
export function datasetForHubExport(db: Db, actor: Actor, datasetId: string): Promise<DatasetRow> {
  return datasetForManaging(db, actor, datasetId);
}

/**
 * Queues the export of a dataset's records and settings to a Hub dataset repo. The token is kept with the
 * job only until it ends.
 */
export async function startHubExport(db: Db, actor: Actor, datasetId: string, request: HubExportRequest): Promise<JobRow> {
  const dataset = await datasetForManaging(db, actor, datasetId);
  if ((await countRecords(db, dataset.id)) === 0) throw new Unprocessable(`Dataset with id \`${dataset.id}\` has no records to export`);
  if (!REPO_NAME.test(request.name) || request.name.includes('--') || request.name.includes('..')) {
    throw new Unprocessable(`\`${request.name}\` is not a Hub repo name: letters, digits, "-", "_" and ".", as \`name\` or \`org/name\``);
  }
  return enqueueJob(db, {
    kind: 'export',
    datasetId: dataset.id,
    createdBy: actor.id,
    params: { target: { repo_id: request.name, subset: request.subset, split: request.split, private: request.private } },
    secret: request.token,
    rowsTotal: null,
  });
}
