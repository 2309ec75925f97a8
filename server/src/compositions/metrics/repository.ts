import type { Db } from '../../db/types.js';

/** Counts as the engines answer them: a number on SQLite, a string (bigint) on PostgreSQL. */
type Count = number | string;

/** Every job, counted by kind and status (a small table: jobs are kept, not pruned, but few). */
export async function countJobs(db: Db): Promise<{ kind: string; status: string; count: number }[]> {
  const rows = await db
    .selectFrom('jobs')
    .select(['kind', 'status', (eb) => eb.fn.countAll<Count>().as('count')])
    .groupBy(['kind', 'status'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** Each webhook's deliveries by status; a webhook with none has one row with a null status. */
export async function countDeliveries(db: Db): Promise<{ webhookId: string; status: string | null; count: number }[]> {
  const rows = await db
    .selectFrom('webhooks as w')
    .leftJoin('webhook_deliveries as d', 'd.webhook_id', 'w.id')
    .select(['w.id', 'd.status', (eb) => eb.fn.count<Count>('d.seq').as('count')])
    .groupBy(['w.id', 'd.status'])
    .execute();
  return rows.map((row) => ({ webhookId: row.id, status: row.status, count: Number(row.count) }));
}

export interface DatasetRecordCount {
  datasetId: string;
  dataset: string;
  workspace: string;
  /** Null for a dataset without records. */
  status: string | null;
  count: number;
}

/**
 * Every dataset with its records by status, from the counts the database keeps as records are written
 * (migration 013: on PostgreSQL several rows of differences per dataset and status, summed).
 */
export async function countRecordsOfDatasets(db: Db): Promise<DatasetRecordCount[]> {
  const rows = await db
    .selectFrom('datasets as d')
    .innerJoin('workspaces as w', 'w.id', 'd.workspace_id')
    .leftJoin('record_counts as rc', 'rc.dataset_id', 'd.id')
    .select(['d.id', 'd.name', 'w.name as workspace', 'rc.status', (eb) => eb.fn.sum<Count | null>('rc.records').as('count')])
    .groupBy(['d.id', 'd.name', 'w.name', 'rc.status'])
    .execute();
  return rows.map((row) => ({ datasetId: row.id, dataset: row.name, workspace: row.workspace, status: row.status, count: Number(row.count ?? 0) }));
}

/**
 * Every dataset's responses by status: read from the index of (dataset, status, updated_at) alone
 * (migration 010), never the responses' values.
 */
export async function countResponsesOfDatasets(db: Db): Promise<{ datasetId: string; status: string; count: number }[]> {
  const rows = await db
    .selectFrom('responses')
    .select(['dataset_id', 'status', (eb) => eb.fn.countAll<Count>().as('count')])
    .groupBy(['dataset_id', 'status'])
    .execute();
  return rows.map((row) => ({ datasetId: row.dataset_id, status: row.status, count: Number(row.count) }));
}
