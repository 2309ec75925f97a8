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

  it('stores new records sent without answers (written through a plan) as it answers them, indexed for search', async () => {
    const word = unique('plannedword').replace(/[^a-z0-9]/gi, '');
    const vector = [0.1, -1e-300, 123456.789, Number.MIN_VALUE];
    const response = await admin.api.post(bulkPath(dataset), {
      items: [
        {
          fields: { text: `Planned ${word}, FIRST!`, context: 'Ünïcödé context' },
          metadata: { genre: 'news', words: 7 },
          external_id: unique('planned'),
          suggestions: [{ question_id: dataset.questions.rating.id, value: 2, score: 0.5, agent: 'model-p' }],
          vectors: { emb: vector.slice(0, 3) },
        },
        { fields: { text: `second ${word}` }, vectors: { emb: [vector[3], 0, -0] } },
      ],
    });
    expect(response.status).toBe(201);
    const [first, second] = response.body.items;
    expect(first.vectors).toEqual({ emb: vector.slice(0, 3) });
    expect(await getRecord(server.owner, first)).toEqual(first);
    expect(await getRecord(server.owner, second)).toEqual(second);
    const search = await server.owner.post(`/api/v1/me/datasets/${dataset.id}/records/search`, { query: { text: { q: word } } });
    expect(search.body.total).toBe(2);
    const accented = await server.owner.post(`/api/v1/me/datasets/${dataset.id}/records/search`, { query: { text: { q: 'unicode', field: 'context' } } });
    expect(accented.body.items.map((item: any) => item.record.id)).toContain(first.id);
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
