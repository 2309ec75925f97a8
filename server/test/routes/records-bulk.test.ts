import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MISSING_ID,
  expectForbidden,
  expectId,
  expectInvalid,
  expectNotFound,
  expectRule,
  expectTimestamp,
  expectUnauthorized,
} from '../helpers/expectations.js';
import { type MadeUser, unique } from '../helpers/factories.js';
import {
  type RecordsDataset,
  bulkPath,
  createRecords,
  expectInvalidMessage,
  expectInvalidUnder,
  getRecord,
  makeRecordsDataset,
  recordsPath,
} from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

let server: TestServer;
let workspace: { id: string; name: string };
let admin: MadeUser;
let annotator: MadeUser;
let outsiderAdmin: MadeUser;
let dataset: RecordsDataset;
/** A dataset that refuses extra metadata. */
let strict: RecordsDataset;

beforeAll(async () => {
  server = await startTestServer();
  ({ workspace, admin, annotator, outsiderAdmin } = await server.factory.cast());
  dataset = await makeRecordsDataset(server, { workspace });
  strict = await makeRecordsDataset(server, { workspace, allowExtraMetadata: false });
});
afterAll(() => server.close());

const total = async (target: { id: string } = dataset) => (await server.owner.get(recordsPath(target))).body.total as number;
const ok = { fields: { text: 'fine' } };

