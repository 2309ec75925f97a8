import { parquetMetadata } from 'hyparquet';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportPath, fetchRaw, readParquet } from '../helpers/export-files.js';
import { type RecordsDataset, createRecords, makeRecordsDataset } from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * A large export is streamed: the server reads batch after batch as the client reads, so what it holds
 * does not grow with the dataset. The server runs in this process, so its heap is measured here, after
 * a garbage collection (exposed for the test), while the client holds the download half-read.
 */

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const RECORDS = 5_000;
const TEXT_BYTES = 8_000;

let server: TestServer;
let dataset: RecordsDataset;

beforeAll(async () => {
  server = await startTestServer();
  dataset = await makeRecordsDataset(server, { workspace: await server.factory.workspace() });
  const filler = 'lorem ipsum dolor sit amet '.repeat(Math.ceil(TEXT_BYTES / 27)).slice(0, TEXT_BYTES);
  for (let start = 0; start < RECORDS; start += 500) {
    const items = Array.from({ length: 500 }, (_, offset) => ({
      external_id: `big-${start + offset}`,
      fields: { text: `record ${start + offset} ${filler}` },
      metadata: { words: (start + offset) % 1000 },
    }));
    await createRecords(server, dataset, items);
  }
}, 180_000);
afterAll(() => server.close());

function heapInUse(): number {
  collectGarbage();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

const startExport = (body: unknown, signal?: AbortSignal) =>
  fetch(new URL(exportPath(dataset), server.api.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Argilla-Api-Key': server.ownerUser.apiKey },
    body: JSON.stringify(body),
    signal,
  });

describe(`an export of ${RECORDS} records of ${TEXT_BYTES / 1000} kB`, () => {
  it('is streamed: held half-read, the server holds a few batches, not the file', async () => {
    const before = heapInUse();
    const response = await startExport({ format: 'jsonl' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-gloss-total')).toBe(String(RECORDS));
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let lines = 0;
    let previous = -1;
    let chunks = 0;
    let largestGrowth = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      const complete = text.split('\n');
      text = complete.pop()!;
      for (const line of complete) {
        const index = Number((JSON.parse(line) as { id: string }).id.slice('big-'.length));
        expect(index).toBe(previous + 1);
        previous = index;
        lines += 1;
      }
      chunks += 1;
      if (chunks === 1 || chunks % 100 === 0) {
        // Give the server time to run ahead as far as it would, then weigh what is held.
        await new Promise((resolve) => setTimeout(resolve, 300));
        largestGrowth = Math.max(largestGrowth, heapInUse() - before);
      }
    }
    expect(lines).toBe(RECORDS);
    const fileBytes = RECORDS * TEXT_BYTES;
    expect(largestGrowth, `grew ${Math.round(largestGrowth / 1e6)} MB for a ${fileBytes / 1e6} MB file`).toBeLessThan(fileBytes / 2);
  }, 120_000);

  it('stops when the client goes away, and the server goes on serving', async () => {
    const abort = new AbortController();
    const response = await startExport({ format: 'csv' }, abort.signal);
    const reader = response.body!.getReader();
    await reader.read();
    abort.abort();
    await expect(reader.read()).rejects.toThrow();
    const after = await fetchRaw(server.api.baseUrl, server.ownerUser.apiKey, 'POST', exportPath(dataset), {
      format: 'jsonl',
      filters: { and: [{ type: 'range', scope: { entity: 'metadata', metadata_property: 'words' }, le: 1 }] },
    });
    expect(after.bytes.toString('utf8').trim().split('\n')).toHaveLength(10);
  }, 60_000);

  it('is written to Parquet one row group at a time, and reads back whole', async () => {
    const response = await fetchRaw(server.api.baseUrl, server.ownerUser.apiKey, 'POST', exportPath(dataset), { format: 'parquet' });
    expect(response.status).toBe(200);
    const file = new Uint8Array(response.bytes).buffer;
    const metadata = parquetMetadata(file);
    expect(Number(metadata.num_rows)).toBe(RECORDS);
    expect(metadata.row_groups.length).toBeGreaterThan(1);
    const rows = await readParquet(response.bytes);
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: RECORDS }, (_, index) => `big-${index}`));
    expect(rows[RECORDS - 1].words).toBe((RECORDS - 1) % 1000);
  }, 120_000);
});
