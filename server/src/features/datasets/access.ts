import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { authorize } from '../../domain/authorize.js';
import { NotFound } from '../../domain/errors.js';
import { datasetPolicy } from './policy.js';
import { type DatasetLock, type DatasetRow, findDatasetById } from './repository.js';

/** Loads a dataset (404), then checks the caller may read it (403): the order Argilla answers in. */
export async function datasetForReading(db: Db, actor: Actor, datasetId: string): Promise<DatasetRow> {
  const dataset = await requireDataset(db, datasetId);
  authorize(datasetPolicy.read(actor, dataset.workspace_id));
  return dataset;
}

/**
 * Loads a dataset (404), then checks the caller may change it or its settings (403). In a transaction,
 * `lock` holds the dataset until it ends (see DatasetLock).
 */
export async function datasetForManaging(db: Db, actor: Actor, datasetId: string, lock: DatasetLock = 'none'): Promise<DatasetRow> {
  const dataset = await requireDataset(db, datasetId, lock);
  authorize(datasetPolicy.manage(actor, dataset.workspace_id));
  return dataset;
}

export async function requireDataset(db: Db, datasetId: string, lock: DatasetLock = 'none'): Promise<DatasetRow> {
  const dataset = await findDatasetById(db, datasetId, lock);
  if (!dataset) throw NotFound.byId('Dataset', datasetId);
  return dataset;
}

/**
 * Loads one setting of a dataset (a field, question, metadata property or vectors settings) by id (404),
 * then checks the caller may manage its dataset (403), holding the dataset for a settings change (or, with
 * `lock` 'none', only checking, as before a request's body is read).
 */
export async function settingForManaging<Row extends { dataset_id: string }>(
  db: Db,
  actor: Actor,
  setting: { model: string; id: string; find: (db: Db, id: string) => Promise<Row | undefined> },
  lock: 'settings' | 'none' = 'settings',
): Promise<{ row: Row; dataset: DatasetRow }> {
  const found = await setting.find(db, setting.id);
  if (!found) throw NotFound.byId(setting.model, setting.id);
  const dataset = await datasetForManaging(db, actor, found.dataset_id, lock);
  if (lock === 'none') return { row: found, dataset };
  // Read again under the dataset's lock: a change that held it before may have removed the setting.
  const row = await setting.find(db, setting.id);
  if (!row) throw NotFound.byId(setting.model, setting.id);
  return { row, dataset };
}
