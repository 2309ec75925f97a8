import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ID, expectConflict, expectForbidden, expectInvalid, expectNotFound, expectRule, expectUnauthorized } from '../helpers/expectations.js';
import type { Cast } from '../helpers/factories.js';
import { FULL_MAPPING, type ImportDataset, jobWhenDone, makeImportDataset, recordsOf, upload } from '../helpers/imports.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

let server: TestServer;
let cast: Cast;

const CSV = [
  'id,text,genre,words,score,label,emb',
  'r1,the first row,news,10,0.5,positive,"[0.1,0.2,0.3]"',
  'r2,=SUM(A1:A2) stays text,blog,20,1.5,negative,"[1,2,3]"',
  'r3,a bad label,news,30,2.5,maybe,"[1,2,3]"',
  'r4,words that are no number,news,many,2.5,positive,"[1,2,3]"',
  'r5,a vector too short,news,5,2.5,positive,"[1,2]"',
  ',,news,5,2.5,positive,"[1,2,3]"',
  'r7,the last row,tech,70,7.5,,',
].join('\n');

beforeAll(async () => {
  server = await startTestServer({ GLOSS_MAX_IMPORT_BYTES: String(64 * 1024) });
  cast = await server.factory.cast();
});

afterAll(async () => {
  await server?.close();
});

