import { request as httpRequest } from 'node:http';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectInvalid } from '../helpers/expectations.js';
import { type TestServer, startTestServer } from '../helpers/server.js';

/** Text a request carries must be UTF-8: bytes that are not are refused, never stored as U+FFFD. */
let server: TestServer;
let workspace: { id: string };

beforeAll(async () => {
  server = await startTestServer();
  workspace = await server.factory.workspace();
});
afterAll(() => server.close());

/** Text (as UTF-8) and raw bytes, one after the other. */
const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : Uint8Array.from(part))));
const datasetsNamed = async (prefix: string) =>
  (await server.owner.get(`/api/v1/me/datasets?workspace_id=${workspace.id}`)).body.items.filter((dataset: any) => dataset.name.startsWith(prefix));

function expectUndecodable(response: { status: number; body: any }, loc: (string | number)[], msg: string | RegExp): void {
  expectInvalid(response, loc);
  const [issue] = response.body.detail.params.errors;
  expect(issue.type).toBe('string_unicode');
  if (typeof msg === 'string') expect(issue.msg).toBe(msg);
  else expect(issue.msg).toMatch(msg);
}

describe('a JSON body that is not UTF-8', () => {
  it.each([
    ['a byte no character starts with', [0xff]],
    ['a lone continuation byte', [0x80]],
    ['an overlong form of "/"', [0xc0, 0xaf]],
    ['a cut-off three-byte character', [0xe2, 0x82]],
    ['a UTF-16 surrogate encoded as UTF-8', [0xed, 0xa0, 0x80]],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
  ])('is refused with 422, saying where: %s', async (_kind, bad) => {
    const body = bytes('{"name": "bad-', bad, `-name", "workspace_id": "${workspace.id}"}`);
    const response = await server.owner.request('POST', '/api/v1/datasets', { raw: { body, contentType: 'application/json' } });
    expectUndecodable(response, ['body'], `The request body is not valid UTF-8: the bytes from offset ${'{"name": "bad-'.length} encode no character`);
    expect(await datasetsNamed('bad-')).toEqual([]);
  });

  it('is told apart from the text U+FFFD itself, and from any other character, which are stored as sent', async () => {
    for (const name of ['replacement-\ufffd', 'café-ü-日本-😀']) {
      const response = await server.owner.post('/api/v1/datasets', { name, workspace_id: workspace.id });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect((await server.owner.get(`/api/v1/datasets/${response.body.id}`)).body.name).toBe(name);
    }
  });
});

/** Sends `chunks` as the chunks of one chunked body, each its own chunk on the wire. */
function sendChunked(path: string, chunks: Buffer[]): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, server.api.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', 'x-argilla-api-key': server.ownerUser.apiKey },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (data) => (text += data));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    request.on('error', reject);
    const next = (index: number) => {
      if (index === chunks.length) return request.end();
      request.write(chunks[index], () => next(index + 1));
    };
    next(0);
  });
}

describe('a body sent in chunks', () => {
  it('keeps a character split between two chunks whole', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'split-€-😀', workspace_id: workspace.id }));
    const euro = body.indexOf(Buffer.from('€'));
    const emoji = body.indexOf(Buffer.from('😀'));
    // Cut inside the euro sign (after its first byte) and inside the emoji (after its second).
    const response = await sendChunked('/api/v1/datasets', [body.subarray(0, euro + 1), body.subarray(euro + 1, emoji + 2), body.subarray(emoji + 2)]);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.name).toBe('split-€-😀');
  });

  it('still refuses bytes that are not UTF-8 whichever chunk holds them', async () => {
    const body = Buffer.concat([Buffer.from(`{"workspace_id": "${workspace.id}", "name": "chunked-`), Buffer.from([0xe2, 0x82]), Buffer.from('"}')]);
    const response = await sendChunked('/api/v1/datasets', [body.subarray(0, 10), body.subarray(10, body.length - 3), body.subarray(body.length - 3)]);
    expectUndecodable(response, ['body'], /^The request body is not valid UTF-8: the bytes from offset \d+ encode no character$/);
    expect(await datasetsNamed('chunked-')).toEqual([]);
  });
});

