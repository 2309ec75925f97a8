import type { JobKind, RefusedRow } from '@gloss/contract';
import type { Db } from '../../db/types.js';

/** A job as its handler sees it: what to do, and where an earlier attempt stopped. */
export interface JobRun<Params = unknown, Checkpoint = unknown> {
  id: string;
  kind: JobKind;
  datasetId: string;
  createdBy: string;
  params: Params;
  /** The Hub token given with the job, if any: used for it alone, never logged. */
  secret: string | null;
  /** Where the last attempt's last committed batch left the job; null on a first attempt. */
  checkpoint: Checkpoint | null;
  /** The counts so far (an attempt taken up again starts from them). */
  counts: JobCounts;
  /** Aborted when the job is canceled or the server stops: the handler ends at its next batch. */
  signal: AbortSignal;
  db: Db;
  /**
   * Saves the counts so far, the rows refused since the last save, the row count once known and where to go
   * on from. Given the transaction that wrote a batch, it commits with the batch: the checkpoint never says
   * more (or less) than what was written. Throws JobCanceled once the job was canceled.
   */
  saveProgress(update: ProgressUpdate<Checkpoint>, trx?: Db): Promise<void>;
}

export interface JobCounts {
  rowsRead: number;
  rowsWritten: number;
  rowsRefused: number;
}

export interface ProgressUpdate<Checkpoint = unknown> extends JobCounts {
  rowsTotal?: number | null;
  refused?: RefusedRow[];
  checkpoint?: Checkpoint;
}

/** What a job leaves when it is done: a link to what it made (an export's repo). */
export interface JobOutcome {
  url?: string | null;
}

export type JobHandler<Params = unknown, Checkpoint = unknown> = (run: JobRun<Params, Checkpoint>) => Promise<JobOutcome | void>;

/** A job that cannot go on, for a reason the person who started it can act on; the message is shown as it is. */
export class JobFailure extends Error {}

/** Thrown into a handler once its job was canceled; the runner records it as canceled. */
export class JobCanceled extends Error {
  constructor() {
    super('The job was canceled');
  }
}
