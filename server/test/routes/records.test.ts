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
import type { MadeUser } from '../helpers/factories.js';
import {
  type RecordsDataset,
  answer,
  createRecords,
  expectInvalidMessage,
  getRecord,
  makeRecordsDataset,
  recordPath,
  recordsPath,
  responsePath,
  searchIds,
  someIds,
  submitted,
  terms,
} from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

let server: TestServer;
let workspace: { id: string; name: string };
let admin: MadeUser;
let annotator: MadeUser;
let outsiderAdmin: MadeUser;
let outsiderAnnotator: MadeUser;
let dataset: RecordsDataset;
/** Three records made in one call, each with a suggestion, a response and vectors; a fourth made later. */
let records: any[];

const INCLUDE_MALFORMED = "'include' query parameter must be of the form 'key1,key2,key3' or 'key:value1,value2,value3'";

/** The server's warnings and errors: a call that answered right may still have failed unseen. */
const logLines: string[] = [];

beforeAll(async () => {
  server = await startTestServer({}, { logLines });
  ({ workspace, admin, annotator, outsiderAdmin, outsiderAnnotator } = await server.factory.cast());
  dataset = await makeRecordsDataset(server, { workspace });
  records = await createRecords(
    server,
    dataset,
    [0, 1, 2].map((index) => ({
      fields: { text: `text ${index}`, context: `context ${index}` },
      metadata: { genre: 'news', words: index },
      external_id: `list-${index}`,
      suggestions: [{ question_id: dataset.questions.label.id, value: 'positive', score: 0.5, agent: 'model' }],
      responses: [{ user_id: annotator.id, status: 'submitted', values: { label: { value: 'negative' } } }],
      vectors: { emb: [index, 1, 0], small: [0, index] },
    })),
  );
  records.push(...(await createRecords(server, dataset, [{ fields: { text: 'last' }, external_id: 'list-3' }])));
});
afterAll(() => server.close());

describe('GET /api/v1/datasets/{dataset_id}/records', () => {
  const list = (query = '', as = server.owner) => as.get(`${recordsPath(dataset)}${query ? `?${query}` : ''}`);

  it('needs credentials', async () => {
    expectUnauthorized(await server.api.get(recordsPath(dataset)));
  });

  it('validates the path and the paging query', async () => {
    expectInvalid(await server.owner.get('/api/v1/datasets/nope/records'), ['path', 'dataset_id']);
    expectInvalid(await list('limit=0'), ['query', 'limit']);
    expectInvalid(await list('limit=1001'), ['query', 'limit']);
    expectInvalid(await list('offset=-1'), ['query', 'offset']);
    expectInvalid(await list('limit=many'), ['query', 'limit']);
  });

  it.each(['nope', 'responses,nope', 'vectors:', 'suggestions:emb', 'vectors:emb:small'])('refuses include=%s', async (include) => {
    expectRule(await list(`include=${include}`), INCLUDE_MALFORMED);
  });

  it('refuses asking for all vectors and for named vectors at once', async () => {
    const response = await list('include=vectors&include=vectors:emb');
    expect(response.status).toBe(422);
    expect(typeof response.body.detail).toBe('string');
  });

  it('is for admin members and owners: 403 to annotators and outsiders, 404 first', async () => {
    expectForbidden(await list('', annotator.api));
    expectForbidden(await list('', outsiderAdmin.api));
    expectForbidden(await list('', outsiderAnnotator.api));
    expectNotFound(await outsiderAnnotator.api.get(recordsPath({ id: MISSING_ID })), `Dataset with id \`${MISSING_ID}\` not found`);
    const ok = await list('', admin.api);
    expect(ok.status).toBe(200);
  });

  it('answers records in insertion order, without relationships unless included', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(4);
    expect(response.body.items.map((record: any) => record.external_id)).toEqual(['list-0', 'list-1', 'list-2', 'list-3']);
    const first = response.body.items[0];
    expect(Object.keys(first).sort()).toEqual(['dataset_id', 'external_id', 'fields', 'id', 'inserted_at', 'metadata', 'status', 'updated_at']);
    expect(first).toMatchObject({
      id: records[0].id,
      status: 'completed',
      fields: { text: 'text 0', context: 'context 0' },
      metadata: { genre: 'news', words: 0 },
      external_id: 'list-0',
      dataset_id: dataset.id,
    });
    expectTimestamp(first.inserted_at);
    expectTimestamp(first.updated_at);
    expect(response.body.items[3]).toMatchObject({ metadata: null, status: 'pending' });
  });

  it('pages with offset and limit, total ignoring both', async () => {
    const page = await list('offset=1&limit=2');
    expect(page.body.items.map((record: any) => record.external_id)).toEqual(['list-1', 'list-2']);
    expect(page.body.total).toBe(4);
    const beyond = await list('offset=10');
    expect(beyond.body).toEqual({ items: [], total: 4 });
  });

  it('includes responses and suggestions, repeated or comma-separated', async () => {
    for (const query of ['include=responses&include=suggestions', 'include=responses,suggestions']) {
      const item = (await list(`limit=1&${query}`)).body.items[0];
      expect(item.responses).toHaveLength(1);
      expect(item.responses[0]).toMatchObject({ user_id: annotator.id, status: 'submitted', values: { label: { value: 'negative' } } });
      expect(item.suggestions).toHaveLength(1);
      expect(item.suggestions[0]).toMatchObject({ question_id: dataset.questions.label.id, value: 'positive', score: 0.5, agent: 'model' });
      expect(item).not.toHaveProperty('vectors');
    }
  });

  it('includes every vector, or only the named ones', async () => {
    const all = (await list('offset=1&limit=1&include=vectors')).body.items[0];
    expect(all.vectors).toEqual({ emb: [1, 1, 0], small: [0, 1] });
    expect(all).not.toHaveProperty('responses');
    const named = (await list('offset=1&limit=1&include=vectors:emb')).body.items[0];
    expect(named.vectors).toEqual({ emb: [1, 1, 0] });
    const both = (await list('offset=1&limit=1&include=vectors:emb,small&include=responses')).body.items[0];
    expect(both.vectors).toEqual({ emb: [1, 1, 0], small: [0, 1] });
    expect(both.responses).toHaveLength(1);
    const none = (await list('offset=3&limit=1&include=vectors')).body.items[0];
    expect(none.vectors).toEqual({});
  });
});

