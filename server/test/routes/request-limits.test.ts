import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendLargeBody as sendLargeBodyTo } from '../helpers/early-answers.js';
import { expectInvalid, expectUnauthorized } from '../helpers/expectations.js';
import { type RecordsDataset, bulkPath, makeRecordsDataset, mySearchPath } from '../helpers/records-fixtures.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/** What the server reads of a request before it knows who sent it, how much, and how deep. */
let server: TestServer;
let dataset: RecordsDataset;

beforeAll(async () => {
  server = await startTestServer();
  dataset = await makeRecordsDataset(server, { workspace: await server.factory.workspace() });
});
afterAll(() => server.close());

const sendLargeBody = (method: string, path: string, declaredBytes: number, headers: Record<string, string | undefined> = {}) =>
  sendLargeBodyTo(server, method, path, declaredBytes, headers);

describe('a request without valid credentials', () => {
  it('is answered 401 before its body is read, and the connection closed rather than drained', async () => {
    for (const headers of [{}, { 'x-argilla-api-key': 'not-a-key' }, { authorization: 'Bearer not-a-token' }]) {
      const answer = await sendLargeBody('PUT', bulkPath(dataset), 95 * 1024 * 1024, headers);
      expectUnauthorized(answer);
      expect(answer.sentBytes).toBeLessThan(8 * 1024 * 1024);
      expect(answer.headers.connection).toBe('close');
    }
  });
});

describe('a request no route takes', () => {
  it('is answered 404 or 405 before its body is read, whatever the body holds', async () => {
    for (const [method, path, status] of [
      ['POST', '/api/v1/nonexistent', 404],
      ['POST', '/api/v1/status', 405],
      ['PUT', '/api/v1/token', 405],
      ['POST', '/x/y', 405],
    ] as const) {
      const answer = await sendLargeBody(method, path, 50 * 1024 * 1024);
      expect(answer.status, `${method} ${path}`).toBe(status);
      expect(answer.sentBytes).toBeLessThan(8 * 1024 * 1024);
      const broken = await server.api.request(method, path, { raw: { body: '{', contentType: 'application/json' } });
      expect(broken.status, `${method} ${path} with a broken body`).toBe(status);
    }
  });
});

describe('body limits', () => {
  it('hold a single entity to a few megabytes: a larger body is refused with 413 as it arrives', async () => {
    const answer = await sendLargeBody('POST', '/api/v1/workspaces', 50 * 1024 * 1024, { 'x-argilla-api-key': server.ownerUser.apiKey });
    expect(answer.status).toBe(413);
    expect(answer.body.detail).toBe('The request body is larger than the limit of 4194304 bytes');
    expect(answer.sentBytes).toBeLessThan(16 * 1024 * 1024);
  });

  it("give a question's settings room for the configured number of label options, and refuse more with 413", async () => {
    // 50,000 options (GLOSS_MAX_LABEL_OPTIONS's default) at 2 KiB each: 102,400,000 bytes.
    const answer = await sendLargeBody('POST', `/api/v1/datasets/${dataset.id}/questions`, 120 * 1024 * 1024, {
      'x-argilla-api-key': server.ownerUser.apiKey,
    });
    expect(answer.status).toBe(413);
    expect(answer.body.detail).toBe('The request body is larger than the limit of 102400000 bytes');
    expect(answer.sentBytes).toBeLessThan(16 * 1024 * 1024);
  });

  it('let bulk writes go up to the configured maximum', async () => {
    const text = 'word '.repeat(2_000);
    const items = Array.from({ length: 500 }, (_, i) => ({ external_id: `big-${i}`, fields: { text } }));
    const response = await server.owner.put(bulkPath(dataset), { items });
    expect(JSON.stringify({ items }).length).toBeGreaterThan(4 * 1024 * 1024);
    expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(200);
    expect(response.body.items).toHaveLength(500);
  });
});

describe('JSON nesting', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

  it('deeper than 100 levels is refused with 422 before it is parsed, anywhere in the body', async () => {
    for (const [path, body] of [
      [mySearchPath(dataset), `{"query": {"text": {"q": "x"}}, "deep": ${nested(20_000)}}`],
      ['/api/v1/workspaces', `{"name": "deep", "extra": ${nested(101)}}`],
      [bulkPath(dataset), `{"items": [{"fields": {"text": "a"}, "metadata": {"genre": ${nested(50_000)}}}]}`],
    ]) {
      const response = await server.owner.request(path === bulkPath(dataset) ? 'PUT' : 'POST', path, {
        raw: { body, contentType: 'application/json' },
      });
      expectInvalid(response, ['body']);
      expect(response.body.detail.params.errors[0].msg).toBe('The JSON body nests more than 100 levels deep');
    }
  });

  it('counts only brackets outside strings', async () => {
    const response = await server.owner.post('/api/v1/workspaces', { name: 'brackets-in-text', note: '['.repeat(500) });
    expect(response.status).toBe(201);
  });
});

