// The floor an import is held to: the same rows sent as records through
// `POST /api/v1/datasets/{id}/records/bulk` in batches of 500, as the records benchmark sends its own.
// The bodies are written to disk before the clock starts, so the rate measured is the server's.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { summarize } from '../../records/lib/stats.mjs';
import { makeRow, recordOfRow } from './rows.mjs';

export const BULK_BATCH = 500;

/** Writes the bulk bodies of rows [from, to) (suggestions for `labelQuestionId`); returns the batch list. */
export function prepareBulkBodies(dir, from, to, labelQuestionId) {
  mkdirSync(dir, { recursive: true });
  const started = performance.now();
  const batches = [];
  let bytes = 0;
  for (let start = from; start < to; start += BULK_BATCH) {
    const end = Math.min(to, start + BULK_BATCH);
    const items = [];
    for (let index = start; index < end; index += 1) items.push(recordOfRow(makeRow(index), labelQuestionId));
    const body = JSON.stringify({ items });
    const path = join(dir, `batch-${String(start).padStart(9, '0')}.json`);
    writeFileSync(path, body);
    bytes += Buffer.byteLength(body);
    batches.push({ path, from: start, to: end });
  }
  return { dir, batches, bytes, seconds: (performance.now() - started) / 1000 };
}

export function discardBulkBodies(prepared) {
  rmSync(prepared.dir, { recursive: true, force: true });
}

/**
 * Sends every prepared body with `concurrency` requests in flight; the first failure stops the run and
 * is thrown. The first answer is checked in full: one created record, with its id, per item sent.
 */
export async function sendBulkBodies(api, datasetId, prepared, concurrency, onProgress = () => {}) {
  const path = `/api/v1/datasets/${datasetId}/records/bulk`;
  const latencies = [];
  let next = 0;
  let done = 0;
  let failure = null;
  const started = performance.now();
  async function worker() {
    while (!failure && next < prepared.batches.length) {
      const batch = prepared.batches[next++];
      const body = await readFile(batch.path);
      try {
        const response = await api.request('POST', path, { body, expect: [201] });
        latencies.push(response.ms);
        if (batch === prepared.batches[0]) {
          const items = response.json().items;
          const expected = batch.to - batch.from;
          if (!Array.isArray(items) || items.length !== expected || items.some((item) => !item?.id)) {
            throw new Error(`POST ${path} answered ${response.status} with ${Array.isArray(items) ? items.length : 'no'} items for ${expected} records sent`);
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
  const seconds = (performance.now() - started) / 1000;
  return { records: done, batches: latencies.length, concurrency, seconds, recordsPerSecond: done / seconds, batchLatencyMs: summarize(latencies) };
}

/**
 * How many requests the records benchmark keeps in flight by default (`BENCH_INGEST_CONCURRENCY=auto`):
 * two equal trials on throwaway datasets, one request at a time and two, and the faster wins. The trial
 * size is the records benchmark's too: a tenth of the rows, 1,000 to 5,000.
 */
export function trialRows(rows) {
  return Math.min(rows, Math.max(1000, Math.min(5000, Math.round(rows / 10 / BULK_BATCH) * BULK_BATCH)));
}
