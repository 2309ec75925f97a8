// Seeding through PUT /datasets/{id}/records/bulk. Bodies are generated and written to disk before the
// clock starts, so the measured rate is the server's (plus reading a file from the page cache), not the
// benchmark's own data generation competing for the same cores.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { bulkBody } from './data.mjs';
import { summarize } from './stats.mjs';

export const BATCH_SIZE = 500;

/** Writes the bodies of records [from, to) in batches of BATCH_SIZE; returns the batch list. */
export function prepareBatches(dir, from, to, questions) {
  mkdirSync(dir, { recursive: true });
  const started = performance.now();
  const batches = [];
  let bytes = 0;
  for (let start = from; start < to; start += BATCH_SIZE) {
    const end = Math.min(to, start + BATCH_SIZE);
    const body = bulkBody(start, end, questions);
    const path = join(dir, `batch-${String(start).padStart(9, '0')}.json`);
    writeFileSync(path, body);
    bytes += Buffer.byteLength(body);
    batches.push({ path, from: start, to: end });
  }
  return { dir, batches, bytes, ms: performance.now() - started };
}

export function discardBatches(prepared) {
  rmSync(prepared.dir, { recursive: true, force: true });
}

/**
 * Sends every prepared batch with `concurrency` requests in flight; stops at the first failure (thrown).
 * The first response is checked in full (one item per record sent, each with an id). `transform`, when
 * given, rewrites each body read from disk before it is sent (the annotation benchmark puts the round's
 * question ids into bodies generated once per run).
 */
export async function sendBatches(api, datasetId, prepared, concurrency, onProgress = () => {}, { transform } = {}) {
  const path = `/api/v1/datasets/${datasetId}/records/bulk`;
  const latencies = [];
  let next = 0;
  let done = 0;
  let failure = null;
  const started = performance.now();
  async function worker() {
    while (!failure && next < prepared.batches.length) {
      const batch = prepared.batches[next++];
      const raw = await readFile(batch.path);
      const body = transform ? transform(raw) : raw;
      try {
        const response = await api.request('PUT', path, { body, expect: [200, 201] });
        latencies.push(response.ms);
        if (batch.from === prepared.batches[0].from) {
          const items = response.json().items;
          const expected = batch.to - batch.from;
          if (!Array.isArray(items) || items.length !== expected || items.some((item) => !item?.id)) {
            throw new Error(`PUT ${path} answered ${response.status} with ${Array.isArray(items) ? items.length : 'no'} items for ${expected} records sent`);
          }
        }
      } catch (error) {
        failure ??= error;
        return;
      }
      done += batch.to - batch.from;
      onProgress(done);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (failure) throw failure;
  const ms = performance.now() - started;
  return { records: done, batches: latencies.length, concurrency, seconds: ms / 1000, recordsPerSecond: done / (ms / 1000), batchLatencyMs: summarize(latencies) };
}

/** Counts the dataset's records through the admin search (an empty body matches everything). */
export async function countRecords(api, datasetId) {
  const result = await api.post(`/api/v1/datasets/${datasetId}/records/search?limit=1`, {});
  return result.total;
}
