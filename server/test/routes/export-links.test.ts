import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectForbidden, expectInvalid, expectNotFound, expectRule, expectUnauthorized } from '../helpers/expectations.js';
import { type RawResponse, exportLinksPath, exportPath, fetchRaw, parseJsonLines } from '../helpers/export-files.js';
import type { Cast } from '../helpers/factories.js';
import { type RecordsDataset, createPlainRecords, makeRecordsDataset } from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/** The browser's way to an export: a one-time link made with the session, downloaded without it. */

let server: TestServer;
let cast: Cast;
let dataset: RecordsDataset;

beforeAll(async () => {
  server = await startTestServer();
  cast = await server.factory.cast();
  dataset = await makeRecordsDataset(server, { workspace: cast.workspace });
  await createPlainRecords(server, dataset, 12, 'p');
});
afterAll(() => server.close());

const toApi = (response: RawResponse) => ({ status: response.status, headers: response.headers, body: response.json() });
const download = (url: string) => fetchRaw(server.api.baseUrl, null, 'GET', url);

async function makeLink(apiKey: string, body: Record<string, unknown>, target: { id: string } = dataset) {
  const response = await fetchRaw(server.api.baseUrl, apiKey, 'POST', exportLinksPath(target), body);
  expect(response.status, response.bytes.toString('utf8')).toBe(201);
  return response.json() as { url: string; filename: string; total: number; expires_at: string };
}

const genreFilter = (values: string[]) => ({ and: [{ type: 'terms', scope: { entity: 'metadata', metadata_property: 'genre' }, values }] });

describe('a download link', () => {
  it('says how many records the export holds, under which name, until when', async () => {
    const asked = Date.now();
    const link = await makeLink(cast.admin.apiKey, { format: 'csv', query: { text: { q: 'record' } } });
    const answered = Date.now();
    expect(link.url).toMatch(new RegExp(`^/api/v1/datasets/${dataset.id}/records/export\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    expect(link.filename).toMatch(new RegExp(`^${dataset.name}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    expect(link.total).toBe(12);
    // A minute from when the server made it, however long the call took.
    const expiresAt = Date.parse(`${link.expires_at}Z`);
    expect(expiresAt).toBeGreaterThanOrEqual(asked + 60_000);
    expect(expiresAt).toBeLessThanOrEqual(answered + 60_000);
  });

  it('downloads, without credentials, the file the POST answers, once', async () => {
    const body = { format: 'jsonl', query: { text: { q: 'record' } } };
    const link = await makeLink(cast.admin.apiKey, body);
    const file = await download(link.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`filename="${link.filename}"`);
    expect(file.headers.get('x-gloss-total')).toBe('12');
    const posted = await fetchRaw(server.api.baseUrl, cast.admin.apiKey, 'POST', exportPath(dataset), body);
    expect(parseJsonLines(file.bytes)).toEqual(parseJsonLines(posted.bytes));
    expectUnauthorized(toApi(await download(link.url)));
  });

  it('is refused when forged, cut short, or used on another dataset (401), and when missing (422)', async () => {
    const link = await makeLink(server.ownerUser.apiKey, { format: 'jsonl' });
    const [path, token] = link.url.split('?token=');
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: cast.admin.id })).toString('base64url');
    expectUnauthorized(toApi(await download(`${path}?token=${header}.${forged}.${signature}`)));
    expectUnauthorized(toApi(await download(`${path}?token=${token.slice(0, -2)}`)));
    const other = await makeRecordsDataset(server, { workspace: cast.workspace });
    expectUnauthorized(toApi(await download(`${exportPath(other)}?token=${token}`)));
    expectInvalid(toApi(await download(exportPath(dataset))), ['query', 'token']);
  });

  it('is never a session: a bearer token made of it is refused', async () => {
    const link = await makeLink(server.ownerUser.apiKey, { format: 'jsonl' });
    const token = link.url.split('?token=')[1];
    expectUnauthorized(await server.api.get('/api/v1/me', { as: { token } }));
  });

  it('ends with the session it was made in (a new password)', async () => {
    const admin = await server.factory.user('admin', { workspaces: [cast.workspace] });
    const link = await makeLink(admin.apiKey, { format: 'jsonl' });
    expect((await server.owner.patch(`/api/v1/users/${admin.id}`, { password: 'another-password-1' })).status).toBe(200);
    expectUnauthorized(toApi(await download(link.url)));
  });

  it('ends with its maker’s account: an account created later with the same id cannot use it', async () => {
    const id = randomUUID();
    const maker = await server.factory.user('admin', { id, workspaces: [cast.workspace] });
    const link = await makeLink(maker.apiKey, { format: 'jsonl' });
    expect((await server.owner.delete(`/api/v1/users/${id}`)).status).toBe(200);
    // As if deleted before the server retired deleted accounts' ids (an upgrade knows none of those).
    await server.db.deleteFrom('retired_user_ids').where('id', '=', id).execute();
    await server.factory.user('admin', { id, workspaces: [cast.workspace] });
    expectUnauthorized(toApi(await download(link.url)));
  });

  it('is checked again when used: an admin no longer in the workspace is refused (403), a deleted dataset is 404', async () => {
    const admin = await server.factory.user('admin', { workspaces: [cast.workspace] });
    const link = await makeLink(admin.apiKey, { format: 'jsonl' });
    expect((await server.owner.delete(`/api/v1/workspaces/${cast.workspace.id}/users/${admin.id}`)).status).toBe(200);
    expectForbidden(toApi(await download(link.url)));

    const doomed = await makeRecordsDataset(server, { workspace: cast.workspace });
    const doomedLink = await makeLink(cast.admin.apiKey, { format: 'jsonl' }, doomed);
    expect((await server.owner.delete(`/api/v1/datasets/${doomed.id}`)).status).toBe(200);
    expectNotFound(toApi(await download(doomedLink.url)));
  });

  it('is refused when the search and filters would make it too long for a URL, naming the POST instead (422)', async () => {
    const values = Array.from({ length: 250 }, (_, index) => `a-rather-long-term-value-number-${index}`);
    const response = await fetchRaw(server.api.baseUrl, cast.admin.apiKey, 'POST', exportLinksPath(dataset), { format: 'jsonl', filters: genreFilter(values) });
    expectRule(toApi(response), /too long for a download link/);
  });
});

describe('a HEAD request on a download link', () => {
  it('is not answered (405), and leaves the link good for its download', async () => {
    const link = await makeLink(cast.admin.apiKey, { format: 'jsonl' });
    const head = await fetchRaw(server.api.baseUrl, null, 'HEAD', link.url);
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toContain('GET');
    expect((await download(link.url)).status).toBe(200);
  });
});
