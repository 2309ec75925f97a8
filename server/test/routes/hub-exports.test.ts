import { type HubStandIn, startHubStandIn } from '@gloss/hub-stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID, expectForbidden, expectInvalid, expectNotFound, expectRule, expectUnauthorized } from '../helpers/expectations.js';
import type { Cast } from '../helpers/factories.js';
import { type ImportDataset, jobWhenDone, makeImportDataset } from '../helpers/imports.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/** `POST /api/v1/datasets/{id}/export`: Argilla 2.8's export to the Hub, as a job, against the local Hub stand-in. */

let hub: HubStandIn;
let server: TestServer;
let cast: Cast;
let dataset: ImportDataset;
/** The server's warnings and errors: a token must never be among them. */
const logLines: string[] = [];

const WRITER = 'hf_writer_token';
const READER = 'hf_reader_only';

beforeAll(async () => {
  hub = await startHubStandIn({ tokens: { [WRITER]: { user: 'writer', orgs: ['acme'], role: 'write' }, [READER]: { user: 'reader', role: 'read' } } });
  server = await startTestServer({ GLOSS_HF_ENDPOINT: hub.url, GLOSS_HF_DATASETS_SERVER_URL: hub.datasetsServerUrl }, { logLines });
  cast = await server.factory.cast();
  dataset = await makeImportDataset(server, cast.workspace);
  const created = await server.owner.post(`/api/v1/datasets/${dataset.id}/records/bulk`, {
    items: [
      { external_id: 'a', fields: { text: 'first' }, metadata: { genre: 'news', words: 3 }, suggestions: [{ question_id: dataset.questions.label.id, value: 'positive' }] },
      { external_id: 'b', fields: { text: 'second' }, metadata: { genre: 'blog', words: 7 } },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
});

afterAll(async () => {
  await server?.close();
  await hub?.close();
});

const path = (id: string) => `/api/v1/datasets/${id}/export`;

describe('POST /api/v1/datasets/{id}/export', () => {
  it('walks 401, 404, 403 and 422 in that order', async () => {
    const body = { name: 'acme/reviews-export', token: WRITER };
    expectUnauthorized(await server.api.post(path(dataset.id), body));
    expectNotFound(await cast.admin.api.post(path(MISSING_ID), body), `Dataset with id \`${MISSING_ID}\` not found`);
    expectForbidden(await cast.annotator.api.post(path(dataset.id), body));
    expectForbidden(await cast.outsiderAdmin.api.post(path(dataset.id), body));
    expectInvalid(await cast.admin.api.post(path(dataset.id), { name: 'acme/x' }), ['body', 'token']);
    expectInvalid(await cast.admin.api.post(path(dataset.id), { name: '', token: WRITER }), ['body', 'name']);
    expectRule(await cast.admin.api.post(path(dataset.id), { name: 'acme/not a name', token: WRITER }), /is not a Hugging Face repo id/);
  });

  it("answers Argilla's 422 for a dataset without records", async () => {
    const empty = await makeImportDataset(server, cast.workspace);
    expectRule(await cast.admin.api.post(path(empty.id), { name: 'acme/empty', token: WRITER }), `Dataset with id \`${empty.id}\` has no records to export`);
  });

  it('writes the records, the settings and a card in one commit, and forgets the token', async () => {
    const started = await cast.admin.api.post(path(dataset.id), { name: 'acme/reviews-export', token: WRITER, private: true });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body).toMatchObject({ status: 'queued', kind: 'export', target: { repo_id: 'acme/reviews-export', subset: 'default', split: 'train', private: true } });
    expect(JSON.stringify(started.body)).not.toContain(WRITER);
    const done = await jobWhenDone(cast.admin.api, started.body.id);
    expect(done.status, JSON.stringify(done)).toBe('finished');
    expect(done.url).toBe(`${hub.url}/datasets/acme/reviews-export`);
    expect(done.progress.rows_written).toBe(2);
    expect(JSON.stringify(done)).not.toContain(WRITER);
    const row = await server.db.selectFrom('jobs').select(['secret', 'params']).where('id', '=', done.id).executeTakeFirstOrThrow();
    expect(row.secret).toBeNull();
    expect(row.params).not.toContain(WRITER);

    const files = hub.repoFiles('acme/reviews-export');
    expect([...files.keys()].sort()).toEqual(expect.arrayContaining(['.argilla/dataset.json', '.argilla/settings.json', 'README.md']));
    expect([...files.keys()].some((name) => /^data\/train-\d{5}-of-\d{5}\.parquet$/.test(name))).toBe(true);
    const settings = JSON.parse(files.get('.argilla/settings.json')!.toString('utf8'));
    expect(settings.fields.map((field: { name: string }) => field.name)).toEqual(['text', 'picture']);
    // Private: the stand-in, like the Hub, shows it to its owners only.
    expect((await fetch(`${hub.url}/api/datasets/acme/reviews-export`)).status).toBe(401);
    expect((await fetch(`${hub.url}/api/datasets/acme/reviews-export`, { headers: { authorization: `Bearer ${WRITER}` } })).status).toBe(200);
  });

  it('fails clearly with a token that may not write, and puts a bare name under the token\'s account', async () => {
    const refused = await jobWhenDone(cast.admin.api, (await cast.admin.api.post(path(dataset.id), { name: 'acme/read-only', token: READER })).body.id);
    expect(refused.status).toBe('failed');
    expect(refused.error).toMatch(/token|permission|write/i);
    expect(refused.error).not.toContain(READER);
    const bare = await jobWhenDone(cast.admin.api, (await cast.admin.api.post(path(dataset.id), { name: 'bare-export', token: WRITER })).body.id);
    expect(bare.status, JSON.stringify(bare)).toBe('finished');
    expect(bare.url).toBe(`${hub.url}/datasets/writer/bare-export`);
    expect(logLines.join('\n')).not.toContain(WRITER);
    expect(logLines.join('\n')).not.toContain(READER);
  });
});