describe('GET /api/v1/records/{record_id}', () => {
  it('needs credentials and a well-formed id', async () => {
    expectUnauthorized(await server.api.get(recordPath(records[0])));
    expectInvalid(await server.owner.get('/api/v1/records/nope'), ['path', 'record_id']);
  });

  it('answers 404 for an unknown record, even to outsiders, and 403 to outsiders', async () => {
    expectNotFound(await outsiderAnnotator.api.get(recordPath({ id: MISSING_ID })), `Record with id \`${MISSING_ID}\` not found`);
    expectForbidden(await outsiderAdmin.api.get(recordPath(records[0])));
    expectForbidden(await outsiderAnnotator.api.get(recordPath(records[0])));
  });

  it("gives managers the record with every user's responses, annotators with their own, and its suggestions and vectors", async () => {
    const record = records[1];
    await answer(admin.api, record, { status: 'draft', values: { rating: { value: 3 } } });
    const body = await getRecord(server.owner, record);
    expect(body).toMatchObject({ id: record.id, status: 'completed', external_id: 'list-1', vectors: { emb: [1, 1, 0], small: [0, 1] } });
    expect(body.responses.map((response: any) => [response.user_id, response.status])).toEqual([
      [annotator.id, 'submitted'],
      [admin.id, 'draft'],
    ]);
    expect(body.suggestions).toHaveLength(1);
    expectId(body.suggestions[0].id);
    expect(await getRecord(admin.api, record)).toEqual(body);
    expect(await getRecord(annotator.api, record)).toEqual({ ...body, responses: [body.responses[0]] });
  });
});

