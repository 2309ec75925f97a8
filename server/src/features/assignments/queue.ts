import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { assignmentPolicy } from './policy.js';
import { hasAssignmentsOf, isDatasetAssigned } from './repository.js';

/**
 * Whose assigned records make up the caller's queue in this dataset: the caller's own id in an assigned
 * dataset when their queue is narrowed to their records (see assignmentPolicy.queueIsAssigned), otherwise
 * null (every record, exactly as in an unassigned dataset).
 */
export async function assignedQueueOf(db: Db, actor: Actor, datasetId: string): Promise<string | null> {
  if (!(await isDatasetAssigned(db, datasetId))) return null;
  // Whether owners and admins hold records of their own is asked only when it decides.
  if (assignmentPolicy.queueIsAssigned(actor, false)) return actor.id;
  return assignmentPolicy.queueIsAssigned(actor, await hasAssignmentsOf(db, datasetId, actor.id)) ? actor.id : null;
}
