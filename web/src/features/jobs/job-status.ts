import type { Job, JobStatus } from '@gloss/contract';

/**
 * What a job is doing, as the person reads it. Argilla's queue has more statuses than Gloss uses; those
 * that mean "not yet" wait with `queued`, and `stopped` ends like `canceled`.
 */
export type JobPhase = 'queued' | 'running' | 'finished' | 'failed' | 'canceled';

const PHASES: Record<JobStatus, JobPhase> = {
  queued: 'queued',
  deferred: 'queued',
  scheduled: 'queued',
  started: 'running',
  finished: 'finished',
  failed: 'failed',
  stopped: 'canceled',
  canceled: 'canceled',
};

export function jobPhase(status: JobStatus): JobPhase {
  return PHASES[status];
}

/** Still to run or running: the page follows it, and it can be canceled. */
export function isActiveJob(job: Pick<Job, 'status'>): boolean {
  const phase = jobPhase(job.status);
  return phase === 'queued' || phase === 'running';
}

/** How a status is drawn: its colour says whether to wait, celebrate or look closer. */
export type StatusTone = 'waiting' | 'working' | 'success' | 'danger' | 'warning';

export interface StatusWords {
  /** The catalogue key of the status in words. */
  key: string;
  tone: StatusTone;
}

/**
 * The status in words. A running job whose cancel was asked for keeps running until its next batch, so it
 * says "Canceling" meanwhile rather than seeming to ignore the request.
 */
export function statusWords(job: Pick<Job, 'status' | 'kind'>, cancelRequested = false): StatusWords {
  const phase = jobPhase(job.status);
  if (cancelRequested && (phase === 'queued' || phase === 'running')) return { key: 'jobs.status.canceling', tone: 'warning' };
  switch (phase) {
    case 'queued':
      return { key: 'jobs.status.queued', tone: 'waiting' };
    case 'running':
      return { key: job.kind === 'import' ? 'jobs.status.importing' : 'jobs.status.exporting', tone: 'working' };
    case 'finished':
      return { key: 'jobs.status.finished', tone: 'success' };
    case 'failed':
      return { key: 'jobs.status.failed', tone: 'danger' };
    case 'canceled':
      return { key: 'jobs.status.canceled', tone: 'warning' };
  }
}