describe('POST /api/v1/uploads', () => {
  it('refuses anonymous callers, annotators and admins of no workspace before reading the file', async () => {
    expectUnauthorized(await upload(server.api, 'rows.csv', CSV));
    expectForbidden(await upload(cast.annotator.api, 'rows.csv', CSV));
    const loner = await server.factory.user('admin');
    expectForbidden(await upload(loner.api, 'rows.csv', CSV));
  });

  it('describes the file: its format read from the content, its columns and first rows', async () => {
    const { status, body } = await upload(cast.admin.api, 'rows.json', CSV);
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.source).toMatchObject({ type: 'file', filename: 'rows.json', format: 'csv', size: Buffer.byteLength(CSV) });
    expect(body.columns.map((column: { name: string }) => column.name)).toEqual(['id', 'text', 'genre', 'words', 'score', 'label', 'emb']);
    expect(body.rows[1].text).toBe('=SUM(A1:A2) stays text');
    const again = await cast.admin.api.get(`/api/v1/uploads/${body.source.upload_id}`);
    expect(again.status).toBe(200);
    expect(again.body.columns).toEqual(body.columns);
  });

  it('lets only its uploader and owners read an upload back', async () => {
    const { body } = await upload(cast.admin.api, 'rows.csv', CSV);
    expectForbidden(await cast.outsiderAdmin.api.get(`/api/v1/uploads/${body.source.upload_id}`));
    expect((await server.owner.get(`/api/v1/uploads/${body.source.upload_id}`)).status).toBe(200);
    expectNotFound(await server.owner.get(`/api/v1/uploads/${MISSING_ID}`), `Upload with id \`${MISSING_ID}\` not found`);
  });

  it('refuses a file over the limit with the limit in the message, whether its length is declared or not', async () => {
    const big = 'text\n' + 'x'.repeat(70 * 1024) + '\n';
    const declared = await upload(cast.admin.api, 'big.csv', big);
    expect(declared.status).toBe(413);
    expect(declared.body.detail).toBe('The request body is larger than the limit of 65536 bytes');
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 80; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const chunked = await fetch(`${server.api.baseUrl}/api/v1/uploads?filename=big.csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-argilla-api-key': cast.admin.apiKey },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(((await chunked.json()) as { detail: string }).detail).toContain('64 KiB');
  });

  it('keeps nothing of an upload whose sender stops halfway', async () => {
    const port = Number(new URL(server.api.baseUrl).port);
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(['POST /api/v1/uploads?filename=cut.csv HTTP/1.1', 'Host: gloss', `X-Argilla-Api-Key: ${cast.admin.apiKey}`, 'Content-Type: application/octet-stream', 'Content-Length: 100000', '', 'text\nhalf a file'].join('\r\n'));
        setImmediate(() => socket.destroy());
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    const uploadsDir = join(server.config.dataDir, 'uploads');
    // The server notices the cut connection on its own time: look until the partial file is gone.
    for (let looks = 0; readdirSync(uploadsDir).some((name) => name.endsWith('.part')); looks += 1) {
      expect(looks).toBeLessThan(500);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await server.api.get('/api/v1/status')).status).toBe(200);
  });

  it('refuses empty files, other encodings and other media types', async () => {
    const empty = await upload(cast.admin.api, 'empty.csv', '');
    expectRule(empty, /empty/i);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('text\nhello\n', 'utf16le')]);
    expectRule(await upload(cast.admin.api, 'utf16.csv', utf16), /UTF-8/);
    const json = await cast.admin.api.post('/api/v1/uploads?filename=rows.csv', { rows: [] });
    expect(json.status).toBe(415);
    expectInvalid(await cast.admin.api.request('POST', '/api/v1/uploads', { raw: { body: CSV, contentType: 'application/octet-stream' } }), ['query', 'filename']);
  });

  it('answers 415 to an upload body sent to another endpoint', async () => {
    const response = await server.owner.request('POST', '/api/v1/workspaces', { raw: { body: 'x', contentType: 'application/octet-stream' } });
    expect(response.status).toBe(415);
  });
});

describe('POST /api/v1/datasets/{id}/import/file', () => {
  let dataset: ImportDataset;
  let uploadId: string;

  beforeAll(async () => {
    dataset = await makeImportDataset(server, cast.workspace);
    uploadId = (await upload(cast.admin.api, 'rows.csv', CSV)).body.source.upload_id;
  });

  const path = (id: string) => `/api/v1/datasets/${id}/import/file`;

  it('walks 401, 404, 403 and 422 in that order', async () => {
    const body = { upload_id: uploadId, mapping: FULL_MAPPING };
    expectUnauthorized(await server.api.post(path(dataset.id), body));
    expectNotFound(await cast.admin.api.post(path(MISSING_ID), body), `Dataset with id \`${MISSING_ID}\` not found`);
    expectForbidden(await cast.annotator.api.post(path(dataset.id), body));
    expectForbidden(await cast.outsiderAdmin.api.post(path(dataset.id), body));
    expectInvalid(await cast.admin.api.post(path(dataset.id), { upload_id: uploadId, mapping: { fields: [] } }), ['body', 'mapping', 'fields']);
    expectNotFound(await cast.admin.api.post(path(dataset.id), { upload_id: MISSING_ID, mapping: FULL_MAPPING }));
  });

  it('refuses a mapping that names what the dataset or the file does not have', async () => {
    const wrong = { ...FULL_MAPPING, fields: [{ source: 'text', target: 'nope' }], vectors: [{ source: 'missing', target: 'emb' }] };
    const response = await cast.admin.api.post(path(dataset.id), { upload_id: uploadId, mapping: wrong });
    expectRule(response, /fields `nope` not in the dataset.*required fields `text` have no column.*columns `missing` are not in the source/);
  });

  it('refuses a dataset that is not published', async () => {
    const draft = await makeImportDataset(server, cast.workspace, { published: false });
    expectRule(await cast.admin.api.post(path(draft.id), { upload_id: uploadId, mapping: FULL_MAPPING }), /is not published/);
  });

  it('imports the rows that fit and refuses the others one by one, with their row and reason', async () => {
    const started = await cast.admin.api.post(path(dataset.id), { upload_id: uploadId, mapping: FULL_MAPPING });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body).toMatchObject({ status: 'queued', kind: 'import', dataset_id: dataset.id });
    const job = await jobWhenDone(cast.admin.api, started.body.id);
    expect(job.status, JSON.stringify(job)).toBe('finished');
    expect(job.progress).toMatchObject({ rows_read: 7, rows_written: 3, rows_refused: 4, rows_total: 7 });
    expect(job.refused_rows.map((refused: { row: number }) => refused.row)).toEqual([3, 4, 5, 6]);
    expect(job.refused_rows[0].reason).toMatch(/maybe/);
    expect(job.refused_rows[1].reason).toMatch(/many.*not a number/);
    expect(job.refused_rows[2].reason).toMatch(/emb/);
    expect(job.refused_rows[3].reason).toMatch(/text/);

    const records = await recordsOf(server.owner, dataset.id);
    expect(records.map((record) => record.external_id)).toEqual(['r1', 'r2', 'r7']);
    const [first, second, last] = records;
    expect(first.fields).toEqual({ text: 'the first row' });
    expect(first.metadata).toEqual({ genre: 'news', words: 10, score: 0.5 });
    expect(first.vectors).toEqual({ emb: [0.1, 0.2, 0.3] });
    expect(first.suggestions).toMatchObject([{ question_id: dataset.questions.label.id, value: 'positive' }]);
    expect(second.fields.text).toBe('=SUM(A1:A2) stays text');
    expect(last.suggestions).toEqual([]);

    const download = await fetch(`${server.api.baseUrl}/api/v1/jobs/${job.id}/refused-rows`, { headers: { 'x-argilla-api-key': cast.admin.apiKey } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('text/csv');
    const lines = (await download.text()).trim().split('\r\n');
    expect(lines[0]).toBe('row,reason');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['3', '4', '5', '6']);
  });

  it('updates the records whose external id exists, as the SDK\'s log does', async () => {
    const again = (await upload(cast.admin.api, 'again.csv', 'id,text,words\nr1,the first row again,11\nr8,a new one,8\n')).body.source.upload_id;
    const mapping = { fields: [{ source: 'text', target: 'text' }], metadata: [{ source: 'words', target: 'words' }], external_id: 'id' };
    const started = await cast.admin.api.post(path(dataset.id), { upload_id: again, mapping });
    expect((await jobWhenDone(cast.admin.api, started.body.id)).status).toBe('finished');
    const records = await recordsOf(server.owner, dataset.id);
    expect(records.map((record) => record.external_id)).toEqual(['r1', 'r2', 'r7', 'r8']);
    expect(records[0].fields.text).toBe('the first row again');
    expect(records[0].metadata).toEqual({ words: 11 });
  });
});