describe('methods', () => {
  it('a known API path answers 405 with its methods for any other, TRACE included', async () => {
    for (const [method, path, allow] of [
      ['TRACE', '/api/v1/me', 'GET, HEAD'],
      ['DELETE', '/api/v1/version', 'GET, HEAD'],
      ['PATCH', '/api/v1/workspaces', 'POST'],
    ] as const) {
      const answer = await new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
        const request = httpRequest(new URL(path, server.api.baseUrl), { method, headers: { 'x-argilla-api-key': server.ownerUser.apiKey } }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow }));
        });
        request.on('error', reject);
        request.end();
      });
      expect(answer, `${method} ${path}`).toEqual({ status: 405, allow });
    }
  });
});

describe('the NUL character', () => {
  it('is refused in any text of a body, the sign-in form, the query or the path, naming where it is', async () => {
    const workspace = await server.factory.workspace();
    const cases: [string, string, { json?: unknown; form?: Record<string, string>; query?: Record<string, string> }, (string | number)[]][] = [
      ['POST', '/api/v1/datasets', { json: { name: 'a\u0000b', workspace_id: workspace.id } }, ['body', 'name']],
      ['PUT', bulkPath(dataset), { json: { items: [{ fields: { text: 'ok' }, external_id: 'x\u0000y' }] } }, ['body', 'items', 0, 'external_id']],
      ['PUT', bulkPath(dataset), { json: { items: [{ fields: { text: 'a\u0000' } }] } }, ['body', 'items', 0, 'fields', 'text']],
      ['POST', mySearchPath(dataset), { json: { filters: { and: [{ type: 'terms', scope: { entity: 'metadata', metadata_property: 'genre' }, values: ['a\u0000'] }] } } }, ['body', 'filters', 'and', 0, 'values', 0]],
      ['POST', '/api/v1/users', { json: { username: 'nul1', first_name: 'a\u0000', password: '12345678' } }, ['body', 'first_name']],
      ['POST', '/api/v1/token', { form: { username: 'a\u0000', password: 'b' } }, ['body', 'username']],
      ['GET', `/api/v1/datasets/${dataset.id}/records`, { query: { include: 'responses\u0000' } }, ['query', 'include']],
    ];
    for (const [method, path, options, loc] of cases) {
      const response = await server.owner.request(method, path, options);
      expectInvalid(response, loc);
      expect(response.body.detail.params.errors[0].msg).toBe('Text may not contain the NUL character (U+0000)');
    }
  });

  it('and lone UTF-16 surrogates are refused likewise, in any text a request carries', async () => {
    const [record] = (await server.owner.post(bulkPath(dataset), { items: [{ fields: { text: 'surrogates' } }] })).body.items;
    const cases: [string, string, unknown, (string | number)[]][] = [
      ['POST', '/api/v1/workspaces', { name: 'ok', note: 'x\ud800' }, ['body', 'note']],
      ['POST', `/api/v1/records/${record.id}/responses`, { status: 'submitted', values: { label: { value: 'positive' }, comment: { value: '\udfff' } } }, ['body', 'values', 'comment', 'value']],
      ['POST', mySearchPath(dataset), { query: { text: { q: 'a\udbff' } } }, ['body', 'query', 'text', 'q']],
    ];
    for (const [method, path, json, loc] of cases) {
      const response = await server.owner.request(method, path, { json });
      expectInvalid(response, loc);
      expect(response.body.detail.params.errors[0].msg).toBe('Text may not contain a lone UTF-16 surrogate (U+D800 to U+DFFF)');
    }
    expect((await server.owner.post('/api/v1/workspaces', { name: 'emoji-ok', note: '😀' })).status).toBe(201);
  });

  it('is told apart from a text that only spells it', async () => {
    const response = await server.owner.post('/api/v1/workspaces', { name: 'spelled', note: '\\u0000' });
    expect(response.status).toBe(201);
  });
});
