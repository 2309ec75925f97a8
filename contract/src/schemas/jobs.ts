import { z } from 'zod';
import { Id, Timestamp, itemsOf, queryInteger } from './common.js';
import { ImportSource } from './imports.js';

/**
 * Argilla's job statuses (those of its job queue). Gloss's jobs are `queued`, then `started`, then one of
 * `finished`, `failed` or `canceled`.
 */
export const JobStatus = z.enum(['queued', 'started', 'finished', 'failed', 'deferred', 'scheduled', 'stopped', 'canceled']);
export type JobStatus = z.infer<typeof JobStatus>;

/** The statuses of a job still to run or running. */
export const ACTIVE_JOB_STATUSES = ['queued', 'started'] as const satisfies readonly JobStatus[];

export const JobKind = z.enum(['import', 'export']);
export type JobKind = z.infer<typeof JobKind>;

/** A row a job could not import, by its number in the source (the first data row is 1), and why. */
export const RefusedRow = z.object({ row: z.int(), reason: z.string() });
export type RefusedRow = z.infer<typeof RefusedRow>;

/** How many refused rows a job lists; it counts them all, and its refused-rows download has them all. */
export const LISTED_REFUSED_ROWS = 100;

export const JobProgress = z.object({
  /** Rows read from the source (an export: records read from the dataset). */
  rows_read: z.int(),
  /** Rows written as records (an export: records written to the Hub). */
  rows_written: z.int(),
  rows_refused: z.int(),
  /** The source's row count, when it is known before reading it all. */
  rows_total: z.int().nullable(),
  /** Rows read per second since the job started, once it has read some. */
  rows_per_second: z.number().nullable(),
  /** Seconds until the job is done at that rate, when the total is known. */
  seconds_left: z.number().nullable(),
});
export type JobProgress = z.infer<typeof JobProgress>;

/** Where an export goes. */
export const ExportTarget = z.object({ repo_id: z.string(), subset: z.string(), split: z.string(), private: z.boolean() });

/**
 * Argilla's job (`{id, status}`), with Gloss's extensions: what it does and to which dataset, its progress,
 * the rows it refused (the first 100), and why it failed.
 */
export const Job = z.object({
  id: Id,
  status: JobStatus,
  kind: JobKind,
  dataset_id: Id,
  source: ImportSource.nullable(),
  target: ExportTarget.nullable(),
  progress: JobProgress,
  refused_rows: z.array(RefusedRow),
  /** A cancel was asked for: a running job stops after the batch it is writing. */
  cancel_requested: z.boolean(),
  /** Why the job failed, or how far a canceled or interrupted job got. */
  error: z.string().nullable(),
  /** The repo's URL, once an export is done. */
  url: z.string().nullable(),
  inserted_at: Timestamp,
  updated_at: Timestamp,
  started_at: Timestamp.nullable(),
  finished_at: Timestamp.nullable(),
});
export type Job = z.infer<typeof Job>;
export const Jobs = itemsOf(Job);

export const JobParams = z.object({ job_id: z.string().max(100) });

/** Jobs the caller may see: those of a dataset, and only those still to run or running when `active`. */
export const JobsQuery = z.object({
  dataset_id: Id.optional(),
  active: z.enum(['true', 'false']).optional().transform((value) => value === 'true'),
  limit: queryInteger(z.int().min(1).max(100).default(50)),
});
