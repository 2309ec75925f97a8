import type { HubExportRequest } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { Unprocessable } from '../../domain/errors.js';
import { datasetForManaging } from '../../features/datasets/access.js';
import type { DatasetRow } from '../../features/datasets/repository.js';
import type { JobRow } from '../../features/jobs/repository.js';
import { enqueueJob } from '../../features/jobs/service.js';
import { countRecords } from '../../features/records/repository.js';
import { exportTargetRefusal } from './repo-layout.js';

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
  const refusal = exportTargetRefusal({ repo_id: request.name, subset: request.subset, split: request.split });
  if (refusal) throw new Unprocessable(refusal);
  return enqueueJob(db, {
    kind: 'export',
    datasetId: dataset.id,
    createdBy: actor.id,
    params: { target: { repo_id: request.name, subset: request.subset, split: request.split, private: request.private } },
    secret: request.token,
    rowsTotal: null,
  });
}