describe.each(['POST', 'PUT'] as const)('%s /api/v1/datasets/{dataset_id}/records/bulk: common checks', (method) => {
  const send = (body: unknown, as = server.owner, target: { id: string } = dataset) =>
    as.request(method, bulkPath(target), { json: body });

  it('needs credentials', async () => {
    expectUnauthorized(await server.api.request(method, bulkPath(dataset), { json: { items: [ok] } }));
  });

  it('validates the batch: 1..500 items, unique external ids, well-formed items', async () => {
    expectInvalid(await send({}), ['body', 'items']);
    expectInvalid(await send({ items: [] }), ['body', 'items']);
    expectInvalid(await send({ items: Array.from({ length: 501 }, () => ok) }), ['body', 'items']);
    expectInvalidMessage(
      await send({ items: [{ ...ok, external_id: 'same' }, { ...ok, external_id: 'same' }] }),
      'External IDs must be unique',
    );
    expectInvalid(await send({ items: [ok, { ...ok, metadata: 'x' }] }), ['body', 'items', 1, 'metadata']);
    expectInvalid(await send({ items: [{ ...ok, vectors: { emb: ['a'] } }] }), ['body', 'items', 0, 'vectors', 'emb', 0]);
    expectInvalid(await send({ items: [{ ...ok, responses: [{ user_id: annotator.id, status: 'submitted' }] }] }), [
      'body',
      'items',
      0,
      'responses',
      0,
      'values',
    ]);
    expectInvalid(await send({ items: [{ ...ok, responses: [{ user_id: annotator.id, status: 'draft', values: null }] }] }), [
      'body',
      'items',
      0,
      'responses',
      0,
      'values',
    ]);
    const twice = { user_id: annotator.id, status: 'discarded' };
    expectInvalidUnder(await send({ items: [{ ...ok, responses: [twice, twice] }] }), ['body', 'items', 0, 'responses']);
    expectInvalidUnder(
      await send({ items: [{ ...ok, suggestions: [{ question_id: dataset.questions.label.id, value: 'positive', score: 2 }] }] }),
      ['body', 'items', 0, 'suggestions', 0, 'score'],
    );
    const duplicated = { question_id: dataset.questions.label.id, value: 'positive' };
    expectInvalidMessage(await send({ items: [{ ...ok, suggestions: [duplicated, duplicated] }] }), 'found duplicate suggestions question IDs');
  });

  it('is for admin members and owners; 404 for an unknown dataset', async () => {
    expectForbidden(await send({ items: [ok] }, annotator.api));
    expectForbidden(await send({ items: [ok] }, outsiderAdmin.api));
    expectNotFound(await send({ items: [ok] }, server.owner, { id: MISSING_ID }), `Dataset with id \`${MISSING_ID}\` not found`);
  });

  it('refuses a dataset that is not published', async () => {
    const draft = await makeRecordsDataset(server, { workspace, draft: true });
    const message =
      method === 'POST' ? 'records cannot be created for a non published dataset' : 'records cannot be created or updated for a non published dataset';
    expectRule(await send({ items: [ok] }, server.owner, draft), message);
  });

  it.each([
    ['a missing required field', { fields: { context: 'x' } }, "missing required value for field: 'text'"],
    ['a null required field', { fields: { text: null } }, "missing required value for field: 'text'"],
    ['an unknown field', { fields: { text: 'x', nope: 'y' } }, "found fields values for non configured fields: ['nope']"],
    ['a text field that is not a string', { fields: { text: 5 } }, "text field 'text' value must be a string, found an integer"],
    [
      'a term that is not allowed',
      { ...ok, metadata: { genre: 'poetry' } },
      "metadata is not valid: 'genre' metadata property validation failed because 'poetry' is not an allowed term.",
    ],
    [
      'an integer above the maximum',
      { ...ok, metadata: { words: 2000 } },
      "metadata is not valid: 'words' metadata property validation failed because '2000' is greater than the maximum allowed value 1000.",
    ],
    [
      'a float that is not a number',
      { ...ok, metadata: { score: 'high' } },
      "metadata is not valid: 'score' metadata property validation failed because 'high' is not a float.",
    ],
    ['a vector of the wrong length', { ...ok, vectors: { emb: [1, 2] } }, 'vector value for vector name=emb must have 3 elements, got 2 elements'],
  ])('refuses %s at its position, writing nothing', async (_, item, reason) => {
    const before = await total();
    expectRule(await send({ items: [ok, item] }), `record at position 1 is not valid because ${reason}`);
    expect(await total()).toBe(before);
  });

  it('refuses unknown vectors, questions and users, and bad suggestions and responses, naming the position', async () => {
    const before = await total();
    const at = (position: number, reason: string) => `record at position ${position} is not valid because ${reason}`;
    expectRule(await send({ items: [{ ...ok, vectors: { nope: [1] } }] }), at(0, `vector with name=nope does not exist for dataset_id=${dataset.id}`));
    expectRule(
      await send({ items: [ok, ok, { ...ok, suggestions: [{ question_id: MISSING_ID, value: 'x' }] }] }),
      at(2, `question with id=${MISSING_ID} does not exist for dataset_id=${dataset.id}`),
    );
    expectRule(
      await send({ items: [{ ...ok, suggestions: [{ question_id: dataset.questions.label.id, value: 'maybe' }] }] }),
      at(0, "'maybe' is not a valid label for label selection question.\nValid labels are: ['positive', 'negative', 'neutral']"),
    );
    expectRule(
      await send({ items: [{ ...ok, suggestions: [{ question_id: dataset.questions.label.id, value: 'positive', score: [0.5] }] }] }),
      at(0, 'a list of score values is not allowed for a suggestion with a single value'),
    );
    expectRule(
      await send({ items: [ok, { ...ok, responses: [{ user_id: annotator.id, status: 'submitted', values: { rating: { value: 3 } } }] }] }),
      at(1, "missing response value for required question with name='label'"),
    );
    expectRule(
      await send({ items: [{ ...ok, responses: [{ user_id: MISSING_ID, status: 'discarded' }] }] }),
      /^record at position 0 is not valid because .*00000000-0000-4000-8000-000000000000/,
    );
    expect(await total()).toBe(before);
  });

  it('refuses extra metadata when the dataset does not allow it', async () => {
    expectRule(
      await send({ items: [{ ...ok, metadata: { genre: 'news', extra: 1 } }] }, server.owner, strict),
      `record at position 0 is not valid because metadata is not valid: 'extra' metadata property does not exists for dataset '${strict.id}' and extra metadata is not allowed for this dataset`,
    );
  });
});

describe('responses written with records', () => {
  it('may be of owners and of members of the dataset\'s workspace only', async () => {
    const respond = (userId: string) => ({
      items: [{ fields: { text: 'answered' }, responses: [{ user_id: userId, status: 'submitted', values: { label: { value: 'positive' } } }] }],
    });
    for (const method of ['POST', 'PUT'] as const) {
      const foreign = await admin.api.request(method, bulkPath(dataset), { json: respond(outsiderAdmin.id) });
      expectRule(foreign, new RegExp(`user with id=${outsiderAdmin.id} is not a member of the workspace of this dataset`));
      const unknown = await admin.api.request(method, bulkPath(dataset), { json: respond(MISSING_ID) });
      expectRule(unknown, new RegExp(`user with id=${MISSING_ID} not found`));
      for (const allowed of [annotator.id, admin.id, server.ownerUser.id]) {
        const answer = await admin.api.request(method, bulkPath(dataset), { json: respond(allowed) });
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
      }
    }
    // Nothing of the refused calls reached the dataset's team progress.
    const progress = (await admin.api.get(`/api/v1/datasets/${dataset.id}/users/progress`)).body;
    expect(JSON.stringify(progress)).not.toContain(outsiderAdmin.username);
  });
});

