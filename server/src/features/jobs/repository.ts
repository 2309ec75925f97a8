import type { JobStatus, RefusedRow } from '@gloss/contract';
import { LISTED_REFUSED_ROWS } from '@gloss/contract';
import type { Insertable, Selectable } from 'kysely';
import type { JobsTable } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import { chunked } from '../../db/chunks.js';

export type JobRow = Selectable<JobsTable>;

export function insertJob(db: Db, job: Insertable<JobsTable>): Promise<unknown> {
  return db.insertInto('jobs').values(job).execute();
}

export function findJobRow(db: Db, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface JobsFilter {
  datasetId?: string;
  /** Only these datasets' jobs (an admin's workspaces); undefined for every dataset (an owner). */
  workspaceIds?: readonly string[];
  statuses?: readonly JobStatus[];
  limit: number;
}

export function listJobRows(db: Db, filter: JobsFilter): Promise<JobRow[]> {
  let query = db.selectFrom('jobs').selectAll('jobs');
  if (filter.datasetId) query = query.where('jobs.dataset_id', '=', filter.datasetId);
  if (filter.statuses) query = query.where('jobs.status', 'in', [...filter.statuses]);
  if (filter.workspaceIds) {
    const workspaceIds = [...filter.workspaceIds];
    if (workspaceIds.length === 0) return Promise.resolve([]);
    query = query.innerJoin('datasets', 'datasets.id', 'jobs.dataset_id').where('datasets.workspace_id', 'in', workspaceIds);
  }
  return query.orderBy('jobs.inserted_at', 'desc').limit(filter.limit).execute();
}

/** A dataset's import still to run or running, if any. */
export function findActiveImport(db: Db, datasetId: string): Promise<JobRow | undefined> {
  return db
    .selectFrom('jobs')
    .selectAll()
    .where('dataset_id', '=', datasetId)
    .where('kind', '=', 'import')
    .where('status', 'in', ['queued', 'started'])
    .executeTakeFirst();
}

/** Queued jobs, and started ones whose claim lapsed (their instance stopped), oldest first. */
export function listClaimableJobs(db: Db, at: string, limit: number): Promise<Pick<JobRow, 'id'>[]> {
  return db
    .selectFrom('jobs')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'started'), eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)])]),
      ]),
    )
    .orderBy('inserted_at')
    .limit(limit)
    .execute();
}

/**
 * Claims a job for an attempt, unless another instance holds it: one statement, so of two instances racing
 * for it one wins, on either engine. Whether it was claimed.
 */
export async function claimJob(db: Db, id: string, claim: { token: string; at: string; until: string }): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ lease_token: claim.token, lease_until: claim.until, status: 'started', updated_at: claim.at })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'started'), eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', claim.at)])]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks when an attempt began, for the rate; the first attempt also sets `started_at`. */
export async function markAttemptStarted(db: Db, id: string, token: string, at: string, rowsRead: number): Promise<void> {
  await db
    .updateTable('jobs')
    .set((eb) => ({ run_started_at: at, run_started_rows: rowsRead, started_at: eb.fn.coalesce('started_at', eb.val(at)) }))
    .where('id', '=', id)
    .where('lease_token', '=', token)
    .execute();
}

/** Extends a claim; false when the claim was lost (it lapsed and another instance took the job). */
export async function renewClaim(db: Db, id: string, token: string, until: string): Promise<boolean> {
  const result = await db.updateTable('jobs').set({ lease_until: until }).where('id', '=', id).where('lease_token', '=', token).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface ProgressRow {
  rowsRead: number;
  rowsWritten: number;
  rowsRefused: number;
  rowsTotal?: number | null;
  refused: RefusedRow[];
  checkpoint?: unknown;
  at: string;
}

/**
 * Saves an attempt's progress under its claim: the counts, the first refused rows listed on the job, every
 * refused row in its own table; nothing once the job was canceled. Answers the job as it now is (its cancel
 * request), or undefined when the claim was lost or the job is gone (its dataset was deleted).
 */
export async function saveJobProgress(db: Db, id: string, token: string, progress: ProgressRow): Promise<JobRow | undefined> {
  const job = await db.selectFrom('jobs').selectAll().where('id', '=', id).where('lease_token', '=', token).executeTakeFirst();
  if (!job) return undefined;
  // Canceled: nothing more is saved, and the batch this save was to commit with is rolled back.
  if (job.cancel_requested) return job;
  const listed = JSON.parse(job.refused_rows) as RefusedRow[];
  const room = LISTED_REFUSED_ROWS - listed.length;
  const refusedRows = room > 0 && progress.refused.length > 0 ? JSON.stringify([...listed, ...progress.refused.slice(0, room)]) : job.refused_rows;
  for (const rows of chunked(progress.refused, 500)) {
    await db
      .insertInto('job_refused_rows')
      .values(rows.map((refused) => ({ job_id: id, row: refused.row, reason: refused.reason })))
      .onConflict((conflict) => conflict.columns(['job_id', 'row']).doNothing())
      .execute();
  }
  const changes = {
    rows_read: progress.rowsRead,
    rows_written: progress.rowsWritten,
    rows_refused: progress.rowsRefused,
    refused_rows: refusedRows,
    updated_at: progress.at,
    ...(progress.rowsTotal !== undefined ? { rows_total: progress.rowsTotal } : {}),
    ...(progress.checkpoint !== undefined ? { checkpoint: JSON.stringify(progress.checkpoint) } : {}),
  };
  await db.updateTable('jobs').set(changes).where('id', '=', id).execute();
  return { ...job, ...changes, rows_total: changes.rows_total ?? job.rows_total, checkpoint: changes.checkpoint ?? job.checkpoint };
}

/** Ends an attempt's job: its final status, and the token erased. Only under the attempt's claim. */
export async function finishJobRow(
  db: Db,
  id: string,
  token: string,
  outcome: { status: JobStatus; error: string | null; url: string | null; at: string },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: outcome.status, error: outcome.error, url: outcome.url, finished_at: outcome.at, updated_at: outcome.at, secret: null, lease_token: null, lease_until: null })
    .where('id', '=', id)
    .where('lease_token', '=', token)
    .execute();
}

/** Gives a claimed job back, to be taken up again (the server is stopping). */
export async function releaseJob(db: Db, id: string, token: string): Promise<void> {
  await db.updateTable('jobs').set({ lease_token: null, lease_until: null }).where('id', '=', id).where('lease_token', '=', token).execute();
}

/**
 * Cancels a job: a queued one at once (its token erased), a started one by a request its attempt reads at
 * its next save. Answers whether it was still to run or running.
 */
export async function cancelJobRow(db: Db, id: string, at: string): Promise<boolean> {
  const queued = await db
    .updateTable('jobs')
    .set({ status: 'canceled', finished_at: at, updated_at: at, secret: null, cancel_requested: 1, error: 'Canceled before it started' })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  if (Number(queued.numUpdatedRows) === 1) return true;
  const started = await db.updateTable('jobs').set({ cancel_requested: 1, updated_at: at }).where('id', '=', id).where('status', '=', 'started').executeTakeFirst();
  return Number(started.numUpdatedRows) === 1;
}

/** Every row a job refused, in row order, a page at a time (`after` the last row number read). */
export function listRefusedRowsAfter(db: Db, jobId: string, after: number, limit: number): Promise<RefusedRow[]> {
  return db.selectFrom('job_refused_rows').select(['row', 'reason']).where('job_id', '=', jobId).where('row', '>', after).orderBy('row').limit(limit).execute();
}
