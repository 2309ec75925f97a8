import { type HubStandIn, startHubStandIn } from '@gloss/hub-stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID, expectConflict, expectForbidden, expectInvalid, expectNotFound, expectRule, expectUnauthorized } from '../helpers/expectations.js';
import type { Cast } from '../helpers/factories.js';
import { type ImportDataset, jobWhenDone, makeImportDataset, recordsOf } from '../helpers/imports.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/** Imports from the Hugging Face Hub, against a local stand-in of its dataset viewer and file APIs. */

let hub: HubStandIn;
let server: TestServer;
let cast: Cast;

const TOKEN = 'hf_reader_token';
const REVIEWS = Array.from({ length: 30 }, (_, index) => ({
  id: `review-${index + 1}`,
  text: `review number ${index + 1}`,
  label: index % 2,
  tags: index % 3 === 0 ? [0, 1] : [1],
  words: index * 10,
}));
const FEATURES = {
  id: { dtype: 'string', _type: 'Value' },
  text: { dtype: 'string', _type: 'Value' },
  label: { names: ['negative', 'positive'], _type: 'ClassLabel' },
  tags: { feature: { names: ['news', 'tech'], _type: 'ClassLabel' }, _type: 'Sequence' },
  words: { dtype: 'int64', _type: 'Value' },
};
const MAPPING = {
  fields: [{ source: 'text', target: 'text' }],
  metadata: [{ source: 'words', target: 'words' }],
  suggestions: [{ source: 'label', target: 'label' }, { source: 'tags', target: 'tags' }],
  external_id: 'id',
};

beforeAll(async () => {
  hub = await startHubStandIn({ tokens: { [TOKEN]: { user: 'reader' } } });
  await hub.addDataset('acme/reviews', {
    subsets: {
      default: { splits: { train: { features: FEATURES, rows: REVIEWS, rowGroupSize: 7, filesPerSplit: 2 }, test: { features: FEATURES, rows: REVIEWS.slice(0, 3) } } },
      small: { splits: { train: { features: FEATURES, rows: REVIEWS.slice(0, 2) } } },
    },
  });
  await hub.addDataset('acme/gated', { gated: true, grantedTokens: [TOKEN], subsets: { default: { splits: { train: { features: FEATURES, rows: REVIEWS.slice(0, 4) } } } } });
  server = await startTestServer({ GLOSS_HF_ENDPOINT: hub.url, GLOSS_HF_DATASETS_SERVER_URL: hub.datasetsServerUrl });
  cast = await server.factory.cast();
});

afterAll(async () => {
  await server?.close();
  await hub?.close();
});

