import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_JOB_RUNNER_OPTIONS, JobRunner } from '../../src/features/jobs/runner.js';
import { JobFailure, type JobRun } from '../../src/features/jobs/run.js';
import { findJobRow } from '../../src/features/jobs/repository.js';
import { enqueueJob } from '../../src/features/jobs/service.js';
import { jobWhenDone } from '../helpers/imports.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/** The job runner with handlers the test controls: what it records of each ending, and how a cancel reaches a job. */

let server: TestServer;
let datasetId: string;
const silent = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} } as never;

beforeAll(async () => {
  server = await startTestServer({ GLOSS_JOB_WORKERS: '0' });
  datasetId = (await server.factory.dataset({ published: true })).id;
});
afterAll(async () => {
  await server?.close();
});

function runnerWith(handler: (run: JobRun) => Promise<unknown>): JobRunner {
  const runner = new JobRunner(server.db, silent, { ...DEFAULT_JOB_RUNNER_OPTIONS, pollMs: 20 });
  runner.handle('export', handler as never);
  return runner;
}

const queue = (secret: string | null = 'hf_secret_token') =>
  enqueueJob(server.db, { kind: 'export', datasetId, createdBy: server.ownerUser.id, params: { target: { repo_id: 'org/name', subset: 'default', split: 'train', private: false } }, secret });

/** A promise the test settles by hand. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('a job', () => {
  it('that finishes keeps its link and loses its token', async () => {
    const runner = runnerWith(async (run) => {
      expect(run.secret).toBe('hf_secret_token');
      await run.saveProgress({ rowsRead: 5, rowsWritten: 5, rowsRefused: 0, rowsTotal: 5 });
      return { url: 'https://huggingface.co/datasets/org/name' };
    });
    runner.start();
    const job = await queue();
    const done = await jobWhenDone(server.owner, job.id);
    await runner.stop();
    expect(done).toMatchObject({ status: 'finished', url: 'https://huggingface.co/datasets/org/name', progress: { rows_read: 5, rows_total: 5 } });
    expect((await findJobRow(server.db, job.id))?.secret).toBeNull();
  });

  it('that fails for a reason says it; one that breaks says how far it got, without its internals', async () => {
    const runner = runnerWith(async (run) => {
      await run.saveProgress({ rowsRead: 3, rowsWritten: 3, rowsRefused: 0 });
      if ((run.params as { target: { repo_id: string } }).target.repo_id === 'org/name') throw new JobFailure('The Hub refused the token');
      throw new Error('internal detail');
    });
    runner.start();
    const failed = await jobWhenDone(server.owner, (await queue()).id);
    expect(failed).toMatchObject({ status: 'failed', error: 'The Hub refused the token' });
    const broken = await enqueueJob(server.db, { kind: 'export', datasetId, createdBy: server.ownerUser.id, params: { target: { repo_id: 'other', subset: 'd', split: 't', private: false } }, secret: null });
    const done = await jobWhenDone(server.owner, broken.id);
    await runner.stop();
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(/after 3 rows/);
    expect(done.error).not.toMatch(/internal detail/);
  });

  it('canceled while it runs stops at once, and says how far it got', async () => {
    const started = gate();
    const runner = runnerWith(async (run) => {
      await run.saveProgress({ rowsRead: 10, rowsWritten: 10, rowsRefused: 0 });
      started.open();
      await new Promise((_resolve, reject) => run.signal.addEventListener('abort', () => reject(run.signal.reason)));
    });
    runner.start();
    const job = await queue();
    await started.opened;
    const answer = await server.owner.post(`/api/v1/jobs/${job.id}/cancel`);
    expect(answer.status).toBe(200);
    // The route interrupts a job on the instance that runs it: here that is this runner, not the server's.
    runner.interrupt(job.id);
    const done = await jobWhenDone(server.owner, job.id);
    await runner.stop();
    expect(done).toMatchObject({ status: 'canceled', error: expect.stringMatching(/after 10 rows read/) });
    expect((await findJobRow(server.db, job.id))?.secret).toBeNull();
  });

  it('canceled from elsewhere stops at its next save', async () => {
    const saved = gate();
    const goOn = gate();
    const runner = runnerWith(async (run) => {
      await run.saveProgress({ rowsRead: 1, rowsWritten: 1, rowsRefused: 0 });
      saved.open();
      await goOn.opened;
      await run.saveProgress({ rowsRead: 2, rowsWritten: 2, rowsRefused: 0 });
      throw new Error('a canceled job goes no further than its save');
    });
    runner.start();
    const job = await queue();
    await saved.opened;
    await server.owner.post(`/api/v1/jobs/${job.id}/cancel`);
    goOn.open();
    const done = await jobWhenDone(server.owner, job.id);
    await runner.stop();
    expect(done.status).toBe('canceled');
    expect(done.progress.rows_read).toBe(1);
  });

  it('running when the server stops is given back, to be taken up again', async () => {
    const started = gate();
    const first = runnerWith(async (run) => {
      started.open();
      await new Promise((_resolve, reject) => run.signal.addEventListener('abort', () => reject(run.signal.reason)));
    });
    first.start();
    const job = await queue();
    await started.opened;
    await first.stop();
    const row = await findJobRow(server.db, job.id);
    expect(row).toMatchObject({ status: 'started', lease_token: null, secret: 'hf_secret_token' });

    const second = runnerWith(async (run) => {
      expect(run.secret).toBe('hf_secret_token');
      return {};
    });
    second.start();
    expect((await jobWhenDone(server.owner, job.id)).status).toBe('finished');
    await second.stop();
  });
});
