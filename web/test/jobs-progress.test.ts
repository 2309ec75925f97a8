import type { Job, JobProgress } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import { isActiveJob, jobPhase, statusWords } from '../src/features/jobs/job-status';
import { progressShare, wholePercent } from '../src/features/jobs/progress';
import { rowProgress } from '../src/features/jobs/row-progress';
import { hubDatasetUrl, sourceSummary } from '../src/features/jobs/source';

const progress = (changes: Partial<JobProgress> = {}): JobProgress => ({
  rows_read: 0,
  rows_written: 0,
  rows_refused: 0,
  rows_total: null,
  rows_per_second: null,
  seconds_left: null,
  ...changes,
});

const job = (status: Job['status'], changes: Partial<JobProgress> = {}, kind: Job['kind'] = 'import') => ({ status, kind, progress: progress(changes) });

describe('a job’s status in words', () => {
  it('reads Argilla’s queue statuses as waiting, running or over', () => {
    expect(['queued', 'deferred', 'scheduled'].map((status) => jobPhase(status as Job['status']))).toEqual(['queued', 'queued', 'queued']);
    expect(jobPhase('started')).toBe('running');
    expect(jobPhase('finished')).toBe('finished');
    expect(jobPhase('failed')).toBe('failed');
    expect(jobPhase('stopped')).toBe('canceled');
    expect(jobPhase('canceled')).toBe('canceled');
  });

  it('counts a job as active while it is still to run or running', () => {
    expect(isActiveJob({ status: 'queued' })).toBe(true);
    expect(isActiveJob({ status: 'started' })).toBe(true);
    for (const status of ['finished', 'failed', 'canceled', 'stopped'] as const) expect(isActiveJob({ status })).toBe(false);
  });

  it('names what a running job does, and what came of one that is over', () => {
    expect(statusWords(job('queued'))).toEqual({ key: 'jobs.status.queued', tone: 'waiting' });
    expect(statusWords(job('started'))).toEqual({ key: 'jobs.status.importing', tone: 'working' });
    expect(statusWords(job('started', {}, 'export'))).toEqual({ key: 'jobs.status.exporting', tone: 'working' });
    expect(statusWords(job('finished'))).toEqual({ key: 'jobs.status.finished', tone: 'success' });
    expect(statusWords(job('failed'))).toEqual({ key: 'jobs.status.failed', tone: 'danger' });
    expect(statusWords(job('canceled'))).toEqual({ key: 'jobs.status.canceled', tone: 'warning' });
  });

  it('says "Canceling" once a cancel was asked for, until the job says it is over', () => {
    expect(statusWords(job('started'), true).key).toBe('jobs.status.canceling');
    expect(statusWords(job('queued'), true).key).toBe('jobs.status.canceling');
    expect(statusWords(job('canceled'), true).key).toBe('jobs.status.canceled');
    expect(statusWords(job('finished'), true).key).toBe('jobs.status.finished');
  });
});

describe('how far a job got', () => {
  it('rounds the percentage down, so 100% means done', () => {
    expect(wholePercent(0, 10)).toBe(0);
    expect(wholePercent(4_500, 10_000)).toBe(45);
    expect(wholePercent(9_996, 10_000)).toBe(99);
    expect(wholePercent(10_000, 10_000)).toBe(100);
    expect(wholePercent(12, 10)).toBe(100);
    expect(wholePercent(5, 0)).toBe(0);
  });

  it('measures the rows read against the total when the source’s size is known', () => {
    expect(progressShare(job('started', { rows_read: 4_500, rows_total: 10_000 }))).toEqual({ kind: 'share', done: 4_500, total: 10_000, percent: 45 });
    // A source that held more rows than it said (a Hub split's count is an estimate) stays at its total.
    expect(progressShare(job('started', { rows_read: 10_400, rows_total: 10_000 }))).toEqual({ kind: 'share', done: 10_000, total: 10_000, percent: 100 });
  });

  it('is whole once the job finished, whatever the last count', () => {
    expect(progressShare(job('finished', { rows_read: 9_999, rows_total: 10_000 }))).toMatchObject({ kind: 'share', percent: 100 });
    expect(progressShare(job('finished', { rows_read: 0, rows_total: 0 }))).toEqual({ kind: 'share', done: 0, total: 0, percent: 100 });
  });

  it('counts the rows read when the size is not known, moving only while the job runs', () => {
    expect(progressShare(job('started', { rows_read: 12_345 }))).toEqual({ kind: 'count', done: 12_345, moving: true });
    expect(progressShare(job('queued'))).toEqual({ kind: 'count', done: 0, moving: true });
    expect(progressShare(job('failed', { rows_read: 700 }))).toEqual({ kind: 'count', done: 700, moving: false });
    expect(progressShare(job('finished', { rows_read: 700 }))).toEqual({ kind: 'count', done: 700, moving: false });
  });
});

describe('a running import on the datasets list', () => {
  it('waits, shows a percentage, or counts the rows imported so far', () => {
    expect(rowProgress(job('queued', { rows_total: 100 }))).toEqual({ kind: 'queued' });
    expect(rowProgress(job('started', { rows_read: 45, rows_total: 100 }))).toMatchObject({ kind: 'share', percent: 45 });
    expect(rowProgress(job('started', { rows_read: 12_400, rows_written: 12_345 }))).toMatchObject({ kind: 'count', imported: 12_345 });
  });
});

describe('where an import reads from', () => {
  it('names a file with its format, and a Hub dataset with its page', () => {
    expect(sourceSummary({ type: 'file', upload_id: 'u1', filename: 'reviews.csv', format: 'csv', size: 2048 })).toEqual({
      kind: 'file',
      filename: 'reviews.csv',
      format: 'CSV',
      size: 2048,
    });
    expect(sourceSummary({ type: 'file', upload_id: 'u2', filename: 'reviews.parquet', format: 'parquet', size: 9 })).toMatchObject({ format: 'Parquet' });
    expect(sourceSummary({ type: 'file', upload_id: 'u3', filename: 'chats.jsonl', format: 'jsonl', size: 9 })).toMatchObject({ format: 'JSON Lines' });
    expect(sourceSummary({ type: 'hub', dataset: 'stanfordnlp/imdb', subset: 'plain_text', split: 'train' })).toEqual({
      kind: 'hub',
      dataset: 'stanfordnlp/imdb',
      subset: 'plain_text',
      split: 'train',
      url: 'https://huggingface.co/datasets/stanfordnlp/imdb',
    });
  });

  it('escapes each half of a repo id but keeps the slash between them', () => {
    expect(hubDatasetUrl('org/a b')).toBe('https://huggingface.co/datasets/org/a%20b');
    expect(hubDatasetUrl('squad')).toBe('https://huggingface.co/datasets/squad');
  });
});
