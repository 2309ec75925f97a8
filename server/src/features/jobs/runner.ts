import { randomUUID } from 'node:crypto';
import type { JobKind } from '@gloss/contract';
import type { FastifyBaseLogger } from 'fastify';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import { type JobHandler, JobCanceled, JobFailure, type JobRun, type ProgressUpdate } from './run.js';
import {
  type JobRow,
  claimJob,
  finishJobRow,
  findJobRow,
  listClaimableJobs,
  markAttemptStarted,
  releaseJob,
  renewClaim,
  saveJobProgress,
} from './repository.js';

export interface JobRunnerOptions {
  /** How often an idle runner looks for jobs (a job created in this process wakes it at once). */
  pollMs: number;
  /** How long a claim holds without being renewed: a stopped instance's job is taken up again after it. */
  leaseMs: number;
  /** Jobs one instance runs at once. */
  concurrency: number;
}

export const DEFAULT_JOB_RUNNER_OPTIONS: JobRunnerOptions = { pollMs: 1000, leaseMs: 30_000, concurrency: 2 };

const naiveIso = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 23) + '000';

/**
 * Runs the jobs in the database, in this process, beside the HTTP server. A job is claimed for a while with
 * one statement (of several instances on one PostgreSQL one wins), and the claim renewed while it runs; a
 * job whose instance stopped is taken up again once its claim lapses, from its checkpoint. Stopping the
 * server interrupts the jobs running here and gives them back, to be taken up again at the next start.
 */
export class JobRunner {
  private readonly handlers = new Map<JobKind, JobHandler>();
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private timer: NodeJS.Timeout | null = null;
  private looking: Promise<void> | null = null;
  private lookAgain = false;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobRunnerOptions = DEFAULT_JOB_RUNNER_OPTIONS,
  ) {}

  handle<Params, Checkpoint>(kind: JobKind, handler: JobHandler<Params, Checkpoint>): void {
    this.handlers.set(kind, handler as JobHandler);
  }

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Interrupts the jobs running here and gives them back (they resume at the next start, here or elsewhere). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    for (const { controller } of this.running.values()) controller.abort(new Error('The server is stopping'));
    await this.looking;
    await Promise.allSettled([...this.running.values()].map(({ done }) => done));
  }

  /** Looks for jobs now (a job was just created), rather than at the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.look(), 0);
  }

  /** Aborts a job running here at once (it was canceled here), rather than at its next save. */
  interrupt(jobId: string): void {
    this.running.get(jobId)?.controller.abort(new JobCanceled());
  }

  private look(): void {
    this.timer = null;
    if (this.looking) {
      this.lookAgain = true;
      return;
    }
    this.looking = this.claimDueJobs()
      .catch((error: unknown) => this.log.warn({ err: error }, 'jobs: could not look for jobs to run'))
      .then(() => {
        this.looking = null;
        if (this.stopped) return;
        const again = this.lookAgain;
        this.lookAgain = false;
        this.timer = setTimeout(() => this.look(), again ? 0 : this.options.pollMs);
      });
  }

  private async claimDueJobs(): Promise<void> {
    const room = this.options.concurrency - this.running.size;
    if (room <= 0) return;
    for (const { id } of await listClaimableJobs(this.db, now(), room + this.running.size)) {
      if (this.stopped || this.running.size >= this.options.concurrency) return;
      if (this.running.has(id)) continue;
      const token = randomUUID();
      if (!(await claimJob(this.db, id, { token, at: now(), until: naiveIso(Date.now() + this.options.leaseMs) }))) continue;
      const job = await findJobRow(this.db, id);
      if (!job) continue;
      const controller = new AbortController();
      const done = this.runClaimed(job, token, controller).finally(() => {
        this.running.delete(id);
        this.wake();
      });
      this.running.set(id, { controller, done });
    }
  }

  private async runClaimed(job: JobRow, token: string, controller: AbortController): Promise<void> {
    const renewal = setInterval(() => {
      renewClaim(this.db, job.id, token, naiveIso(Date.now() + this.options.leaseMs))
        .then((held) => {
          if (!held) controller.abort(new Error('The job was taken over by another instance'));
        })
        .catch((error: unknown) => this.log.warn({ err: error, job: job.id }, 'jobs: could not renew a claim'));
    }, this.options.leaseMs / 3);
    try {
      const outcome = await this.attempt(job, token, controller);
      await finishJobRow(this.db, job.id, token, { status: 'finished', error: null, url: outcome?.url ?? null, at: now() });
    } catch (error) {
      await this.settleFailure(job, token, controller, error);
    } finally {
      clearInterval(renewal);
    }
  }

  private async attempt(job: JobRow, token: string, controller: AbortController) {
    const handler = this.handlers.get(job.kind as JobKind);
    if (!handler) throw new JobFailure(`This server cannot run ${job.kind} jobs`);
    if (job.cancel_requested) throw new JobCanceled();
    await markAttemptStarted(this.db, job.id, token, now(), job.rows_read);
    const run: JobRun = {
      id: job.id,
      kind: job.kind as JobKind,
      datasetId: job.dataset_id,
      createdBy: job.created_by,
      params: JSON.parse(job.params) as unknown,
      secret: job.secret,
      checkpoint: job.checkpoint === null ? null : (JSON.parse(job.checkpoint) as unknown),
      counts: { rowsRead: job.rows_read, rowsWritten: job.rows_written, rowsRefused: job.rows_refused },
      signal: controller.signal,
      db: this.db,
      saveProgress: async (update: ProgressUpdate, trx?: Db) => {
        const saved = await saveJobProgress(trx ?? this.db, job.id, token, { ...update, refused: update.refused ?? [], at: now() });
        if (!saved) throw new Error('The job is no longer this instance\'s to run');
        if (saved.cancel_requested) throw new JobCanceled();
        controller.signal.throwIfAborted();
      },
    };
    return handler(run);
  }

  private async settleFailure(job: JobRow, token: string, controller: AbortController, error: unknown): Promise<void> {
    const reason = controller.signal.aborted ? (controller.signal.reason as unknown) : error;
    const current = await findJobRow(this.db, job.id).catch(() => undefined);
    if (!current || current.lease_token !== token) return; // gone with its dataset, or taken over
    if (reason instanceof JobCanceled || error instanceof JobCanceled || current.cancel_requested) {
      await finishJobRow(this.db, job.id, token, { status: 'canceled', error: cancelNote(current), url: null, at: now() });
    } else if (this.stopped) {
      await releaseJob(this.db, job.id, token);
    } else if (error instanceof JobFailure) {
      await finishJobRow(this.db, job.id, token, { status: 'failed', error: error.message, url: null, at: now() });
    } else {
      this.log.error({ err: error, job: job.id, kind: job.kind }, 'jobs: a job failed');
      await finishJobRow(this.db, job.id, token, { status: 'failed', error: `The job stopped on an unexpected error after ${current.rows_read} rows; what it wrote stays.`, url: null, at: now() });
    }
  }
}

function cancelNote(job: JobRow): string {
  return `Canceled after ${job.rows_read} rows read (${job.rows_written} written, ${job.rows_refused} refused); what was written stays.`;
}
