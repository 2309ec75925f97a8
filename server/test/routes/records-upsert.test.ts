import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNotFound, expectRule } from '../helpers/expectations.js';
import { type MadeUser, unique } from '../helpers/factories.js';
import {
  type RecordsDataset,
  bulkPath,
  createRecords,
  getRecord,
  makeRecordsDataset,
  recordsPath,
  searchIds,
} from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/** The bulk upsert; what both bulk writes check alike is in records-bulk.test.ts. */
let server: TestServer;
let workspace: { id: string; name: string };
let admin: MadeUser;
let annotator: MadeUser;
let dataset: RecordsDataset;

beforeAll(async () => {
  server = await startTestServer();
  ({ workspace, admin, annotator } = await server.factory.cast());
  dataset = await makeRecordsDataset(server, { workspace });
});
afterAll(() => server.close());

const total = async (target: { id: string } = dataset) => (await server.owner.get(recordsPath(target))).body.total as number;

describe('PUT /api/v1/datasets/{dataset_id}/records/bulk', () => {
  const upsert = async (items: unknown[]) => {
    const response = await server.owner.put(bulkPath(dataset), { items });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as { items: any[]; updated_item_ids: string[] };
  };
  let a: any;
  let b: any;
  const seed = async () => {
    [a, b] = await createRecords(server, dataset, [
      {
        fields: { text: 'record a' },
        external_id: unique('a'),
        metadata: { genre: 'news', words: 1 },
        suggestions: [
          { question_id: dataset.questions.label.id, value: 'positive', agent: 'old' },
          { question_id: dataset.questions.rating.id, value: 2 },
        ],
        responses: [
          { user_id: annotator.id, status: 'draft', values: { label: { value: 'negative' } } },
          { user_id: admin.id, status: 'discarded' },
        ],
        vectors: { emb: [1, 0, 0], small: [1, 0] },
      },
      { fields: { text: 'record b' }, external_id: unique('b'), metadata: { genre: 'blog' } },
    ]);
  };

  it('matches by id first, then by external id, and creates unmatched items with a new id', async () => {
    await seed();
    const unknownId = randomUUID();
    const byId = await upsert([{ id: a.id, external_id: b.external_id, metadata: { words: 10 } }]);
    expect(byId.items[0]).toMatchObject({ id: a.id, external_id: a.external_id, metadata: { words: 10 } });
    expect((await getRecord(server.owner, b)).metadata).toEqual({ genre: 'blog' });
    const body = await upsert([
      { external_id: b.external_id, metadata: { words: 20 } },
      { id: unknownId, fields: { text: 'brand new' }, external_id: 'created-by-upsert' },
    ]);
    expect(body.items[0]).toMatchObject({ id: b.id, external_id: b.external_id, metadata: { words: 20 } });
    expect(body.items[1]).toMatchObject({ fields: { text: 'brand new' }, external_id: 'created-by-upsert', status: 'pending' });
    expect(body.items[1].id).not.toBe(unknownId);
    expectNotFound(await server.owner.get(`/api/v1/records/${unknownId}`));
    expect(body.updated_item_ids).toEqual([b.id]);
    expect(byId.updated_item_ids).toEqual([a.id]);
  });

  it("does not match a record of another dataset by id or external id", async () => {
    const other = await makeRecordsDataset(server, { workspace });
    const [foreign] = await createRecords(server, other, [{ fields: { text: 'foreign' }, external_id: 'shared-ext', metadata: { words: 1 } }]);
    const body = await upsert([
      { id: foreign.id, fields: { text: 'mine by id' }, metadata: { words: 2 } },
      { external_id: 'shared-ext', fields: { text: 'mine by external id' } },
    ]);
    expect(body.items.map((record: any) => record.id)).not.toContain(foreign.id);
    expect(body.items.map((record: any) => record.dataset_id)).toEqual([dataset.id, dataset.id]);
    expect(body.updated_item_ids).toEqual([]);
    expect(await getRecord(server.owner, foreign)).toMatchObject({ fields: { text: 'foreign' }, metadata: { words: 1 } });
  });

  it('replaces the fields of a matched record when they are sent, and keeps them when they are not', async () => {
    await seed();
    const kept = (await upsert([{ id: a.id, metadata: { words: 5 } }])).items[0];
    expect(kept.fields).toEqual({ text: 'record a' });
    const body = await upsert([{ external_id: a.external_id, fields: { text: 'rewritten words', context: 'fresh context' } }]);
    expect(body.updated_item_ids).toEqual([a.id]);
    const record = body.items[0];
    expect(record).toMatchObject({ id: a.id, fields: { text: 'rewritten words', context: 'fresh context' }, metadata: { words: 5 } });
    expect(record.updated_at > kept.updated_at).toBe(true);
    expect(record.inserted_at).toBe(a.inserted_at);
    expect(await getRecord(server.owner, a)).toMatchObject({ fields: record.fields, updated_at: record.updated_at });
  });

  it('indexes replaced fields for text search, forgetting the old words', async () => {
    await seed();
    const text = (q: string, field?: string) => ({ query: { text: { q, ...(field ? { field } : {}) } } });
    const found = async (body: unknown) => (await searchIds(server.owner, dataset, body, { admin: true, query: 'limit=1000' })).ids;
    await upsert([{ id: a.id, fields: { text: 'zebra crossing', context: 'quokka' } }]);
    expect(await found(text('zebra'))).toEqual([a.external_id]);
    expect(await found(text('quokka', 'context'))).toEqual([a.external_id]);
    expect(await found(text('quokka', 'text'))).toEqual([]);
    expect(await found(text('record'))).not.toContain(a.external_id);
    await upsert([{ external_id: a.external_id, fields: { text: 'giraffe' } }]);
    expect(await found(text('zebra'))).toEqual([]);
    expect(await found(text('quokka'))).toEqual([]);
    expect(await found(text('giraffe', 'text'))).toEqual([a.external_id]);
    expect((await searchIds(annotator.api, dataset, text('giraffe'))).ids).toEqual([a.external_id]);
  });

  it("checks fields sent for a matched record as a new record's, and changes nothing when they fail", async () => {
    await seed();
    const at = (reason: string) => `record at position 1 is not valid because ${reason}`;
    const put = (fields: unknown) => server.owner.put(bulkPath(dataset), { items: [{ id: b.id, metadata: { words: 3 } }, { id: a.id, fields }] });
    expectRule(await put({ context: 'no text' }), at("missing required value for field: 'text'"));
    expectRule(await put(null), at("missing required value for field: 'text'"));
    expectRule(await put({ text: 'fine', nope: 1 }), at("found fields values for non configured fields: ['nope']"));
    expectRule(await put({ text: 3 }), at("text field 'text' value must be a string, found an integer"));
    expect((await getRecord(server.owner, a)).fields).toEqual({ text: 'record a' });
    expect((await getRecord(server.owner, b)).metadata).toEqual({ genre: 'blog' });
  });

  it('checks span suggestions sent with new fields against those fields', async () => {
    await seed();
    const entities = dataset.questions.entities.id;
    const spans = [{ label: 'PER', start: 0, end: 12 }];
    // 'record a' is 8 characters long: the span fits only the new text.
    const body = await upsert([{ id: a.id, fields: { text: 'Ana Lima lives here' }, suggestions: [{ question_id: entities, value: spans }] }]);
    expect(body.items[0].suggestions.find((suggestion: any) => suggestion.question_id === entities).value).toEqual(spans);
    expectRule(
      await server.owner.put(bulkPath(dataset), { items: [{ id: a.id, fields: { text: 'short' }, suggestions: [{ question_id: entities, value: spans }] }] }),
      /^record at position 0 is not valid because .*'end' lower than or equal to 5/,
    );
  });

  it('still needs fields for a record it creates', async () => {
    await seed();
    expectRule(
      await server.owner.put(bulkPath(dataset), { items: [{ id: a.id }, { external_id: unique('new') }] }),
      "record at position 1 is not valid because missing required value for field: 'text'",
    );
  });

  it('replaces metadata only when the key is sent; null clears it', async () => {
    await seed();
    const untouched = (await upsert([{ id: a.id, vectors: {} }])).items[0];
    expect(untouched.metadata).toEqual({ genre: 'news', words: 1 });
    const replaced = (await upsert([{ id: a.id, metadata: { score: 1.5 } }])).items[0];
    expect(replaced.metadata).toEqual({ score: 1.5 });
    expect(replaced.updated_at > a.updated_at).toBe(true);
    const cleared = (await upsert([{ external_id: a.external_id, metadata: null }])).items[0];
    expect(cleared.metadata).toBeNull();
  });

  it('upserts suggestions per question, responses per user and vectors per name, keeping the others', async () => {
    await seed();
    const body = await upsert([
      {
        id: a.id,
        suggestions: [{ question_id: dataset.questions.label.id, value: 'neutral', agent: 'new', score: 0.3 }],
        responses: [{ user_id: annotator.id, status: 'submitted', values: { label: { value: 'positive' } } }],
        vectors: { emb: [0, 0, 1] },
      },
    ]);
    const record = body.items[0];
    const byQuestion = Object.fromEntries(record.suggestions.map((s: any) => [s.question_id, s]));
    expect(record.suggestions).toHaveLength(2);
    expect(byQuestion[dataset.questions.label.id]).toMatchObject({ value: 'neutral', agent: 'new', score: 0.3 });
    expect(byQuestion[dataset.questions.rating.id]).toMatchObject({ value: 2, agent: null });
    const oldLabel = a.suggestions.find((s: any) => s.question_id === dataset.questions.label.id);
    expect(byQuestion[dataset.questions.label.id].id).toBe(oldLabel.id);
    const byUser = Object.fromEntries(record.responses.map((r: any) => [r.user_id, r]));
    expect(record.responses).toHaveLength(2);
    expect(byUser[annotator.id]).toMatchObject({ status: 'submitted', values: { label: { value: 'positive' } } });
    expect(byUser[admin.id]).toMatchObject({ status: 'discarded', values: null });
    expect(record.vectors).toEqual({ emb: [0, 0, 1], small: [1, 0] });
    expect(record.status).toBe('completed');
    expect(await getRecord(server.owner, a)).toEqual(record);

    const unchanged = (await upsert([{ id: a.id, suggestions: [], responses: [] }])).items[0];
    expect(unchanged.suggestions).toHaveLength(2);
    expect(unchanged.responses).toHaveLength(2);
  });

  it('changes nothing when one item fails', async () => {
    await seed();
    const before = await total();
    const snapshot = await getRecord(server.owner, a);
    expectRule(
      await server.owner.put(bulkPath(dataset), {
        items: [
          { id: a.id, metadata: { words: 999 }, suggestions: [{ question_id: dataset.questions.label.id, value: 'negative' }], vectors: { emb: [9, 9, 9] } },
          { fields: { text: 'would be new' }, external_id: unique('new') },
          { id: b.id, metadata: { genre: 'poetry' } },
        ],
      }),
      "record at position 2 is not valid because metadata is not valid: 'genre' metadata property validation failed because 'poetry' is not an allowed term.",
    );
    expect(await total()).toBe(before);
    expect(await getRecord(server.owner, a)).toEqual(snapshot);
    expect((await getRecord(server.owner, b)).metadata).toEqual({ genre: 'blog' });
  });
});
