import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINE } from '../helpers/database.js';
import { freePort } from '../helpers/free-port.js';

/**
 * The built server (`server/dist/main.js`, which the test command builds first) killed with SIGKILL while
 * bulk writes are in flight, then started again on the same SQLite file: every write it acknowledged is
 * there, and every batch is there whole or not at all. The writer runs on its own thread: its last
 * statements may be cut at any point. The same for answers, whose short transactions run on the thread
 * serving requests (a second connection): each acknowledged answer is there, and an answer is there
 * exactly when its record's status says it was answered.
 */

const MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'main.js');
const API_KEY = 'crash-test-owner-api-key-0123456789';
const BATCH = 100;
const built = existsSync(MAIN);

let dataDir: string;
/** Every server started, killed at the end whatever happened, so a failed test leaves none running. */
const started = new Set<ChildProcess>();

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'gloss-crash-'));
});
afterAll(() => {
  for (const child of started) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});


async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  // The embedded database whatever the caller's environment says.
  const { GLOSS_DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...inherited,
      GLOSS_DATA_DIR: dataDir,
      GLOSS_PORT: String(port),
      GLOSS_HOST: '127.0.0.1',
      GLOSS_OWNER_USERNAME: 'owner',
      GLOSS_OWNER_PASSWORD: 'owner-password-1',
      GLOSS_OWNER_API_KEY: API_KEY,
      GLOSS_LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  started.add(child);
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error('the server exited before answering');
    if (Date.now() > deadline) throw new Error('the server did not answer GET /api/v1/status within 60 s');
    try {
      if ((await fetch(`${url}/api/v1/status`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
}

async function call(url: string, method: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'X-Argilla-Api-Key': API_KEY, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

async function makeDataset(url: string, name = 'crash'): Promise<string> {
  const workspace = await call(url, 'POST', '/api/v1/workspaces', { name });
  const dataset = await call(url, 'POST', '/api/v1/datasets', { name, workspace_id: workspace.id });
  await call(url, 'POST', `/api/v1/datasets/${dataset.id}/fields`, { name: 'text', title: 'Text', settings: { type: 'text' } });
  await call(url, 'POST', `/api/v1/datasets/${dataset.id}/questions`, {
    name: 'label',
    title: 'Label',
    required: true,
    settings: { type: 'label_selection', options: [{ value: 'a', text: 'A' }, { value: 'b', text: 'B' }] },
  });
  await call(url, 'PUT', `/api/v1/datasets/${dataset.id}/publish`);
  return dataset.id;
}

/**
 * Two writers at once, as the SDK's parallel log calls, sending batch after batch until the server is killed,
 * which happens once 20 were acknowledged, while their next batches are in flight. Returns the acknowledged
 * batches and the number of the next one.
 */
async function writeUntilKilled(
  server: { child: ChildProcess; url: string },
  method: string,
  path: string,
  items: (batch: number) => unknown[],
): Promise<{ acknowledged: Set<number>; next: number }> {
  const acknowledged = new Set<number>();
  let next = 0;
  const writer = async () => {
    for (;;) {
      const batch = next++;
      try {
        await call(server.url, method, path, { items: items(batch) });
        acknowledged.add(batch);
      } catch {
        return;
      }
    }
  };
  const writers = [writer(), writer()];
  while (acknowledged.size < 20) await sleep(5);
  server.child.kill('SIGKILL');
  await Promise.all(writers);
  return { acknowledged, next };
}

const batchItems = (batch: number) =>
  Array.from({ length: BATCH }, (_, index) => ({ external_id: `b${batch}-r${index}`, fields: { text: `batch ${batch} record ${index} `.repeat(20) } }));

describe.skipIf(TEST_ENGINE !== 'sqlite' || !built)('a server killed while it writes', () => {
  it('keeps every acknowledged batch, and no batch in part', { timeout: 120_000 }, async () => {
    const first = await startServer();
    const datasetId = await makeDataset(first.url);
    const { acknowledged, next } = await writeUntilKilled(first, 'POST', `/api/v1/datasets/${datasetId}/records/bulk`, batchItems);

    const second = await startServer();
    const stored = new Map<number, number>();
    for (let offset = 0; ; offset += 1000) {
      const page = await call(second.url, 'GET', `/api/v1/datasets/${datasetId}/records?limit=1000&offset=${offset}`);
      for (const record of page.items) {
        const batch = Number(/^b(\d+)-/.exec(record.external_id)![1]);
        stored.set(batch, (stored.get(batch) ?? 0) + 1);
      }
      if (page.items.length < 1000) break;
    }
    for (const batch of acknowledged) expect(stored.get(batch), `batch ${batch}`).toBe(BATCH);
    for (const [batch, count] of stored) expect(count, `batch ${batch} written in part`).toBe(BATCH);
    // The database takes writes again.
    await call(second.url, 'POST', `/api/v1/datasets/${datasetId}/records/bulk`, { items: batchItems(next) });
  });

  it('keeps every acknowledged planned batch whole, with its text, metadata, suggestions and vectors', { timeout: 120_000 }, async () => {
    // New records without answers are written through a plan the writer's thread runs alone (planned-writes.ts):
    // the kill lands inside one of those transactions or between them, never inside a half of one.
    for (const child of started) child.kill('SIGKILL');
    const first = await startServer();
    const datasetId = await makeDataset(first.url, 'crash-planned');
    await call(first.url, 'POST', `/api/v1/datasets/${datasetId}/metadata-properties`, { name: 'batch', title: 'Batch', settings: { type: 'integer' } });
    await call(first.url, 'POST', `/api/v1/datasets/${datasetId}/vectors-settings`, { name: 'emb', title: 'Emb', dimensions: 4 });
    const questions = await call(first.url, 'GET', `/api/v1/datasets/${datasetId}/questions`);
    const questionId = questions.items[0].id;
    const items = (batch: number) =>
      Array.from({ length: BATCH }, (_, index) => ({
        external_id: `p${batch}-r${index}`,
        fields: { text: `plannedword${batch} record ${index} `.repeat(20) },
        metadata: { batch },
        suggestions: [{ question_id: questionId, value: 'a', score: 0.5 }],
        vectors: { emb: [batch, index, 1, 0.5] },
      }));
    const { acknowledged, next } = await writeUntilKilled(first, 'PUT', `/api/v1/datasets/${datasetId}/records/bulk`, items);

    const second = await startServer();
    const stored = new Map<number, number>();
    for (let offset = 0; ; offset += 1000) {
      const page = await call(second.url, 'GET', `/api/v1/datasets/${datasetId}/records?limit=1000&offset=${offset}&include=suggestions&include=vectors`);
      for (const record of page.items) {
        const batch = Number(/^p(\d+)-/.exec(record.external_id)![1]);
        expect(record.suggestions, record.external_id).toHaveLength(1);
        expect(record.vectors.emb?.[0], record.external_id).toBe(batch);
        stored.set(batch, (stored.get(batch) ?? 0) + 1);
      }
      if (page.items.length < 1000) break;
    }
    for (const batch of acknowledged) expect(stored.get(batch), `batch ${batch}`).toBe(BATCH);
    for (const [batch, count] of stored) expect(count, `batch ${batch} written in part`).toBe(BATCH);
    // The search index holds exactly the batches stored: their text and their metadata.
    const search = (body: unknown) => call(second.url, 'POST', `/api/v1/me/datasets/${datasetId}/records/search?limit=1`, body);
    for (const batch of [...stored.keys(), next]) {
      const expected = stored.get(batch) ?? 0;
      expect((await search({ query: { text: { q: `plannedword${batch}` } } })).total, `text of batch ${batch}`).toBe(expected);
      const filter = { filters: { and: [{ type: 'range', scope: { entity: 'metadata', metadata_property: 'batch' }, ge: batch, le: batch }] } };
      expect((await search(filter)).total, `metadata of batch ${batch}`).toBe(expected);
    }
    await call(second.url, 'PUT', `/api/v1/datasets/${datasetId}/records/bulk`, { items: items(next + 1) });
  });

  it('keeps every acknowledged answer, each with its record status', { timeout: 120_000 }, async () => {
    // One server at a time on the data directory: the earlier test's last one goes.
    for (const child of started) child.kill('SIGKILL');
    const first = await startServer();
    const datasetId = await makeDataset(first.url, 'crash-answers');
    const records: { id: string }[] = [];
    for (let batch = 0; batch < 4; batch += 1) {
      records.push(...(await call(first.url, 'POST', `/api/v1/datasets/${datasetId}/records/bulk`, { items: batchItems(1000 + batch) })).items);
    }
    const acknowledged = new Set<string>();
    let next = 0;
    // Two annotators at once; the kill lands while their answers are in flight.
    const annotator = async () => {
      while (next < records.length) {
        const record = records[next++];
        try {
          await call(first.url, 'POST', `/api/v1/records/${record.id}/responses`, { status: 'submitted', values: { label: { value: 'a' } } });
          acknowledged.add(record.id);
        } catch {
          return;
        }
      }
    };
    const annotators = [annotator(), annotator()];
    while (acknowledged.size < 50 && next < records.length) await sleep(2);
    first.child.kill('SIGKILL');
    await Promise.all(annotators);
    expect(acknowledged.size).toBeLessThan(records.length);

    const second = await startServer();
    const answered = new Set<string>();
    for (let offset = 0; ; offset += 1000) {
      const page = await call(second.url, 'GET', `/api/v1/datasets/${datasetId}/records?limit=1000&offset=${offset}&include=responses`);
      for (const record of page.items) {
        const hasAnswer = record.responses.length > 0;
        expect(record.status, `record ${record.id}`).toBe(hasAnswer ? 'completed' : 'pending');
        if (hasAnswer) answered.add(record.id);
      }
      if (page.items.length < 1000) break;
    }
    for (const id of acknowledged) expect(answered.has(id), `answer to ${id}`).toBe(true);
    // The database takes answers again.
    const unanswered = records.find((record) => !answered.has(record.id))!;
    await call(second.url, 'POST', `/api/v1/records/${unanswered.id}/responses`, { status: 'submitted', values: { label: { value: 'b' } } });
  });
});