describe('POST /api/v1/hub/datasets/splits', () => {
  const path = '/api/v1/hub/datasets/splits';

  it('lists a dataset\'s subsets and splits with their rows, by repo id or URL', async () => {
    const byId = await cast.admin.api.post(path, { dataset: 'acme/reviews' });
    expect(byId.status, JSON.stringify(byId.body)).toBe(200);
    expect(byId.body).toEqual({
      dataset: 'acme/reviews',
      subsets: [
        { name: 'default', splits: [{ name: 'train', rows: 30 }, { name: 'test', rows: 3 }] },
        { name: 'small', splits: [{ name: 'train', rows: 2 }] },
      ],
    });
    const byUrl = await cast.admin.api.post(path, { dataset: 'https://huggingface.co/datasets/acme/reviews/viewer/default/train' });
    expect(byUrl.body).toEqual(byId.body);
  });

  it('refuses annotators, and says what is wrong with a name or a dataset it cannot read', async () => {
    expectUnauthorized(await server.api.post(path, { dataset: 'acme/reviews' }));
    expectForbidden(await cast.annotator.api.post(path, { dataset: 'acme/reviews' }));
    expectInvalid(await cast.admin.api.post(path, {}), ['body', 'dataset']);
    expectRule(await cast.admin.api.post(path, { dataset: 'not a repo!' }), /is not a Hugging Face Hub dataset/);
    expectRule(await cast.admin.api.post(path, { dataset: 'acme/missing' }), /acme\/missing/);
    expectRule(await cast.admin.api.post(path, { dataset: 'acme/gated' }), /token/i);
    expect((await cast.admin.api.post(path, { dataset: 'acme/gated', token: TOKEN })).status).toBe(200);
  });

  it('answers 503 when the Hub does not answer, after retrying', async () => {
    hub.faults.failNext('/splits', 503, 20);
    const answer = await cast.admin.api.post(path, { dataset: 'acme/reviews' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(503);
    expect(answer.body.detail).toMatch(/Hugging Face Hub/);
    hub.faults.reset();
  });
});

describe('POST /api/v1/hub/datasets/preview', () => {
  it('describes a split: its columns from the declared features, its first rows', async () => {
    const { status, body } = await cast.admin.api.post('/api/v1/hub/datasets/preview', { dataset: 'acme/reviews', subset: 'default', split: 'train' });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.source).toEqual({ type: 'hub', dataset: 'acme/reviews', subset: 'default', split: 'train' });
    expect(body.total_rows).toBe(30);
    const kinds = Object.fromEntries(body.columns.map((column: { name: string; kind: string }) => [column.name, column.kind]));
    expect(kinds).toEqual({ id: 'text', text: 'text', label: 'class_label', tags: 'class_label_list', words: 'integer' });
    expect(body.columns.find((column: { name: string }) => column.name === 'label').labels).toEqual(['negative', 'positive']);
    expect(body.rows[0]).toMatchObject({ id: 'review-1', text: 'review number 1' });
  });
});

describe('POST /api/v1/datasets/{id}/import', () => {
  let dataset: ImportDataset;
  const path = (id: string) => `/api/v1/datasets/${id}/import`;
  const body = { name: 'acme/reviews', subset: 'default', split: 'train', mapping: MAPPING };

  beforeAll(async () => {
    dataset = await makeImportDataset(server, cast.workspace);
  });

  it('walks 401, 404, 403 and 422 in that order', async () => {
    expectUnauthorized(await server.api.post(path(dataset.id), body));
    expectNotFound(await cast.admin.api.post(path(MISSING_ID), body), `Dataset with id \`${MISSING_ID}\` not found`);
    expectForbidden(await cast.annotator.api.post(path(dataset.id), body));
    expectForbidden(await cast.outsiderAdmin.api.post(path(dataset.id), body));
    expectInvalid(await cast.admin.api.post(path(dataset.id), { ...body, mapping: { fields: [] } }), ['body', 'mapping', 'fields']);
    expectInvalid(await cast.admin.api.post(path(dataset.id), { ...body, subset: undefined }), ['body', 'subset']);
    expectRule(await cast.admin.api.post(path(dataset.id), { ...body, split: 'validation' }), /no split `validation`.*`train`, `test`/);
    expectRule(await cast.admin.api.post(path(dataset.id), { ...body, mapping: { ...MAPPING, external_id: 'nope' } }), /columns `nope` are not in the source/);
  });

  it('imports every row across the split\'s files, a class label as its name, and answers Argilla\'s job', async () => {
    const started = await cast.admin.api.post(path(dataset.id), body);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body).toMatchObject({ id: expect.any(String), status: 'queued' });
    expectConflict(await cast.admin.api.post(path(dataset.id), body));
    const done = await jobWhenDone(cast.admin.api, started.body.id);
    expect(done.status, JSON.stringify(done)).toBe('finished');
    expect(done.progress).toMatchObject({ rows_read: 30, rows_written: 30, rows_refused: 0, rows_total: 30 });
    const records = await recordsOf(server.owner, dataset.id);
    expect(records).toHaveLength(30);
    const first = records.find((record) => record.external_id === 'review-1');
    expect(first.fields).toEqual({ text: 'review number 1' });
    expect(first.metadata).toEqual({ words: 0 });
    const valueOf = (record: any, questionId: string) => record.suggestions.find((s: any) => s.question_id === questionId)?.value;
    expect(valueOf(first, dataset.questions.label.id)).toBe('negative');
    expect(valueOf(first, dataset.questions.tags.id)).toEqual(['news', 'tech']);
    expect(valueOf(records.find((record) => record.external_id === 'review-2'), dataset.questions.label.id)).toBe('positive');
  });

  it('reads a gated dataset with a token, and never answers the token back', async () => {
    const other = await makeImportDataset(server, cast.workspace);
    const started = await cast.admin.api.post(path(other.id), { ...body, name: 'acme/gated', token: TOKEN });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(JSON.stringify(started.body)).not.toContain(TOKEN);
    const done = await jobWhenDone(cast.admin.api, started.body.id);
    expect(done.status, JSON.stringify(done)).toBe('finished');
    expect(JSON.stringify(done)).not.toContain(TOKEN);
    expect(done.progress.rows_written).toBe(4);
    expectRule(await cast.admin.api.post(path(other.id), { ...body, name: 'acme/gated' }), /token/i);
  });

  it('retries a dropped connection, and fails clearly when the Hub keeps failing, keeping what it wrote', async () => {
    const flaky = await makeImportDataset(server, cast.workspace);
    hub.faults.dropConnectionNext('/datasets/acme/reviews/resolve', 1);
    const retried = await jobWhenDone(cast.admin.api, (await cast.admin.api.post(path(flaky.id), body)).body.id);
    expect(retried.status, JSON.stringify(retried)).toBe('finished');
    expect(retried.progress.rows_written).toBe(30);

    const broken = await makeImportDataset(server, cast.workspace);
    hub.faults.failNext('/datasets/acme/reviews/resolve', 500, 1000);
    const failed = await jobWhenDone(cast.admin.api, (await cast.admin.api.post(path(broken.id), body)).body.id);
    hub.faults.reset();
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/Hugging Face Hub/);
    expect((await server.owner.get(`/api/v1/datasets/${broken.id}/records`, { query: { limit: '1' } })).body.total).toBe(failed.progress.rows_written);
  });

  it('is canceled while it waits for the Hub, and writes nothing more', async () => {
    const slow = await makeImportDataset(server, cast.workspace);
    const held = hub.faults.holdNext('/datasets/acme/reviews/resolve');
    const started = await cast.admin.api.post(path(slow.id), body);
    await held.arrived;
    const canceled = await cast.admin.api.post(`/api/v1/jobs/${started.body.id}/cancel`);
    expect(canceled.status).toBe(200);
    expect(canceled.body.cancel_requested).toBe(true);
    held.release();
    const done = await jobWhenDone(cast.admin.api, started.body.id);
    expect(done.status, JSON.stringify(done)).toBe('canceled');
    expect((await server.owner.get(`/api/v1/datasets/${slow.id}/records`, { query: { limit: '1' } })).body.total).toBe(0);
  });
});

describe('a Hugging Face sign-in', () => {
  it('reads the gated datasets its person may read, without a token pasted, until it expires', async () => {
    const { keepHubToken } = await import('../../src/features/oauth/hub-tokens.js');
    const person = await server.factory.user('admin', { workspaces: [cast.workspace] });
    const path = '/api/v1/hub/datasets/splits';
    expectRule(await person.api.post(path, { dataset: 'acme/gated' }), /token/i);
    await keepHubToken(server.db, person.id, TOKEN, 3600);
    expect((await person.api.post(path, { dataset: 'acme/gated' })).status).toBe(200);
    // Someone else's sign-in is theirs alone.
    expectRule(await cast.admin.api.post(path, { dataset: 'acme/gated' }), /token/i);
    await keepHubToken(server.db, person.id, TOKEN, -1);
    expectRule(await person.api.post(path, { dataset: 'acme/gated' }), /token/i);
  });
});