describe('PATCH /api/v1/records/{record_id}', () => {
  const fresh = async () =>
    (
      await createRecords(server, dataset, [
        {
          fields: { text: 'patch me' },
          metadata: { genre: 'blog', words: 7 },
          suggestions: [
            { question_id: dataset.questions.label.id, value: 'neutral' },
            { question_id: dataset.questions.rating.id, value: 4, score: 0.7 },
          ],
          vectors: { emb: [1, 0, 0], small: [1, 1] },
        },
      ])
    )[0];

  it('needs credentials, a valid body and manage rights', async () => {
    const record = records[0];
    expectUnauthorized(await server.api.patch(recordPath(record), { metadata: {} }));
    expectInvalid(await server.owner.patch(recordPath(record), { metadata: 'x' }), ['body', 'metadata']);
    expectInvalid(await server.owner.patch(recordPath(record), { vectors: { emb: 'x' } }), ['body', 'vectors', 'emb']);
    expectInvalid(await server.owner.patch(recordPath(record), { suggestions: [{ value: 'positive' }] }), [
      'body',
      'suggestions',
      0,
      'question_id',
    ]);
    const duplicated = { question_id: dataset.questions.label.id, value: 'positive' };
    expectInvalidMessage(await server.owner.patch(recordPath(record), { suggestions: [duplicated, duplicated] }), 'found duplicate suggestions question IDs');
    expectForbidden(await annotator.api.patch(recordPath(record), { metadata: {} }));
    expectForbidden(await outsiderAdmin.api.patch(recordPath(record), { metadata: {} }));
    expectNotFound(await outsiderAnnotator.api.patch(recordPath({ id: MISSING_ID }), { metadata: {} }));
  });

  it('replaces metadata wholesale, null clears it, and it is checked against the properties', async () => {
    const record = await fresh();
    const replaced = await admin.api.patch(recordPath(record), { metadata: { words: 9 } });
    expect(replaced.status).toBe(200);
    expect(replaced.body.metadata).toEqual({ words: 9 });
    expect(replaced.body.updated_at > record.updated_at).toBe(true);
    expect((await searchIds(server.owner, dataset, terms({ entity: 'metadata', metadata_property: 'genre' }, ['blog']), { admin: true })).ids).not.toContain(record.external_id);
    expectRule(
      await admin.api.patch(recordPath(record), { metadata: { words: 'many' } }),
      "metadata is not valid: 'words' metadata property validation failed because 'many' is not an integer.",
    );
    const cleared = await admin.api.patch(recordPath(record), { metadata: null });
    expect(cleared.body.metadata).toBeNull();
  });

  it('replaces every suggestion when suggestions are sent, and checks them', async () => {
    const record = await fresh();
    const response = await server.owner.patch(recordPath(record), {
      suggestions: [{ question_id: dataset.questions.labels.id, value: ['news', 'tech'], score: [0.4, 0.6], agent: 'm1' }],
    });
    expect(response.status).toBe(200);
    expect(response.body.suggestions.map((s: any) => [s.question_id, s.value])).toEqual([[dataset.questions.labels.id, ['news', 'tech']]]);
    expect(response.body.metadata).toEqual({ genre: 'blog', words: 7 });
    expectRule(
      await server.owner.patch(recordPath(record), { suggestions: [{ question_id: dataset.questions.label.id, value: 'maybe' }] }),
      "'maybe' is not a valid label for label selection question.\nValid labels are: ['positive', 'negative', 'neutral']",
    );
    const emptied = await server.owner.patch(recordPath(record), { suggestions: [] });
    expect(emptied.body.suggestions).toEqual([]);
  });

  it('upserts the vectors sent and keeps the others', async () => {
    const record = await fresh();
    const response = await server.owner.patch(recordPath(record), { vectors: { emb: [0, 0.5, 1] } });
    expect(response.body.vectors).toEqual({ emb: [0, 0.5, 1], small: [1, 1] });
    expectRule(
      await server.owner.patch(recordPath(record), { vectors: { emb: [1, 2] } }),
      'vector value for vector name=emb must have 3 elements, got 2 elements',
    );
    expectRule(
      await server.owner.patch(recordPath(record), { vectors: { nope: [1] } }),
      `vector with name=nope does not exist for dataset_id=${dataset.id}`,
    );
  });

  it('ignores fields, external id and responses, and answers an empty body with the record unchanged', async () => {
    const record = await fresh();
    const response = await server.owner.patch(recordPath(record), { fields: { text: 'changed' }, external_id: 'changed', status: 'completed' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ fields: { text: 'patch me' }, external_id: null, status: 'pending' });
    const unchanged = await server.owner.patch(recordPath(record), {});
    expect(unchanged.body).toMatchObject({ metadata: { genre: 'blog', words: 7 }, vectors: { emb: [1, 0, 0], small: [1, 1] } });
    expect(unchanged.body.suggestions).toHaveLength(2);
  });
});

