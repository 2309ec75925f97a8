import type { Job } from '@gloss/contract';
import { isActiveJob, jobPhase } from './job-status';

/**
 * How far a job got: a share of the rows when the source's count is known, else the count alone (its bar
 * moves without a measure while the job runs, and is full once it is done).
 */
export type ProgressShare =
  | { kind: 'share'; done: number; total: number; percent: number }
  | { kind: 'count'; done: number; moving: boolean };

/**
 * Whole percents, rounded down so that 100% means done: 99.6% of the rows read is not the end of the
 * import, and a bar that says 100% while the job runs on reads as stuck.
 */
export function wholePercent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((done / total) * 100)));
}

export function progressShare(job: Pick<Job, 'status' | 'progress'>): ProgressShare {
  const { rows_read: read, rows_total: total } = job.progress;
  const finished = jobPhase(job.status) === 'finished';
  if (total !== null && total > 0) {
    const done = Math.min(read, total);
    return { kind: 'share', done, total, percent: finished ? 100 : wholePercent(done, total) };
  }
  if (total === 0 && finished) return { kind: 'share', done: 0, total: 0, percent: 100 };
  return { kind: 'count', done: read, moving: isActiveJob(job) };
}
