import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MadeUser } from '../helpers/factories.js';
import {
  type RecordsDataset,
  createRecords,
  getRecord,
  makeRecordsDataset,
  range,
  search,
  searchIds,
  terms,
} from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/**
 * Searches at the edges: datasets without records or a text index (drafts), datasets deleted while a
 * search runs, and metadata an annotator must not see.
 */
let server: TestServer;
let workspace: { id: string; name: string };
let admin: MadeUser;
let annotator: MadeUser;
let dataset: RecordsDataset;

beforeAll(async () => {
  server = await startTestServer();
  ({ workspace, admin, annotator } = await server.factory.cast());
  dataset = await makeRecordsDataset(server, { workspace });
  await createRecords(server, dataset, [
    { external_id: 'h1', fields: { text: 'alpha' }, metadata: { genre: 'news', words: 10, secret: 'red', extra: 'x' } },
    { external_id: 'h2', fields: { text: 'beta' }, metadata: { genre: 'blog', words: 20, secret: 'blue' } },
  ]);
});
afterAll(() => server.close());

const TEXT_QUERIES = [
  { query: { text: { q: 'anything' } } },
  { query: { text: { q: 'anything', field: 'text' } } },
  { query: { text: { q: '-excluded' } } },
  { query: { text: { q: 'anything' } }, filters: { and: [{ type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending'] }] } },
  { query: { text: { q: 'anything' } }, sort: [{ scope: { entity: 'record', property: 'inserted_at' }, order: 'desc' }] },
  { query: { text: { q: 'anything' } }, filters: { and: [{ type: 'range', scope: { entity: 'metadata', metadata_property: 'words' }, ge: 1 }] } },
];

describe('a text search on a draft dataset', () => {
  let draft: RecordsDataset;
  beforeAll(async () => {
    draft = await makeRecordsDataset(server, { workspace, draft: true });
  });

  it.each(TEXT_QUERIES.map((body) => [JSON.stringify(body), body]))('answers as an empty dataset does: %s', async (_, body) => {
    for (const [as, adminView] of [[annotator.api, false], [server.owner, false], [server.owner, true]] as const) {
      const response = await search(as, draft, body, { admin: adminView });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body).toEqual({ items: [], total: 0 });
    }
  });

  it('still refuses a field the dataset does not have', async () => {
    const response = await search(annotator.api, draft, { query: { text: { q: 'x', field: 'nowhere' } } });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ detail: `Field \`nowhere\` not found in dataset \`${draft.id}\`.` });
  });

  it('leaves the server answering afterwards', async () => {
    for (let i = 0; i < 5; i += 1) await search(annotator.api, draft, TEXT_QUERIES[0]);
    expect((await server.api.get('/api/v1/version')).status).toBe(200);
    expect((await searchIds(annotator.api, dataset, { query: { text: { q: 'alpha' } } })).ids).toEqual(['h1']);
  });
});

describe('a dataset deleted while it is searched', () => {
  it('answers the searches still running with 200 or 404, never a server error', async () => {
    for (let round = 0; round < 3; round += 1) {
      const target = await makeRecordsDataset(server, { workspace });
      await createRecords(
        server,
        target,
        Array.from({ length: 30 }, (_, i) => ({ fields: { text: `word${i % 3} common` }, metadata: { words: i } })),
      );
      const bodies = [
        { query: { text: { q: 'common' } } },
        { query: { text: { q: 'word1' } }, filters: { and: [{ type: 'range', scope: { entity: 'metadata', metadata_property: 'words' }, ge: 3 }] } },
        { sort: [{ scope: { entity: 'metadata', metadata_property: 'words' }, order: 'desc' }] },
        {},
      ];
      const searches = Array.from({ length: 24 }, (_, i) => search(i % 2 ? annotator.api : server.owner, target, bodies[i % bodies.length], { admin: i % 4 === 0 }));
      const deletion = server.owner.delete(`/api/v1/datasets/${target.id}`);
      const statuses = (await Promise.all(searches)).map((response) => response.status);
      expect((await deletion).status).toBe(200);
      expect(statuses.filter((status) => status !== 200 && status !== 404), JSON.stringify(statuses)).toEqual([]);
      expect((await search(server.owner, target, bodies[0])).status).toBe(404);
    }
    expect((await server.api.get('/api/v1/version')).status).toBe(200);
  });
});

describe('metadata hidden from annotators', () => {
  const secret = { entity: 'metadata', metadata_property: 'secret' };
  const extra = { entity: 'metadata', metadata_property: 'extra' };
  const notFound = (name: string) => ({ detail: `Metadata property with name \`${name}\` not found in dataset \`${dataset.id}\`.` });

  it('cannot be filtered on by annotators, as if it did not exist', async () => {
    for (const body of [terms(secret, ['red']), range(secret, { ge: 'a' })]) {
      const response = await search(annotator.api, dataset, body);
      expect(response.status).toBe(422);
      expect(response.body).toEqual(notFound('secret'));
    }
    const response = await search(annotator.api, dataset, terms(extra, ['x']));
    expect(response.body).toEqual(notFound('extra'));
  });

  it('cannot be sorted on by annotators', async () => {
    for (const sort of [[{ scope: secret, order: 'asc' }], [{ scope: { entity: 'record', property: 'inserted_at' }, order: 'asc' }, { scope: secret, order: 'desc' }]]) {
      const response = await search(annotator.api, dataset, { sort });
      expect(response.status).toBe(422);
      expect(response.body).toEqual(notFound('secret'));
    }
  });

  it('cannot be used by annotators in a similarity search filter either', async () => {
    const response = await search(annotator.api, dataset, {
      query: { vector: { name: 'emb', value: [1, 0, 0] } },
      ...terms(secret, ['red']),
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual(notFound('secret'));
  });

  it('stays usable by admins and owners, in both views', async () => {
    for (const [as, adminView] of [[server.owner, false], [server.owner, true], [admin.api, false], [admin.api, true]] as const) {
      expect((await searchIds(as, dataset, terms(secret, ['red']), { admin: adminView })).ids).toEqual(['h1']);
      const sorted = await searchIds(as, dataset, { sort: [{ scope: secret, order: 'asc' }] }, { admin: adminView });
      expect(sorted.ids).toEqual(['h2', 'h1']);
    }
  });

  it('is absent from a record an annotator reads by id', async () => {
    const found = await search(server.owner, dataset, terms(secret, ['red']), { admin: true });
    const id = found.body.items[0].record.id;
    expect((await getRecord(annotator.api, { id })).metadata).toEqual({ genre: 'news', words: 10 });
    const full = { genre: 'news', words: 10, secret: 'red', extra: 'x' };
    expect((await getRecord(admin.api, { id })).metadata).toEqual(full);
    expect((await getRecord(server.owner, { id })).metadata).toEqual(full);
  });
});

describe('sorts and ranges at the edges', () => {
  it('sorting twice on one numeric property answers like sorting once', async () => {
    const words = { entity: 'metadata', metadata_property: 'words' };
    for (const adminView of [false, true]) {
      const twice = await searchIds(server.owner, dataset, { sort: [{ scope: words, order: 'asc' }, { scope: words, order: 'desc' }] }, { admin: adminView });
      expect(twice.ids).toEqual(['h1', 'h2']);
    }
    const withOther = await searchIds(annotator.api, dataset, {
      sort: [{ scope: words, order: 'desc' }, { scope: { entity: 'record', property: 'inserted_at' } }, { scope: words }],
    });
    expect(withOther.ids).toEqual(['h2', 'h1']);
  });

  it('a time bound outside the calendar is refused with 422, not a server error', async () => {
    for (const [property, bound] of [['inserted_at', { ge: 1e20 }], ['inserted_at', { ge: -1e20 }], ['updated_at', { le: 8640000000000001 }]] as const) {
      const response = await search(server.owner, dataset, range({ entity: 'record', property }, bound), { admin: true });
      expect(response.status).toBe(422);
      expect(response.body.detail).toBe(`'${Object.values(bound)[0]}' is not a valid date`);
    }
  });
});
