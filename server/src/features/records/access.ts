import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { authorize } from '../../domain/authorize.js';
import { NotFound } from '../../domain/errors.js';
import { requireDataset } from '../datasets/access.js';
import { datasetPolicy } from '../datasets/policy.js';
import type { DatasetLock, DatasetRow } from '../datasets/repository.js';
import { type RecordRow, findRecordById } from './repository.js';

export async function requireRecord(db: Db, recordId: string): Promise<RecordRow> {
  const record = await findRecordById(db, recordId);
  if (!record) throw NotFound.byId('Record', recordId);
  return record;
}

/** Loads a record and its dataset (404), then checks the caller may change it: owners and member admins. */
export async function recordForManaging(
  db: Db,
  actor: Actor,
  recordId: string,
  lock: DatasetLock = 'none',
): Promise<{ record: RecordRow; dataset: DatasetRow }> {
  const record = await requireRecord(db, recordId);
  const dataset = await requireDataset(db, record.dataset_id, lock);
  authorize(datasetPolicy.manage(actor, dataset.workspace_id));
  return { record, dataset };
}
