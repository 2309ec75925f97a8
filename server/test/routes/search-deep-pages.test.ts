import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MadeUser } from '../helpers/factories.js';
import { type RecordsDataset, createRecords, makeRecordsDataset, recordsPath, searchIds } from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * Pages far into a large dataset: Argilla's search engine refused to page past the 10,000th record, so
 * its users could never reach the end of a big dataset. Every way of reading records pages past it here.
 */
const RECORDS = 10_250;
const BATCH = 500;
const PAGE = 50;
let server: TestServer;
let annotator: MadeUser;
let dataset: RecordsDataset;

const externalId = (index: number) => `deep-${String(index).padStart(5, '0')}`;

beforeAll(async () => {
  server = await startTestServer();
  const cast = await server.factory.cast();
  annotator = cast.annotator;
  dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
  for (let start = 0; start < RECORDS; start += BATCH) {
    const items = Array.from({ length: Math.min(BATCH, RECORDS - start) }, (_, offset) => {
      const index = start + offset;
      return { external_id: externalId(index), fields: { text: `record number ${index}` }, metadata: { score: RECORDS - index } };
    });
    await createRecords(server, dataset, items);
  }
}, 120_000);
afterAll(() => server.close());

describe('pages past the 10,000th record', () => {
  it('lists the records at a deep offset, in the order written, to the very last', async () => {
    const response = await server.owner.get(`${recordsPath(dataset)}?offset=${RECORDS - 30}&limit=${PAGE}`);
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(RECORDS);
    expect(response.body.items.map((item: any) => item.external_id)).toEqual(
      Array.from({ length: 30 }, (_, i) => externalId(RECORDS - 30 + i)),
    );
  });

  it('answers an admin search at offset 10,200 with the records there, and an empty page past the end', async () => {
    const deep = await searchIds(server.owner, dataset, {}, { admin: true, query: `offset=10200&limit=${PAGE}` });
    expect(deep.total).toBe(RECORDS);
    expect(deep.ids).toEqual(Array.from({ length: PAGE }, (_, i) => externalId(10_200 + i)));
    const past = await searchIds(server.owner, dataset, {}, { admin: true, query: `offset=${RECORDS}&limit=${PAGE}` });
    expect(past).toMatchObject({ ids: [], total: RECORDS });
  });

  it('sorts by a metadata value and pages to the end of that order', async () => {
    const body = { sort: [{ scope: { entity: 'metadata', metadata_property: 'score' }, order: 'asc' }] };
    const deep = await searchIds(server.owner, dataset, body, { admin: true, query: `offset=${RECORDS - 10}&limit=${PAGE}` });
    // `score` falls as records are written: ascending, the last page holds the first records written.
    expect(deep.ids).toEqual(Array.from({ length: 10 }, (_, i) => externalId(9 - i)));
  });

  it('pages a text search that matches every record down to its last match', async () => {
    const deep = await searchIds(server.owner, dataset, { query: { text: { q: 'record' } } }, { admin: true, query: `offset=${RECORDS - 5}&limit=${PAGE}` });
    expect(deep.total).toBe(RECORDS);
    expect(deep.ids).toHaveLength(5);
  });

  it("walks an annotator's pending queue to its last record without repeating one", async () => {
    const seen = new Set<string>();
    for (const offset of [0, 5_000, 10_000, RECORDS - PAGE]) {
      const page = await searchIds(annotator.api, dataset, {}, { query: `offset=${offset}&limit=${PAGE}` });
      expect(page.total).toBe(RECORDS);
      expect(page.ids).toHaveLength(PAGE);
      for (const id of page.ids) seen.add(id);
    }
    expect(seen.size).toBe(4 * PAGE);
    const past = await searchIds(annotator.api, dataset, {}, { query: `offset=${RECORDS}&limit=${PAGE}` });
    expect(past.ids).toEqual([]);
  });
});