describe('jobs', () => {
  let quiet: TestServer;
  let dataset: ImportDataset;
  let quietCast: Cast;

  beforeAll(async () => {
    // No worker: jobs stay queued, as they are on an instance that leaves them to another.
    quiet = await startTestServer({ GLOSS_JOB_WORKERS: '0' });
    quietCast = await quiet.factory.cast();
    dataset = await makeImportDataset(quiet, quietCast.workspace);
  });

  afterAll(async () => {
    await quiet?.close();
  });

  async function queued(): Promise<any> {
    const uploadId = (await upload(quietCast.admin.api, 'rows.csv', CSV)).body.source.upload_id;
    const started = await quietCast.admin.api.post(`/api/v1/datasets/${dataset.id}/import/file`, { upload_id: uploadId, mapping: FULL_MAPPING });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    return started.body;
  }

  it('answers a job to those who manage its dataset, and Argilla\'s 404 for an unknown one', async () => {
    const job = await queued();
    expectUnauthorized(await quiet.api.get(`/api/v1/jobs/${job.id}`));
    expectForbidden(await quietCast.annotator.api.get(`/api/v1/jobs/${job.id}`));
    expectForbidden(await quietCast.outsiderAdmin.api.get(`/api/v1/jobs/${job.id}`));
    const found = await quietCast.admin.api.get(`/api/v1/jobs/${job.id}`);
    expect(found.body).toMatchObject({ id: job.id, status: 'queued', source: { type: 'file', filename: 'rows.csv', format: 'csv' } });
    expect(found.body).not.toHaveProperty('token');
    expectNotFound(await quiet.owner.get('/api/v1/jobs/not-a-job'), 'Job with id `not-a-job` not found');
    expectInvalid(await quiet.owner.get(`/api/v1/jobs/${'0'.repeat(101)}`), ['path', 'job_id']);

    const listed = await quietCast.admin.api.get('/api/v1/jobs', { query: { active: 'true' } });
    expect(listed.body.items.map((item: { id: string }) => item.id)).toContain(job.id);
    expect((await quietCast.outsiderAdmin.api.get('/api/v1/jobs')).body.items).toEqual([]);
    expectForbidden(await quietCast.annotator.api.get('/api/v1/jobs'));
    await quietCast.admin.api.post(`/api/v1/jobs/${job.id}/cancel`);
  });

  it('refuses a second import into a dataset while one is waiting or running, with its id', async () => {
    const first = await queued();
    const uploadId = (await upload(quietCast.admin.api, 'rows.csv', CSV)).body.source.upload_id;
    const second = await quietCast.admin.api.post(`/api/v1/datasets/${dataset.id}/import/file`, { upload_id: uploadId, mapping: FULL_MAPPING });
    expectConflict(second);
    expect(second.body.detail).toContain(first.id);
    const canceled = await quietCast.admin.api.post(`/api/v1/jobs/${first.id}/cancel`);
    expect(canceled.body).toMatchObject({ status: 'canceled' });
    expectForbidden(await quietCast.annotator.api.post(`/api/v1/jobs/${first.id}/cancel`));
    // Canceling what has ended changes nothing.
    expect((await quietCast.admin.api.post(`/api/v1/jobs/${first.id}/cancel`)).body.status).toBe('canceled');
    expect((await queued()).status).toBe('queued');
  });
});
