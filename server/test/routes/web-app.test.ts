import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../helpers/server.js';

const SHELL = '<!doctype html><html><body><div id="root"></div><script src="/assets/app-abc123.js"></script></body></html>';
const SCRIPT = 'console.log("gloss");';

describe('the built web app, served at /', () => {
  let server: TestServer;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'gloss-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), SHELL);
    writeFileSync(join(webDir, 'assets', 'app-abc123.js'), SCRIPT);
    writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startTestServer({ GLOSS_WEB_DIR: webDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('GET / answers the app shell, revalidated on every load', async () => {
    const response = await server.api.get('/');
    expect(response.status).toBe(200);
    expect(response.body).toBe(SHELL);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/datasets', '/dataset/x/settings', '/dataset/abc/annotation-mode?_status=pending', '/index.html', '/docs-guide'])(
    'GET %s falls back to the app shell, so deep links load the app',
    async (path) => {
      const response = await server.api.get(path);
      expect(response.status).toBe(200);
      expect(response.body).toBe(SHELL);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('HEAD on a deep link answers like GET without a body', async () => {
    const response = await server.api.request('HEAD', '/dataset/x/settings');
    expect(response.status).toBe(200);
    expect(response.body).toBeUndefined();
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('serves hashed assets as immutable, with their content type', async () => {
    const response = await server.api.get('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.body).toBe(SCRIPT);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files of the build as they are, without the immutable promise', async () => {
    const response = await server.api.get('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).not.toContain('immutable');
  });

  it('answers a missing hashed asset with a 404, not the shell a browser would run as a script', async () => {
    const response = await server.api.get('/assets/app-gone99.js');
    expect(response).toMatchObject({ status: 404, body: { detail: 'Not Found' } });
  });

  it('never serves what lies outside the build or hidden files', async () => {
    writeFileSync(join(webDir, '.env'), 'SECRET=1');
    for (const path of ['/.env', '/assets/../.env', '/%2e%2e/package.json']) {
      const response = await server.api.get(path);
      expect(String(response.body), path).not.toContain('SECRET');
      expect(String(response.body), path).not.toContain('"name"');
    }
  });

  it('keeps the JSON 404 for unknown API paths and for methods other than GET and HEAD', async () => {
    for (const path of ['/api/v1/nope', '/api/nope', '/api/v1/datasets/x/nope']) {
      const response = await server.api.get(path);
      expect(response, path).toMatchObject({ status: 404, body: { detail: 'Not Found' } });
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
    const response = await server.api.request('PUT', '/api/v1/nope', { json: {} });
    expect(response).toMatchObject({ status: 404, body: { detail: 'Not Found' } });
  });

  it('answers 405 with the methods a page takes for any other method', async () => {
    for (const [method, path] of [['POST', '/datasets'], ['DELETE', '/'], ['TRACE', '/dataset/x/annotation-mode']]) {
      const response = await rawRequest(server.api.baseUrl, method, path);
      expect(response, `${method} ${path}`).toMatchObject({ status: 405, body: { detail: 'Method Not Allowed' } });
      expect(response.allow).toBe('GET, HEAD');
    }
  });

  it('leaves the API and its documentation where they were', async () => {
    expect((await server.api.get('/api/v1/version')).status).toBe(200);
    expect((await server.api.get('/api/v1/docs')).status).toBe(200);
    const redirect = await server.api.get('/docs', { redirect: 'manual' });
    expect(redirect.status).toBe(307);
  });
});

describe.each([
  ['no web directory', () => join(tmpdir(), 'gloss-web-never-built')],
  ['a web directory without index.html', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gloss-web-half-'));
    mkdirSync(join(dir, 'assets'));
    return dir;
  }],
])('with %s', (_case, makeWebDir) => {
  let server: TestServer;
  let webDir: string;
  beforeAll(async () => {
    webDir = makeWebDir();
    server = await startTestServer({ GLOSS_WEB_DIR: webDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it.each(['/', '/datasets', '/dataset/x/settings'])('GET %s answers 503 with a page saying to build it', async (path) => {
    const response = await server.api.get(path);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(String(response.body)).toContain('npm run build');
  });

  it('keeps the API working', async () => {
    expect((await server.api.get('/api/v1/status')).status).toBe(200);
    expect((await server.api.get('/api/v1/nope')).status).toBe(404);
  });
});

/** A request with any method (fetch refuses TRACE), answered with its status, JSON body and Allow header. */
function rawRequest(baseUrl: string, method: string, path: string): Promise<{ status: number; body: unknown; allow: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, baseUrl), { method }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text), allow: response.headers.allow }));
    });
    request.on('error', reject);
    request.end();
  });
}
