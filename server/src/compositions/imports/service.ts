import type { FileImportRequest, HubImportRequest, SourceFormat } from '@gloss/contract';
import { fromDbBoolean } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { Unprocessable } from '../../domain/errors.js';
import { datasetForManaging } from '../../features/datasets/access.js';
import type { DatasetRow } from '../../features/datasets/repository.js';
import type { JobRow } from '../../features/jobs/repository.js';
import { enqueueJob } from '../../features/jobs/service.js';
import { hubTokenFor } from '../../features/oauth/hub-tokens.js';
import { loadDatasetSchema } from '../../features/records/dataset-schema.js';
import { uploadForReading } from '../../features/uploads/service.js';
import type { UploadStorage } from '../../features/uploads/storage.js';
import type { HubClient } from '../../hub/index.js';
import { countRows, describeFile } from '../../sources/index.js';
import { classLabelNames, hubRepoId, withHubErrors } from './hub-lookups.js';
import { checkMapping } from './mapping.js';
import type { ImportParams } from './run-import.js';

function requirePublished(dataset: DatasetRow): void {
  if (dataset.status !== 'ready') throw new Unprocessable(`Dataset with id \`${dataset.id}\` is not published: publish it before importing records`);
}

/** Loads the dataset (404), checks the caller may add its records (403): before the body is read. */
export function datasetForImporting(db: Db, actor: Actor, datasetId: string): Promise<DatasetRow> {
  return datasetForManaging(db, actor, datasetId);
}

/**
 * Queues an import once its mapping is known to fit the dataset and the source, holding the dataset so
 * that of two imports started at once one is queued and the other refused.
 */
async function queueImport(db: Db, actor: Actor, datasetId: string, params: ImportParams, columns: readonly string[], extra: { secret: string | null; rowsTotal: number | null }): Promise<JobRow> {
  return db.transaction().execute(async (trx) => {
    const dataset = await datasetForManaging(trx, actor, datasetId, 'records');
    requirePublished(dataset);
    checkMapping(await loadDatasetSchema(trx, dataset.id), params.mapping, columns, fromDbBoolean(dataset.allow_extra_metadata));
    return enqueueJob(trx, { kind: 'import', datasetId: dataset.id, createdBy: actor.id, params: { ...params }, secret: extra.secret, rowsTotal: extra.rowsTotal });
  });
}

/** Imports a split of a Hub dataset: its columns and label names are read from the Hub first. */
export async function startHubImport(db: Db, hub: HubClient, actor: Actor, datasetId: string, request: HubImportRequest): Promise<JobRow> {
  requirePublished(await datasetForManaging(db, actor, datasetId));
  const repoId = hubRepoId(request.name);
  const token = await hubTokenFor(db, actor.id, request.token);
  const info = await withHubErrors(() => hub.info(repoId, request.subset, token));
  if (!(request.split in info.splitRows)) {
    const known = Object.keys(info.splitRows);
    throw new Unprocessable(`The Hub dataset \`${repoId}\` has no split \`${request.split}\` in its subset \`${request.subset}\` (it has ${known.map((split) => `\`${split}\``).join(', ') || 'none'})`);
  }
  const params: ImportParams = {
    source: { type: 'hub', dataset: repoId, subset: request.subset, split: request.split },
    mapping: request.mapping,
    labels: classLabelNames(info.features),
  };
  return queueImport(db, actor, datasetId, params, Object.keys(info.features), { secret: token, rowsTotal: info.splitRows[request.split] ?? null });
}

/** Imports an uploaded file. */
export async function startFileImport(db: Db, storage: UploadStorage, actor: Actor, datasetId: string, request: FileImportRequest): Promise<JobRow> {
  requirePublished(await datasetForManaging(db, actor, datasetId));
  const upload = await uploadForReading(db, actor, storage, request.upload_id);
  const format = upload.format as SourceFormat;
  const path = storage.pathOf(upload.id);
  const { columns } = await describeFile(path, format);
  const params: ImportParams = {
    source: { type: 'file', upload_id: upload.id, filename: upload.filename, format, size: Number(upload.size) },
    mapping: request.mapping,
    labels: {},
  };
  // Counted by the job, which reads the file anyway: a request does not scan a large file.
  return queueImport(db, actor, datasetId, params, columns.map((column) => column.name), { secret: null, rowsTotal: format === 'parquet' ? await countRows(path, format) : null });
}
