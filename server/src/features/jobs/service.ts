import { ACTIVE_JOB_STATUSES, type JobKind } from '@gloss/contract';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { authorize } from '../../domain/authorize.js';
import { Conflict, NotFound } from '../../domain/errors.js';
import { requireDataset } from '../datasets/access.js';
import { jobPolicy } from './policy.js';
import type { StoredJobParams } from './presenter.js';
import { type JobRow, cancelJobRow, findActiveImport, findJobRow, insertJob, listJobRows, listRefusedRowsAfter } from './repository.js';

/** Loads a job (404), then checks the caller manages its dataset (403). */
export async function jobForManaging(db: Db, actor: Actor, jobId: string): Promise<JobRow> {
  const job = await findJobRow(db, jobId);
  if (!job) throw NotFound.byId('Job', jobId);
  const dataset = await requireDataset(db, job.dataset_id);
  authorize(jobPolicy.manage(actor, dataset.workspace_id));
  return job;
}

export async function listJobs(db: Db, actor: Actor, query: { dataset_id?: string; active: boolean; limit: number }): Promise<JobRow[]> {
  authorize(jobPolicy.list(actor));
  return listJobRows(db, {
    datasetId: query.dataset_id,
    workspaceIds: actor.role === 'owner' ? undefined : [...actor.workspaceIds],
    statuses: query.active ? ACTIVE_JOB_STATUSES : undefined,
    limit: query.limit,
  });
}

export interface NewJob {
  kind: JobKind;
  datasetId: string;
  createdBy: string;
  params: StoredJobParams;
  secret: string | null;
  rowsTotal?: number | null;
}

/**
 * Queues a job. An import waits for no other: a dataset takes one import at a time, and a second is refused
 * with the first one's id (the caller holds the dataset's lock, so two cannot both pass).
 */
export async function enqueueJob(db: Db, job: NewJob): Promise<JobRow> {
  if (job.kind === 'import') {
    const running = await findActiveImport(db, job.datasetId);
    if (running) throw new Conflict(`Dataset with id \`${job.datasetId}\` already has an import ${running.status === 'queued' ? 'waiting to start' : 'running'} (job \`${running.id}\`); wait for it to end or cancel it`);
  }
  const at = now();
  const id = randomUUID();
  await insertJob(db, {
    id,
    kind: job.kind,
    dataset_id: job.datasetId,
    created_by: job.createdBy,
    status: 'queued',
    params: JSON.stringify(job.params),
    secret: job.secret,
    rows_read: 0,
    rows_written: 0,
    rows_refused: 0,
    rows_total: job.rowsTotal ?? null,
    refused_rows: '[]',
    cancel_requested: 0,
    run_started_rows: 0,
    inserted_at: at,
    updated_at: at,
  });
  const row = await findJobRow(db, id);
  if (!row) throw new Error('A job just queued is missing');
  return row;
}

/** Cancels a job still to run or running; one already over is answered as it is. */
export async function cancelJob(db: Db, actor: Actor, jobId: string): Promise<{ job: JobRow; wasActive: boolean }> {
  await jobForManaging(db, actor, jobId);
  const wasActive = await cancelJobRow(db, jobId, now());
  const job = await findJobRow(db, jobId);
  if (!job) throw NotFound.byId('Job', jobId);
  return { job, wasActive };
}

const csvText = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** Every row a job refused, as CSV, read from the database a page at a time as the download is read. */
export async function refusedRowsFile(db: Db, actor: Actor, jobId: string): Promise<{ stream: Readable; filename: string }> {
  const job = await jobForManaging(db, actor, jobId);
  async function* lines() {
    yield 'row,reason\r\n';
    for (let after = 0; ; ) {
      const page = await listRefusedRowsAfter(db, job.id, after, 1000);
      if (page.length === 0) return;
      yield page.map((refused) => `${refused.row},${csvText(refused.reason)}\r\n`).join('');
      after = page[page.length - 1].row;
    }
  }
  return { stream: Readable.from(lines()), filename: `refused-rows-${job.id}.csv` };
}
