import { existsSync, readdirSync, truncateSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Engine } from '../../src/db/database.js';
import { ApiClient } from '../helpers/client.js';
import { TEST_ENGINE } from '../helpers/database.js';
import {
  type RecordsDataset,
  bulkPath,
  createRecords,
  makeRecordsDataset,
  range,
  recordPath,
  recordsPath,
  searchIds,
  terms,
} from '../helpers/records-fixtures.js';
import { AUTH_SECRET, type TestServer, startTestServer } from '../helpers/server.js';
import { seededRandom } from '../helpers/random.js';

/**
 * Similarity over the approximate (HNSW) index, the threshold lowered to 50 vectors: the same hits as an
 * exact ranking computed here, through writes, deletions and filters, and on a second server sharing the
 * database.
 */
const THRESHOLD = '50';
const COUNT = 400;

let server: TestServer;
let workspace: { id: string };

beforeAll(async () => {
  server = await startTestServer({ GLOSS_VECTOR_ANN_THRESHOLD: THRESHOLD });
  workspace = await server.factory.workspace();
});
afterAll(() => server.close());

/** A dataset of `COUNT` records with random `emb` vectors, genre news or blog; `vectors` mirrors them. */
interface Fixture {
  dataset: RecordsDataset;
  vectors: Map<string, number[]>;
  genres: Map<string, string>;
  ids: Map<string, string>;
  next: () => number[];
}

async function makeFixture(seed: number): Promise<Fixture> {
  const rand = seededRandom(seed);
  const next = () => [rand() - 0.5, rand() - 0.5, rand() - 0.5];
  const dataset = await makeRecordsDataset(server, { workspace });
  const fixture: Fixture = { dataset, vectors: new Map(), genres: new Map(), ids: new Map(), next };
  const items = Array.from({ length: COUNT }, (_, i) => {
    const name = `v${i}`;
    fixture.vectors.set(name, next());
    fixture.genres.set(name, i % 2 === 0 ? 'news' : 'blog');
    const metadata = { genre: fixture.genres.get(name), words: i };
    return { external_id: name, fields: { text: name }, metadata, vectors: { emb: fixture.vectors.get(name) } };
  });
  for (const record of await createRecords(server, dataset, items)) fixture.ids.set(record.external_id, record.id);
  return fixture;
}

const cosine = (a: number[], b: number[]) => (a[0] * b[0] + a[1] * b[1] + a[2] * b[2]) / (Math.hypot(...a) * Math.hypot(...b));