describe('DELETE /api/v1/records/{record_id}', () => {
  it('needs credentials and manage rights; 404 for an unknown record', async () => {
    expectUnauthorized(await server.api.delete(recordPath(records[0])));
    expectForbidden(await annotator.api.delete(recordPath(records[0])));
    expectForbidden(await outsiderAdmin.api.delete(recordPath(records[0])));
    expectNotFound(await server.owner.delete(recordPath({ id: MISSING_ID })), `Record with id \`${MISSING_ID}\` not found`);
  });

  it('answers 200 with the record, without relationships, and takes its responses and suggestions along', async () => {
    const [record] = await createRecords(server, dataset, [
      { fields: { text: 'doomed' }, suggestions: [{ question_id: dataset.questions.label.id, value: 'positive' }], vectors: { emb: [1, 1, 1] } },
    ]);
    const response = await answer(annotator.api, record, submitted());
    const suggestion = record.suggestions[0];
    const deleted = await admin.api.delete(recordPath(record));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: record.id, fields: { text: 'doomed' }, dataset_id: dataset.id });
    for (const key of ['responses', 'suggestions', 'vectors']) expect(deleted.body).not.toHaveProperty(key);
    expectNotFound(await server.owner.get(recordPath(record)));
    expectNotFound(await server.owner.delete(recordPath(record)));
    expectNotFound(await server.owner.put(responsePath(response), submitted('negative')));
    expectNotFound(await server.owner.delete(`/api/v1/suggestions/${suggestion.id}`));
  });
});

describe('DELETE /api/v1/datasets/{dataset_id}/records?ids=', () => {
  const remove = (ids: string | undefined, as = server.owner, target: { id: string } = dataset) =>
    as.delete(ids === undefined ? recordsPath(target) : `${recordsPath(target)}?ids=${ids}`);

  it('needs credentials', async () => {
    expectUnauthorized(await server.api.delete(`${recordsPath(dataset)}?ids=${MISSING_ID}`));
  });

  it('refuses an empty list, more than 100 ids and malformed ids', async () => {
    expectRule(await remove(undefined), 'No record IDs provided');
    expectRule(await remove(''), 'No record IDs provided');
    expectRule(await remove(someIds(101).join(',')), 'Cannot delete more than 100 records at once');
    expectRule(await remove(`${MISSING_ID},nope`), 'Invalid UUID format');
  });

  it('is for admin members and owners; 404 for an unknown dataset', async () => {
    expectForbidden(await remove(MISSING_ID, annotator.api));
    expectForbidden(await remove(MISSING_ID, outsiderAdmin.api));
    expectNotFound(await remove(MISSING_ID, server.owner, { id: MISSING_ID }));
    const hundred = await remove(someIds(100).join(','));
    expect(hundred.status).toBe(204);
  });

  it("deletes the dataset's records named, answering 204, and ignores other datasets' ids", async () => {
    const other = await makeRecordsDataset(server, { workspace });
    const [foreign] = await createRecords(server, other, [{ fields: { text: 'foreign' } }]);
    const mine = await createRecords(server, dataset, [
      { fields: { text: 'bulk doomed 1' }, suggestions: [{ question_id: dataset.questions.label.id, value: 'negative' }] },
      { fields: { text: 'bulk doomed 2' } },
      { fields: { text: 'kept' } },
    ]);
    const response = await answer(annotator.api, mine[1], submitted());
    const before = (await server.owner.get(recordsPath(dataset))).body.total;
    logLines.length = 0;
    const deleted = await remove([mine[0].id, mine[1].id.toUpperCase(), foreign.id, MISSING_ID].join(','), admin.api);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    // Answered once: a second reply would have been logged as an error.
    expect(logLines).toEqual([]);
    expect((await server.owner.get(recordsPath(dataset))).body.total).toBe(before - 2);
    expectNotFound(await server.owner.get(recordPath(mine[0])));
    expectNotFound(await server.owner.get(recordPath(mine[1])));
    expect((await server.owner.get(recordPath(mine[2]))).status).toBe(200);
    expect((await server.owner.get(recordPath(foreign))).status).toBe(200);
    expectNotFound(await server.owner.delete(responsePath(response)));
    expectNotFound(await server.owner.delete(`/api/v1/suggestions/${mine[0].suggestions[0].id}`));
  });
});
