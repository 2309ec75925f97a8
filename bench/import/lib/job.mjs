// An import as the web app runs it: `POST /api/v1/datasets/{id}/import/file` answers 202 with the job,
// then `GET /api/v1/jobs/{id}` is polled until the job is done.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const DONE = new Set(['finished', 'failed', 'canceled', 'stopped']);

/** Jobs' timestamps are naive UTC with microseconds; milliseconds since the epoch. */
export const epochMs = (naive) => (naive ? Date.parse(`${naive.slice(0, 23)}Z`) : null);

export async function startFileImport(api, datasetId, uploadId, mapping) {
  const response = await api.request('POST', `/api/v1/datasets/${datasetId}/import/file`, { body: { upload_id: uploadId, mapping }, expect: [202] });
  return response.json();
}

/**
 * Polls the job every `pollMs` until it is done; throws when it fails, or when its rows read have not moved
 * for `stallMs`. Resolves with { job (the last answer), polls, timeline: [seconds since the call, rows
 * written] about once a second }.
 */
export async function waitForJob(api, jobId, { pollMs = 250, stallMs = 300_000, onProgress = () => {} } = {}) {
  const started = performance.now();
  const timeline = [];
  let polls = 0;
  let lastRead = -1;
  let lastMoveAt = performance.now();
  for (;;) {
    const job = await api.get(`/api/v1/jobs/${jobId}`);
    polls += 1;
    const at = (performance.now() - started) / 1000;
    if (timeline.length === 0 || at - timeline.at(-1)[0] >= 1 || DONE.has(job.status)) timeline.push([Math.round(at * 10) / 10, job.progress.rows_written]);
    onProgress(job);
    if (DONE.has(job.status)) {
      if (job.status !== 'finished') throw new Error(`the import ${job.status}: ${job.error ?? '(no reason given)'}; progress ${JSON.stringify(job.progress)}`);
      return { job, polls, timeline };
    }
    if (job.progress.rows_read !== lastRead) {
      lastRead = job.progress.rows_read;
      lastMoveAt = performance.now();
    } else if (performance.now() - lastMoveAt > stallMs) {
      throw new Error(`the import has read no row for ${stallMs / 1000} s (status ${job.status}, ${JSON.stringify(job.progress)})`);
    }
    await sleep(pollMs);
  }
}
