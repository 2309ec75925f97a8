import type { Insertable, Updateable } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { Db } from '../../db/types.js';
import type { DatasetsTable } from '../../db/schema.js';
import type { WritePlan } from '../../db/write-plan.js';

export type DatasetRow = DatasetsTable;

/**
 * How a transaction holds the dataset it works on, so that changes of its settings and writes of its
 * records never interleave (PostgreSQL; SQLite runs one writer at a time anyway):
 * - `settings`: publishing, deleting, or changing its fields, questions, metadata properties or vectors
 *   settings. One at a time, and none while records are written.
 * - `records`: writing records, which read the settings once and must find them unchanged until commit.
 *   Many at once; compatible with the plain updates of the dataset row that answers make.
 */
export type DatasetLock = 'none' | 'settings' | 'records';

export function findDatasetById(db: Db, id: string, lock: DatasetLock = 'none'): Promise<DatasetRow | undefined> {
  let query = db.selectFrom('datasets').selectAll().where('id', '=', id);
  if (lock !== 'none' && isPostgres(db)) query = lock === 'settings' ? query.forUpdate() : query.forKeyShare();
  return query.executeTakeFirst();
}

export function findDatasetByName(db: Db, workspaceId: string, name: string): Promise<DatasetRow | undefined> {
  return db
    .selectFrom('datasets')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('name', '=', name)
    .executeTakeFirst();
}

export interface DatasetFilter {
  /** Restrict to these workspaces; undefined means every workspace. */
  workspaceIds?: readonly string[];
  name?: string;
  status?: DatasetRow['status'];
}

export async function listDatasets(db: Db, filter: DatasetFilter): Promise<DatasetRow[]> {
  if (filter.workspaceIds?.length === 0) return [];
  let query = db.selectFrom('datasets').selectAll();
  if (filter.workspaceIds) query = query.where('workspace_id', 'in', filter.workspaceIds);
  if (filter.name !== undefined) query = query.where('name', '=', filter.name);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  return query.orderBy('inserted_at').orderBy('id').execute();
}

export async function insertDataset(db: Db, row: Insertable<DatasetsTable>): Promise<DatasetRow> {
  await db.insertInto('datasets').values(row).execute();
  return (await findDatasetById(db, row.id))!;
}

export async function updateDatasetRow(db: Db, id: string, changes: Updateable<DatasetsTable>): Promise<DatasetRow> {
  await db.updateTable('datasets').set(changes).where('id', '=', id).execute();
  return (await findDatasetById(db, id))!;
}

export async function deleteDatasetRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('datasets').where('id', '=', id).execute();
}

/**
 * A check for a write planned before its transaction (db/write-plan.ts): what of the dataset a write of its
 * records rests on. Not its last activity, which every write moves.
 */
export function datasetStampQuery(db: Db, id: string) {
  return db.selectFrom('datasets').select(['id', 'workspace_id', 'status', 'allow_extra_metadata', 'updated_at']).where('id', '=', id);
}

/** touchDatasetActivity, planned (SQLite). */
export function planDatasetActivity(plan: WritePlan, datasetId: string, at: string): void {
  plan.step('UPDATE datasets SET last_activity_at = ? WHERE id = ?', [[at, datasetId]]);
}

/** A dataset's last activity (the datasets list sorts by it) follows every write of its records and answers. */
export async function touchDatasetActivity(db: Db, datasetId: string, at: string): Promise<void> {
  await db.updateTable('datasets').set({ last_activity_at: at }).where('id', '=', datasetId).execute();
}
