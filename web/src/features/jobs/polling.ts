import type { Job, Role } from '@gloss/contract';
import { statusOf } from '../../shared/api/errors';
import { isActiveJob } from './job-status';

/*
 * When the app asks the server about jobs again: often enough that a progress bar moves, never once there
 * is nothing left to follow.
 */

/** A job's page reads the job again this often while it is still to run or running. */
export const JOB_REFRESH_MS = 1_000;

/** The datasets list reads the running imports again this often, while there are any. */
export const ACTIVE_JOBS_REFRESH_MS = 2_000;

/** TanStack Query's `refetchInterval` for one job: every second while it is active, else never. */
export function jobRefreshInterval(job: Pick<Job, 'status'> | undefined): number | false {
  return job && isActiveJob(job) ? JOB_REFRESH_MS : false;
}

/** TanStack Query's `refetchInterval` for the active jobs: every couple of seconds while any is, else never. */
export function activeJobsRefreshInterval(jobs: readonly Pick<Job, 'status'>[] | undefined): number | false {
  return jobs?.some(isActiveJob) ? ACTIVE_JOBS_REFRESH_MS : false;
}

/** Jobs are their datasets' managers': annotators see none (the API refuses them), so the app never asks. */
export function mayFollowJobs(role: Role | undefined): boolean {
  return role === 'owner' || role === 'admin';
}

/** The dataset's import still to run or running, the newest when the list holds several. */
export function activeImportOf(jobs: readonly Job[] | undefined, datasetId: string): Job | undefined {
  return (jobs ?? [])
    .filter((job) => job.kind === 'import' && job.dataset_id === datasetId && isActiveJob(job))
    .reduce<Job | undefined>((newest, job) => (!newest || job.inserted_at > newest.inserted_at ? job : newest), undefined);
}

/**
 * The datasets whose job ended between two readings of the active jobs: one that was there and is no
 * more (the active list holds only running ones), or is there and no longer active. Their records,
 * counts and progress changed, so what the app holds of them is read again.
 */
export function datasetsWithEndedJobs(before: readonly Job[] | undefined, after: readonly Job[]): string[] {
  if (!before) return [];
  const stillActive = new Set(after.filter(isActiveJob).map((job) => job.id));
  const ended = before.filter((job) => isActiveJob(job) && !stillActive.has(job.id)).map((job) => job.dataset_id);
  return [...new Set(ended)];
}

/** Whether one job ended between two readings: its dataset's data changed with it. */
export function jobHasEnded(before: Pick<Job, 'status'> | undefined, after: Pick<Job, 'status'>): boolean {
  return before !== undefined && isActiveJob(before) && !isActiveJob(after);
}

/**
 * The job is not there for this person: it does not exist (404), the id is not one (422), or it is a
 * dataset's they do not manage (403). An answer, neither tried again nor polled.
 */
export function isUnavailableJob(error: unknown): boolean {
  return error !== null && error !== undefined && [403, 404, 422].includes(statusOf(error));
}