describe('POST /api/v1/datasets/{dataset_id}/records/bulk', () => {
  it('creates records in request order with their relationships, and status from submitted responses', async () => {
    const response = await admin.api.post(bulkPath(dataset), {
      items: [
        {
          fields: { text: 'first', context: null },
          metadata: { genre: 'news', words: 3, score: 0.25, extra: { any: 'thing' } },
          external_id: unique('ext'),
          suggestions: [{ question_id: dataset.questions.rating.id, value: 4, score: 0.8, agent: 'model-1', type: 'model', id: null }],
          responses: [
            { user_id: annotator.id, status: 'submitted', values: { label: { value: 'positive' } } },
            { user_id: admin.id, status: 'discarded' },
          ],
          vectors: { emb: [0.5, 0.25, 1] },
          status: 'pending',
          inserted_at: null,
        },
        { fields: { text: 'second' } },
      ],
    });
    expect(response.status).toBe(201);
    const [first, second] = response.body.items;
    expectId(first.id);
    expectTimestamp(first.inserted_at);
    expect(first).toMatchObject({
      status: 'completed',
      fields: { text: 'first', context: null },
      metadata: { genre: 'news', words: 3, score: 0.25, extra: { any: 'thing' } },
      dataset_id: dataset.id,
      vectors: { emb: [0.5, 0.25, 1] },
    });
    expect(first.suggestions).toEqual([
      expect.objectContaining({ question_id: dataset.questions.rating.id, value: 4, score: 0.8, agent: 'model-1', type: 'model' }),
    ]);
    // Both responses share one insertion time, so their order is not fixed.
    expect(first.responses.map((r: any) => [r.user_id, r.status, r.values])).toEqual(
      expect.arrayContaining([
        [annotator.id, 'submitted', { label: { value: 'positive' } }],
        [admin.id, 'discarded', null],
      ]),
    );
    expect(first.responses).toHaveLength(2);
    expect(second).toMatchObject({ status: 'pending', fields: { text: 'second' }, metadata: null, external_id: null, responses: [], suggestions: [], vectors: {} });
    expect(await getRecord(server.owner, first)).toEqual(first);
  });

  it('accepts 500 items', async () => {
    const before = await total();
    const items = Array.from({ length: 500 }, (_, index) => ({ fields: { text: `many ${index}` }, external_id: unique(`many${index}`) }));
    const response = await server.owner.post(bulkPath(dataset), { items });
    expect(response.status).toBe(201);
    expect(response.body.items.map((record: any) => record.fields.text)).toEqual(items.map((item) => item.fields.text));
    expect(await total()).toBe(before + 500);
    const page = await server.owner.get(recordsPath(dataset));
    expect(page.body.items).toHaveLength(50);
    expect(page.body.total).toBe(before + 500);
    const found = await server.owner.post(`/api/v1/datasets/${dataset.id}/records/search`, {});
    expect(found.body.items).toHaveLength(50);
    expect(found.body.total).toBe(before + 500);
  });

  it('refuses external ids already in the dataset, naming them', async () => {
    await createRecords(server, dataset, [{ ...ok, external_id: 'taken-a' }, { ...ok, external_id: 'taken-b' }]);
    const before = await total();
    expectRule(
      await server.owner.post(bulkPath(dataset), { items: [{ ...ok, external_id: 'taken-a' }, { ...ok, external_id: 'new-one' }, { ...ok, external_id: 'taken-b' }] }),
      'found records with same external ids: taken-a, taken-b',
    );
    expect(await total()).toBe(before);
    const elsewhere = await server.owner.post(bulkPath(strict), { items: [{ ...ok, external_id: 'taken-a' }] });
    expect(elsewhere.status).toBe(201);
  });
});

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

  it('ignores fields of matched records, and still needs them for new ones', async () => {
    await seed();
    const body = await upsert([{ id: a.id, fields: { text: 'changed', nope: 1 } }]);
    expect(body.items[0].fields).toEqual({ text: 'record a' });
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