/** The exact ranking, computed here from what was written. */
function exactTop(fixture: Fixture, query: number[], k: number, keep: (name: string) => boolean = () => true): string[] {
  return [...fixture.vectors]
    .filter(([name]) => keep(name))
    .map(([name, vector]) => ({ name, score: cosine(vector, query) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, k)
    .map((hit) => hit.name);
}

const byValue = (value: number[], extra: Record<string, unknown> = {}) => ({ query: { vector: { name: 'emb', value } }, ...extra });

async function similar(api: ApiClient, fixture: Fixture, body: unknown, limit = 20): Promise<string[]> {
  return (await searchIds(api, fixture.dataset, body, { admin: true, query: `limit=${limit}` })).ids;
}

async function indexStatus(api: ApiClient, fixture: Fixture): Promise<Record<string, any> | undefined> {
  const response = await api.get('/api/v1/status');
  expect(response.status).toBe(200);
  return response.body.search_engine.vector_indexes.find((status: any) => status.vector_settings_id === fixture.dataset.vectors.emb.id);
}

/** Searches once (the index loads on first use), then waits until its graph answers with every row in it. */
async function graphReady(api: ApiClient, fixture: Fixture): Promise<Record<string, any>> {
  await similar(api, fixture, byValue([1, 0, 0]));
  for (let waited = 0; ; waited += 20) {
    const status = await indexStatus(api, fixture);
    if (status?.approximate === 'ready' && status.approximate_pending === 0) return status;
    if (waited > 30_000) throw new Error(`the approximate index is not ready: ${JSON.stringify(status)}`);
    await sleep(20);
  }
}

/** Runs `queries` similarity searches and checks each against the exact ranking; returns the graph's searches. */
async function expectExactAnswers(
  api: ApiClient,
  fixture: Fixture,
  queries: number,
  { extra = {}, keep, limit = 20 }: { extra?: Record<string, unknown>; keep?: (name: string) => boolean; limit?: number } = {},
) {
  for (let q = 0; q < queries; q += 1) {
    const query = fixture.next();
    expect(await similar(api, fixture, byValue(query, extra), limit)).toEqual(exactTop(fixture, query, limit, keep));
  }
  return (await indexStatus(api, fixture))!.approximate_searches as number;
}

describe('similarity search over the approximate index', () => {
  it('answers the exact ranking, from the graph', async () => {
    const fixture = await makeFixture(1);
    const ready = await graphReady(server.owner, fixture);
    expect(ready).toMatchObject({ vectors: COUNT, approximate_rows: COUNT, stale: 0 });
    expect(ready.approximate_recall).toBeGreaterThanOrEqual(0.97);
    expect(await expectExactAnswers(server.owner, fixture, 20)).toBe(ready.approximate_searches + 20);
  });

  it('stays in step with new records, upserts, changed vectors and deletions', async () => {
    const fixture = await makeFixture(2);
    await graphReady(server.owner, fixture);
    const query = [0.3, -0.2, 0.9];

    // New records right at the query, and an existing one moved there by an upsert.
    const fresh = ['n0', 'n1', 'n2'].map((name, i) => ({ external_id: name, fields: { text: name }, vectors: { emb: query.map((v) => v * (i + 1)) } }));
    for (const record of await createRecords(server, fixture.dataset, fresh)) fixture.ids.set(record.external_id, record.id);
    fresh.forEach((item) => fixture.vectors.set(item.external_id, item.vectors.emb));
    const moved = [query[0] + 0.01, query[1], query[2]];
    const upsert = await server.owner.put(bulkPath(fixture.dataset), { items: [{ id: fixture.ids.get('v7'), vectors: { emb: moved } }] });
    expect(upsert.status).toBe(200);
    fixture.vectors.set('v7', moved);
    expect((await similar(server.owner, fixture, byValue(query))).slice(0, 4).sort()).toEqual(['n0', 'n1', 'n2', 'v7']);
    await expectExactAnswers(server.owner, fixture, 5);

    // A vector changed on its own record.
    const patched = [-query[0], -query[1], -query[2]];
    expect((await server.owner.patch(recordPath({ id: fixture.ids.get('n0')! }), { vectors: { emb: patched } })).status).toBe(200);
    fixture.vectors.set('n0', patched);
    expect(await similar(server.owner, fixture, byValue(query))).toEqual(exactTop(fixture, query, 20));
    expect(await similar(server.owner, fixture, byValue(patched), 1)).toEqual(['n0']);

    // Deletions: a few are kept in memory (the index is large for its threshold) and skipped when met.
    const gone = ['n1', 'n2', 'v7'];
    const deleted = await server.owner.delete(`${recordsPath(fixture.dataset)}?ids=${gone.map((name) => fixture.ids.get(name)).join(',')}`);
    expect(deleted.status).toBe(204);
    gone.forEach((name) => fixture.vectors.delete(name));
    expect(await similar(server.owner, fixture, byValue(query))).toEqual(exactTop(fixture, query, 20));
    const after = await indexStatus(server.owner, fixture);
    expect(after).toMatchObject({ vectors: COUNT + 3 - gone.length, stale: 0, approximate: 'ready' });
    const searches = await expectExactAnswers(server.owner, fixture, 5);
    expect(searches).toBeGreaterThanOrEqual(after!.approximate_searches + 5);

    // Many deletions at once are dropped in the background.
    const many = Array.from({ length: 40 }, (_, i) => `v${i * 3 + 1}`);
    const bulkDeleted = await server.owner.delete(`${recordsPath(fixture.dataset)}?ids=${many.map((name) => fixture.ids.get(name)).join(',')}`);
    expect(bulkDeleted.status).toBe(204);
    many.forEach((name) => fixture.vectors.delete(name));
    await expectExactAnswers(server.owner, fixture, 5);
    for (let waited = 0; (await indexStatus(server.owner, fixture))!.stale > 0; waited += 20) {
      if (waited > 10_000) throw new Error('the vectors of deleted records were not dropped');
      await sleep(20);
    }
    expect(await indexStatus(server.owner, fixture)).toMatchObject({ vectors: fixture.vectors.size });
  });

  it('applies filters, text and the reference record as with exact search', async () => {
    const fixture = await makeFixture(3);
    const { approximate_searches: before } = await graphReady(server.owner, fixture);
    const news = terms({ entity: 'metadata', metadata_property: 'genre' }, ['news']);
    const isNews = (name: string) => fixture.genres.get(name) === 'news';
    // Half the records pass: the graph's nearest are checked against the filter (reading more while too
    // few pass, for a short page), or the graph is searched among the records the filter keeps.
    const afterShort = await expectExactAnswers(server.owner, fixture, 5, { extra: news, keep: isNews, limit: 5 });
    expect(afterShort).toBeGreaterThanOrEqual(before + 5);
    expect(await expectExactAnswers(server.owner, fixture, 5, { extra: news, keep: isNews })).toBe(afterShort + 5);

    // A filter that keeps few records: every one of them is scored, without the graph.
    const few = range({ entity: 'metadata', metadata_property: 'words' }, { le: 5 });
    const isFew = (name: string) => Number(name.slice(1)) <= 5;
    expect(await expectExactAnswers(server.owner, fixture, 3, { extra: few, keep: isFew })).toBe(afterShort + 5);

    // By a record's own vector: that record is left out.
    const reference = { query: { vector: { name: 'emb', record_id: fixture.ids.get('v9') } } };
    const vector = fixture.vectors.get('v9')!;
    expect(await similar(server.owner, fixture, reference)).toEqual(exactTop(fixture, vector, 21).filter((name) => name !== 'v9').slice(0, 20));
  });

  it('is kept in step on every server sharing the database', async () => {
    const fixture = await makeFixture(4);
    const other = await secondServer(server);
    try {
      const otherOwner = other.api.as({ apiKey: server.ownerUser.apiKey });
      await graphReady(server.owner, fixture);
      await graphReady(otherOwner, fixture);
      const query = [-0.5, 0.5, 0.2];
      // Written through one server, searched through the other, both ways.
      const [a] = await createRecords(server, fixture.dataset, [{ external_id: 'here', fields: { text: 'x' }, vectors: { emb: query } }]);
      fixture.vectors.set('here', query);
      expect((await similar(otherOwner, fixture, byValue(query), 1))).toEqual(['here']);
      await createRecords(server, fixture.dataset, [{ external_id: 'there', fields: { text: 'x' }, vectors: { emb: query.map((v) => v * 2) } }], otherOwner);
      fixture.vectors.set('there', query.map((v) => v * 2));
      expect((await similar(server.owner, fixture, byValue(query), 2)).sort()).toEqual(['here', 'there']);
      expect((await otherOwner.delete(recordPath(a))).status).toBe(200);
      fixture.vectors.delete('here');
      for (const api of [server.owner, otherOwner]) {
        expect(await similar(api, fixture, byValue(query))).toEqual(exactTop(fixture, query, 20));
        const status = (await indexStatus(api, fixture))!;
        expect(status).toMatchObject({ approximate: 'ready', vectors: COUNT + 1 });
        expect(await expectExactAnswers(api, fixture, 3)).toBe(status.approximate_searches + 3);
      }
    } finally {
      await other.app.close();
    }
  });
});

describe('the approximate index kept on disk', () => {
  const manifestOf = (fixture: Fixture) => join(server.config.dataDir, 'vector-indexes', fixture.dataset.vectors.emb.id, 'snapshot.json');

  async function snapshotWritten(fixture: Fixture): Promise<void> {
    for (let waited = 0; !existsSync(manifestOf(fixture)); waited += 20) {
      if (waited > 10_000) throw new Error('the complete graph was not written to disk');
      await sleep(20);
    }
  }

  it('is read back by a restarted server, which answers from the graph at once and catches up with what was written since', async () => {
    const fixture = await makeFixture(5);
    await graphReady(server.owner, fixture);
    await snapshotWritten(fixture);

    // Written after the snapshot, while the restarted server is not yet serving: a new record, a changed
    // vector and a deletion.
    const query = [0.2, 0.9, -0.4];
    const [fresh] = await createRecords(server, fixture.dataset, [{ external_id: 'fresh', fields: { text: 'x' }, vectors: { emb: query } }]);
    fixture.ids.set('fresh', fresh.id);
    fixture.vectors.set('fresh', query);
    // Near the new record, not on its line: a tie in cosine would leave the two in either order.
    const moved = [query[0] * 3 + 0.05, query[1] * 3, query[2] * 3];
    expect((await server.owner.patch(recordPath({ id: fixture.ids.get('v3')! }), { vectors: { emb: moved } })).status).toBe(200);
    fixture.vectors.set('v3', moved);
    expect((await server.owner.delete(`${recordsPath(fixture.dataset)}?ids=${fixture.ids.get('v5')}`)).status).toBe(204);
    fixture.vectors.delete('v5');

    const restarted = await secondServer(server);
    try {
      const api = restarted.api.as({ apiKey: server.ownerUser.apiKey });
      expect((await similar(api, fixture, byValue(query), 2)).sort()).toEqual(['fresh', 'v3']);
      const status = (await indexStatus(api, fixture))!;
      // The first search was the graph's: nothing was built.
      expect(status).toMatchObject({ approximate: 'ready', approximate_searches: 1, vectors: COUNT, stale: 0 });
      expect(status.approximate_recall).toBeGreaterThanOrEqual(0.97);
      expect(await expectExactAnswers(api, fixture, 10)).toBe(11);
      expect(await similar(api, fixture, byValue(fixture.vectors.get('v4')!), 400)).not.toContain('v5');
    } finally {
      await restarted.app.close();
    }
  });

  it('is built from the database again when its files are damaged', async () => {
    const fixture = await makeFixture(6);
    await graphReady(server.owner, fixture);
    await snapshotWritten(fixture);
    const folder = dirname(manifestOf(fixture));
    for (const name of readdirSync(folder).filter((file) => file.startsWith('rows-'))) truncateSync(join(folder, name), 100);

    const logLines: string[] = [];
    const restarted = await secondServer(server, logLines);
    try {
      const api = restarted.api.as({ apiKey: server.ownerUser.apiKey });
      await expectExactAnswers(api, fixture, 3);
      expect(logLines.join('\n')).toContain('could not read the vector index kept on disk; loading it from the database');
      expect(await graphReady(api, fixture)).toMatchObject({ vectors: COUNT, approximate_rows: COUNT });
    } finally {
      await restarted.app.close();
    }
  });
});

/** Another Gloss instance over the same database, with its own in-memory indexes. */
async function secondServer(first: TestServer, logLines?: string[]): Promise<{ app: FastifyInstance; api: ApiClient }> {
  const database = { db: first.db, shortWriteDb: first.db, engine: TEST_ENGINE as Engine, description: 'shared', close: async () => {} };
  const logger = logLines ? { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } } : false;
  const app = await buildApp({ config: first.config, database, authSecret: AUTH_SECRET, logger });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, api: new ApiClient(`http://127.0.0.1:${port}`) };
}
