import type { Job } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../src/shared/api/errors';
import {
  ACTIVE_JOBS_REFRESH_MS,
  activeImportOf,
  activeJobsRefreshInterval,
  datasetsWithEndedJobs,
  isUnavailableJob,
  JOB_REFRESH_MS,
  jobHasEnded,
  jobRefreshInterval,
  mayFollowJobs,
} from '../src/features/jobs/polling';

const job = (changes: Partial<Job> = {}): Job => ({
  id: 'job-1',
  status: 'started',
  kind: 'import',
  dataset_id: 'ds-1',
  source: { type: 'hub', dataset: 'org/data', subset: 'default', split: 'train' },
  target: null,
  progress: { rows_read: 10, rows_written: 10, rows_refused: 0, rows_total: 100, rows_per_second: 5, seconds_left: 18 },
  refused_rows: [],
  cancel_requested: false,
  error: null,
  url: null,
  inserted_at: '2026-03-01T10:00:00.000000',
  updated_at: '2026-03-01T10:00:02.000000',
  started_at: '2026-03-01T10:00:01.000000',
  finished_at: null,
  ...changes,
});

describe('following one job', () => {
  it('reads it again every second while it is still to run or running, and never after', () => {
    expect(jobRefreshInterval(undefined)).toBe(false);
    expect(jobRefreshInterval(job({ status: 'queued' }))).toBe(JOB_REFRESH_MS);
    expect(jobRefreshInterval(job({ status: 'started' }))).toBe(JOB_REFRESH_MS);
    for (const status of ['finished', 'failed', 'canceled'] as const) expect(jobRefreshInterval(job({ status }))).toBe(false);
    expect(JOB_REFRESH_MS).toBe(1_000);
  });

  it('stops at a job that is not there for the person, but not at a hiccup', () => {
    for (const status of [403, 404, 422]) expect(isUnavailableJob(new HttpError(status, null, '/p')), String(status)).toBe(true);
    expect(isUnavailableJob(new HttpError(500, null, '/p'))).toBe(false);
    expect(isUnavailableJob(new HttpError(429, null, '/p'))).toBe(false);
    expect(isUnavailableJob(new NetworkError('/p'))).toBe(false);
    expect(isUnavailableJob(null)).toBe(false);
  });

  it('tells when a job it was following has ended', () => {
    expect(jobHasEnded(job({ status: 'started' }), job({ status: 'finished' }))).toBe(true);
    expect(jobHasEnded(job({ status: 'queued' }), job({ status: 'canceled' }))).toBe(true);
    expect(jobHasEnded(job({ status: 'queued' }), job({ status: 'started' }))).toBe(false);
    // First read, or read again once over: nothing changed that was not already known.
    expect(jobHasEnded(undefined, job({ status: 'finished' }))).toBe(false);
    expect(jobHasEnded(job({ status: 'finished' }), job({ status: 'finished' }))).toBe(false);
  });
});

describe('the active jobs on the datasets list', () => {
  it('are read again every couple of seconds only while some job is active', () => {
    expect(activeJobsRefreshInterval(undefined)).toBe(false);
    expect(activeJobsRefreshInterval([])).toBe(false);
    expect(activeJobsRefreshInterval([job({ status: 'queued' })])).toBe(ACTIVE_JOBS_REFRESH_MS);
    expect(activeJobsRefreshInterval([job({ status: 'finished' })])).toBe(false);
    expect(ACTIVE_JOBS_REFRESH_MS).toBe(2_000);
  });

  it('are never asked for annotators, who see no job', () => {
    expect(mayFollowJobs('owner')).toBe(true);
    expect(mayFollowJobs('admin')).toBe(true);
    expect(mayFollowJobs('annotator')).toBe(false);
    expect(mayFollowJobs(undefined)).toBe(false);
  });

  it('give each dataset its newest active import, never an export', () => {
    const older = job({ id: 'old', inserted_at: '2026-03-01T09:00:00.000000' });
    const newer = job({ id: 'new', status: 'queued', inserted_at: '2026-03-01T11:00:00.000000' });
    const exporting = job({ id: 'export', kind: 'export', source: null, inserted_at: '2026-03-01T12:00:00.000000' });
    const elsewhere = job({ id: 'other', dataset_id: 'ds-2' });
    const jobs = [older, exporting, newer, elsewhere];
    expect(activeImportOf(jobs, 'ds-1')?.id).toBe('new');
    expect(activeImportOf(jobs, 'ds-2')?.id).toBe('other');
    expect(activeImportOf([exporting], 'ds-1')).toBeUndefined();
    expect(activeImportOf([job({ status: 'finished' })], 'ds-1')).toBeUndefined();
    expect(activeImportOf(undefined, 'ds-1')).toBeUndefined();
  });

  it('name the datasets whose job ended since the last reading, once each', () => {
    const a = job({ id: 'a', dataset_id: 'ds-a' });
    const b = job({ id: 'b', dataset_id: 'ds-b' });
    const b2 = job({ id: 'b2', dataset_id: 'ds-b', kind: 'export' });
    expect(datasetsWithEndedJobs(undefined, [a])).toEqual([]);
    expect(datasetsWithEndedJobs([a, b], [a, b])).toEqual([]);
    expect(datasetsWithEndedJobs([a, b, b2], [a])).toEqual(['ds-b']);
    expect(datasetsWithEndedJobs([a], [{ ...a, status: 'finished' }])).toEqual(['ds-a']);
    expect(datasetsWithEndedJobs([], [a])).toEqual([]);
  });
});
