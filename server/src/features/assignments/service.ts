import type { AssignmentRule, AssignmentSplit } from '@gloss/contract';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { authorize } from '../../domain/authorize.js';
import { Unprocessable } from '../../domain/errors.js';
import { requireDataset } from '../datasets/access.js';
import { minSubmittedOf } from '../datasets/distribution.js';
import type { DatasetLock, DatasetRow } from '../datasets/repository.js';
import { loadDatasetSchema } from '../records/dataset-schema.js';
import { countRecords, lockDatasetRecords } from '../records/repository.js';
import type { SearchView } from '../search/view.js';
import { searchDialectOf } from '../search/dialect.js';
import { planFilters } from '../search/plan.js';
import { walkMatchSeqs } from '../search/walk.js';
import { assignmentHooks } from './hooks.js';
import { assignmentPolicy } from './policy.js';
import type { AssignmentCounts } from './presenter.js';
import {
  assignRecords,
  countAssignedByUser,
  countAssignedRecords,
  deleteDatasetAssignments,
  findCandidates,
  splitRecords,
} from './repository.js';

// Matched records assigned per statement (their sequence numbers are bound as parameters).
const RULE_BATCH = 5_000;

/** Loads the dataset (404) and checks the caller manages it (403), holding it while its records are written. */
export async function datasetForAssigning(db: Db, actor: Actor, datasetId: string, lock: DatasetLock = 'none'): Promise<DatasetRow> {
  const dataset = await requireDataset(db, datasetId, lock);
  authorize(assignmentPolicy.manage(actor, dataset.workspace_id));
  return dataset;
}

function refuseDraft(dataset: DatasetRow): void {
  if (dataset.status !== 'ready') throw new Unprocessable('Records of a dataset that is not published cannot be assigned');
}

/**
 * Every assignee must exist and be able to read the dataset; the first who is not is named by the id the
 * caller sent (an admin may not learn the username of an account outside their workspaces).
 */
async function checkAssignees(db: Db, dataset: DatasetRow, userIds: readonly string[]): Promise<void> {
  const found = new Map((await findCandidates(db, userIds, dataset.workspace_id)).map((user) => [user.id, user]));
  for (const userId of userIds) {
    const user = found.get(userId);
    if (!user) throw new Unprocessable(`User with id \`${userId}\` not found`);
    if (!assignmentPolicy.assignable(user)) {
      throw new Unprocessable(`User with id \`${user.id}\` cannot be assigned records of dataset \`${dataset.name}\`: they are not a member of its workspace`);
    }
  }
}

async function summaryOf(db: Db, dataset: DatasetRow, changed: number): Promise<AssignmentCounts> {
  const [total, assignedRecords, annotators] = await Promise.all([
    countRecords(db, dataset.id),
    countAssignedRecords(db, dataset.id),
    countAssignedByUser(db, dataset.id),
  ]);
  return { minSubmitted: minSubmittedOf(dataset), total, assignedRecords, annotators, changed };
}

/**
 * One change of a dataset's assignments, in one transaction: the dataset held as record writes hold it, its
 * records locked (PostgreSQL) so that submits on them wait and count with the new assignees, the change,
 * then every record's status. Answers the summary with how many records the change touched.
 */
async function changeAssignments(
  db: Db,
  actor: Actor,
  datasetId: string,
  change: (trx: Db, dataset: DatasetRow) => Promise<number>,
): Promise<AssignmentCounts> {
  return db.transaction().execute(async (trx) => {
    const dataset = await datasetForAssigning(trx, actor, datasetId, 'records');
    const changed = await change(trx, dataset);
    // Every record's status follows the new assignments (records, through the hook).
    await assignmentHooks.changed.announce(trx, { dataset });
    return summaryOf(trx, dataset, changed);
  });
}

export async function getAssignments(db: Db, actor: Actor, datasetId: string): Promise<AssignmentCounts> {
  const dataset = await datasetForAssigning(db, actor, datasetId);
  return summaryOf(db, dataset, 0);
}

/** Splits the records among the annotators, each record to `per_record` of them, balanced. */
export async function splitAssignments(db: Db, actor: Actor, datasetId: string, split: AssignmentSplit): Promise<AssignmentCounts> {
  return changeAssignments(db, actor, datasetId, async (trx, dataset) => {
    refuseDraft(dataset);
    await checkAssignees(trx, dataset, split.user_ids);
    await lockDatasetRecords(trx, dataset.id);
    let userIds = split.user_ids;
    if (split.only_unassigned) {
      // The annotators with the fewest records take the first turns, so that splitting a few new records
      // again and again does not always hand them to the same people.
      const assigned = new Map((await countAssignedByUser(trx, dataset.id)).map((row) => [row.user_id, row.assigned]));
      userIds = [...userIds].sort((a, b) => (assigned.get(a) ?? 0) - (assigned.get(b) ?? 0));
    } else {
      await deleteDatasetAssignments(trx, dataset.id);
    }
    return splitRecords(trx, {
      datasetId: dataset.id,
      userIds,
      perRecord: split.per_record,
      onlyUnassigned: split.only_unassigned,
      timestamp: now(),
    });
  });
}

/** Assigns the records a text query and filters match (the admin search's) to the named annotators. */
export async function assignMatching(db: Db, actor: Actor, datasetId: string, rule: AssignmentRule): Promise<AssignmentCounts> {
  return changeAssignments(db, actor, datasetId, async (trx, dataset) => {
    refuseDraft(dataset);
    if (rule.query?.vector) throw new Unprocessable('Records cannot be assigned by similarity: use a text query and filters');
    await checkAssignees(trx, dataset, rule.user_ids);
    // The admin view: every response, every metadata property.
    const view: SearchView = {
      datasetId: dataset.id,
      published: true,
      schema: await loadDatasetSchema(trx, dataset.id),
      dialect: searchDialectOf(trx),
      userId: null,
      visibleMetadata: null,
    };
    const plan = planFilters(view, { query: rule.query, filters: rule.filters });
    await lockDatasetRecords(trx, dataset.id);
    const timestamp = now();
    let matched = 0;
    // A batch's assignments change only its own records, which later batches (read afresh) never meet
    // again: a filter on assignees keeps meaning what it meant when the call was made.
    for await (const seqs of walkMatchSeqs(trx, plan, RULE_BATCH)) {
      await assignRecords(trx, { datasetId: dataset.id, seqs, userIds: rule.user_ids, replace: rule.replace, timestamp });
      matched += seqs.length;
    }
    return matched;
  });
}

/** Removes every assignment: the dataset is distributed by overlap again. */
export async function clearAssignments(db: Db, actor: Actor, datasetId: string): Promise<AssignmentCounts> {
  return changeAssignments(db, actor, datasetId, async (trx, dataset) => {
    await lockDatasetRecords(trx, dataset.id);
    const assigned = await countAssignedRecords(trx, dataset.id);
    await deleteDatasetAssignments(trx, dataset.id);
    return assigned;
  });
}
