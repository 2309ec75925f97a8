import type { ImportSource, Job, JobKind, JobStatus, RefusedRow } from '@gloss/contract';
import { fromDbBoolean } from '../../db/schema.js';
import type { JobRow } from './repository.js';

/** What a job's `params` hold: an import's source and mapping, or an export's target. */
export interface StoredJobParams {
  source?: ImportSource;
  target?: { repo_id: string; subset: string; split: string; private: boolean };
  [key: string]: unknown;
}

const epochMsOf = (naive: string) => Date.parse(`${naive.slice(0, 23)}Z`);

/** Rows read per second by the running attempt, and the seconds left at that rate when the total is known. */
function rateOf(job: JobRow, nowMs: number): { rowsPerSecond: number | null; secondsLeft: number | null } {
  if (job.status !== 'started' || job.run_started_at === null) return { rowsPerSecond: null, secondsLeft: null };
  const seconds = (nowMs - epochMsOf(job.run_started_at)) / 1000;
  const rows = job.rows_read - job.run_started_rows;
  if (seconds <= 0 || rows <= 0) return { rowsPerSecond: null, secondsLeft: null };
  const rowsPerSecond = rows / seconds;
  const secondsLeft = job.rows_total === null ? null : Math.max(0, (job.rows_total - job.rows_read) / rowsPerSecond);
  return { rowsPerSecond: Math.round(rowsPerSecond * 10) / 10, secondsLeft: secondsLeft === null ? null : Math.round(secondsLeft) };
}

export function presentJob(job: JobRow, nowMs = Date.now()): Job {
  const params = JSON.parse(job.params) as StoredJobParams;
  const { rowsPerSecond, secondsLeft } = rateOf(job, nowMs);
  return {
    id: job.id,
    status: job.status as JobStatus,
    kind: job.kind as JobKind,
    dataset_id: job.dataset_id,
    source: params.source ?? null,
    target: params.target ?? null,
    progress: {
      rows_read: job.rows_read,
      rows_written: job.rows_written,
      rows_refused: job.rows_refused,
      rows_total: job.rows_total,
      rows_per_second: rowsPerSecond,
      seconds_left: secondsLeft,
    },
    refused_rows: JSON.parse(job.refused_rows) as RefusedRow[],
    cancel_requested: fromDbBoolean(job.cancel_requested),
    error: job.error,
    url: job.url,
    inserted_at: job.inserted_at,
    updated_at: job.updated_at,
    started_at: job.started_at,
    finished_at: job.finished_at,
  };
}
