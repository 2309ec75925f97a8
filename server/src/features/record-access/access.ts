import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { authorize } from '../../domain/authorize.js';
import { NotFound } from '../../domain/errors.js';
import { isDatasetAssigned, isRecordAssignedTo } from '../assignments/repository.js';
import { requireDataset } from '../datasets/access.js';
import { datasetPolicy } from '../datasets/policy.js';
import type { DatasetRow } from '../datasets/repository.js';
import { requireRecord } from '../records/access.js';
import type { RecordRow } from '../records/repository.js';
import { reviewerPolicy } from '../reviewers/policy.js';
import { isListedReviewer } from '../reviewers/repository.js';
import { recordAccessPolicy } from './policy.js';

/**
 * What of a dataset's records the caller reaches (see recordAccessPolicy). Every path that takes a record
 * id, or answers records, to someone who may not be a reviewer goes through here.
 */
export interface RecordReach {
  /** The caller's id when they reach only the records assigned to them; null: every record of the dataset. */
  onlyAssignedTo: string | null;
  /** Whether the caller sees every user's responses; otherwise their own only. */
  everyResponse: boolean;
}

/**
 * The reach of a caller who reads the dataset. The reviewers list is read only for members who do not
 * manage it, and the assignments only when they would narrow the caller's reach.
 */
export async function reachOf(db: Db, actor: Actor, dataset: DatasetRow): Promise<RecordReach> {
  const workspaceId = dataset.workspace_id;
  // Both asked at once when both may decide (one round trip to the database, not two); the assignments are
  // not asked when no listing could make them narrow the reach.
  const mayNarrow = [false, true].some((listed) => recordAccessPolicy.onlyAssignedRecords(actor, workspaceId, { listed, assigned: true }));
  const [listed, assigned] = await Promise.all([
    reviewerPolicy.needsListing(actor, workspaceId) ? isListedReviewer(db, dataset.id, actor.id) : false,
    mayNarrow ? isDatasetAssigned(db, dataset.id) : false,
  ]);
  const narrowed = recordAccessPolicy.onlyAssignedRecords(actor, workspaceId, { listed, assigned: true }) && assigned;
  return { onlyAssignedTo: narrowed ? actor.id : null, everyResponse: recordAccessPolicy.everyResponse(actor, workspaceId, listed) };
}

/**
 * Checks the caller reads the dataset (403), then that they reach its record `recordId`: a record out of
 * their reach throws `absent()` (a 404, exactly as for something that does not exist).
 */
export async function checkReach(db: Db, actor: Actor, dataset: DatasetRow, recordId: string, absent: () => NotFound): Promise<RecordReach> {
  authorize(datasetPolicy.read(actor, dataset.workspace_id));
  const reach = await reachOf(db, actor, dataset);
  if (reach.onlyAssignedTo !== null && !(await isRecordAssignedTo(db, recordId, reach.onlyAssignedTo))) throw absent();
  return reach;
}

/**
 * Loads a record and its dataset (404), checks the caller reads the dataset (403), then that the record is
 * within their reach (404, said as for a record that does not exist).
 */
export async function recordForReading(db: Db, actor: Actor, recordId: string): Promise<{ record: RecordRow; dataset: DatasetRow; reach: RecordReach }> {
  const record = await requireRecord(db, recordId);
  const dataset = await requireDataset(db, record.dataset_id);
  const reach = await checkReach(db, actor, dataset, record.id, () => NotFound.byId('Record', record.id));
  return { record, dataset, reach };
}