describe('URL-encoded text', () => {
  it('in the sign-in form: bytes or escapes that are not UTF-8 are refused, naming the field', async () => {
    const escaped = await server.api.request('POST', '/api/v1/token', { raw: { body: 'username=owner%FF&password=x', contentType: 'application/x-www-form-urlencoded' } });
    expectUndecodable(escaped, ['body', 'username'], 'Text must be valid UTF-8: %FF encodes no character');
    const cut = await server.api.request('POST', '/api/v1/token', { raw: { body: 'username=owner&password=caf%C3', contentType: 'application/x-www-form-urlencoded' } });
    expectUndecodable(cut, ['body', 'password'], 'Text must be valid UTF-8: %C3 encodes no character');
    const raw = await server.api.request('POST', '/api/v1/token', {
      raw: { body: Buffer.concat([Buffer.from('username=owner'), Buffer.from([0xff]), Buffer.from('&password=x')]), contentType: 'application/x-www-form-urlencoded' },
    });
    expectUndecodable(raw, ['body'], 'The request body is not valid UTF-8: the bytes from offset 14 encode no character');
  });

  it('in the sign-in form: escaped UTF-8 and a bare percent sign are read as before', async () => {
    const euro = await server.api.request('POST', '/api/v1/token', { raw: { body: 'username=owner&password=%E2%82%AC-100%', contentType: 'application/x-www-form-urlencoded' } });
    expect(euro.status, JSON.stringify(euro.body)).toBe(401);
  });

  it('in a query string: escapes that are not UTF-8 are refused, naming the parameter', async () => {
    const dataset = await server.factory.dataset({ workspace });
    const response = await server.owner.get(`/api/v1/me/datasets?name=caf%E9`);
    expectUndecodable(response, ['query', 'name'], 'Text must be valid UTF-8: %E9 encodes no character');
    // In the path, such escapes make the URL itself unreadable, which is refused before any route.
    expect((await server.owner.get('/api/v1/datasets/%FF')).body).toEqual({ detail: 'The request URL is not valid' });
    const named = await server.owner.get(`/api/v1/me/datasets?name=${encodeURIComponent(dataset.name)}&status=draft`);
    expect(named.status).toBe(200);
    expect(named.body.items.map((item: any) => item.id)).toEqual([dataset.id]);
  });
});

describe('a compressed body', () => {
  it('is refused with 415 naming its coding, JSON or form, rather than read as the bytes it is', async () => {
    const json = JSON.stringify({ name: 'compressed' });
    for (const [coding, body] of [
      ['gzip', gzipSync(json)],
      ['br', brotliCompressSync(json)],
      ['deflate, gzip', gzipSync(deflateSync(json))],
    ] as const) {
      const response = await server.owner.request('POST', '/api/v1/workspaces', { raw: { body, contentType: 'application/json' }, headers: { 'content-encoding': coding } });
      expect(response.status, JSON.stringify(response.body)).toBe(415);
      expect(response.body).toEqual({ detail: `Unsupported content encoding: ${coding}; send the body uncompressed` });
    }
    const form = await server.api.request('POST', '/api/v1/token', {
      raw: { body: gzipSync('username=owner&password=x'), contentType: 'application/x-www-form-urlencoded' },
      headers: { 'content-encoding': 'gzip' },
    });
    expect(form.status).toBe(415);
  });

  it('is read as sent when its coding says it is not compressed', async () => {
    const response = await server.owner.request('POST', '/api/v1/workspaces', {
      raw: { body: JSON.stringify({ name: 'identity-coded' }), contentType: 'application/json' },
      headers: { 'content-encoding': 'Identity' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  });
});
