import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../helpers/server.js';

const THEME_SCRIPT = "document.documentElement.dataset.theme = 'light';";
const SHELL = `<!doctype html><html><head><script>${THEME_SCRIPT}</script></head><body><div id="root"></div><script src="/assets/app-abc123.js"></script></body></html>`;
const CUSTOM_FIELD_FRAME = 'custom-field-frame-Xy_12-z.html';

const hashSource = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** A policy's directives by name, each with its sources. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** A built web app in a directory of its own: the shell, a script and the custom field's frame document. */
function makeWebDir(): string {
  const webDir = mkdtempSync(join(tmpdir(), 'gloss-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), SHELL);
  writeFileSync(join(webDir, 'assets', 'app-abc123.js'), 'console.log("gloss");');
  writeFileSync(join(webDir, 'assets', CUSTOM_FIELD_FRAME), '<!doctype html><script>parent.postMessage("ready", "*")</script>');
  return webDir;
}

describe('security headers of every kind of response', () => {
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

  const every = {
    'the app shell': '/dataset/x/annotation-mode',
    'a hashed asset': '/assets/app-abc123.js',
    "the custom field's frame document": `/assets/${CUSTOM_FIELD_FRAME}`,
    'an API answer': '/api/v1/version',
    'an API error': '/api/v1/me',
    'an unknown API path': '/api/v1/nope',
    'the API documentation': '/api/v1/docs',
  };

  it.each(Object.entries(every))('%s is never sniffed, sends no referrer outside Gloss and has a policy', async (_what, path) => {
    const response = await server.api.get(path);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(directives(response.headers.get('content-security-policy'))['default-src']).toBeDefined();
  });

  it("allows the shell's inline script by its hash, and no other inline script", async () => {
    const response = await server.api.get('/');
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy['script-src']).toEqual(["'self'", hashSource(THEME_SCRIPT)]);
    expect(policy).toMatchObject({
      'default-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'style-src-elem': ["'self'"],
      'img-src': ["'self'", 'https:', 'http:', 'data:', 'blob:'],
      'media-src': ["'self'", 'https:', 'http:', 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'frame-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    });
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('follows an edited index.html without a restart', async () => {
    const edited = "document.documentElement.dataset.theme = 'dark'; // edited";
    writeFileSync(join(webDir, 'index.html'), SHELL.replace(THEME_SCRIPT, edited));
    try {
      const policy = directives((await server.api.get('/datasets')).headers.get('content-security-policy'));
      expect(policy['script-src']).toEqual(["'self'", hashSource(edited)]);
    } finally {
      writeFileSync(join(webDir, 'index.html'), SHELL);
    }
  });

  it("gives the app's files the app's policy", async () => {
    const [shell, asset] = await Promise.all([server.api.get('/'), server.api.get('/assets/app-abc123.js')]);
    expect(asset.headers.get('content-security-policy')).toBe(shell.headers.get('content-security-policy'));
    expect(asset.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it("runs the custom field's frame document sandboxed, with inline scripts and no connections", async () => {
    const response = await server.api.get(`/assets/${CUSTOM_FIELD_FRAME}`);
    expect(response.status).toBe(200);
    expect(directives(response.headers.get('content-security-policy'))).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'unsafe-inline'"],
      'style-src': ["'unsafe-inline'"],
      'img-src': ['data:', 'https:', 'http:'],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'self'"],
      sandbox: ['allow-scripts'],
    });
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('lets API answers load, run and be framed nowhere', async () => {
    for (const path of ['/api/v1/version', '/api/v1/me', '/api/v1/nope']) {
      const response = await server.api.get(path);
      expect(directives(response.headers.get('content-security-policy')), path).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('treat an API path spelled with escapes as the API it reaches', async () => {
    const response = await server.owner.get('/%61pi/v1/me');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('reach requests refused before routing: a URL that cannot be decoded, a method Node does not know', async () => {
    const badUrl = await server.api.get('/api/v1/datasets/%FF');
    expect(badUrl.status).toBe(400);
    expect(badUrl.body).toEqual({ detail: 'The request URL is not valid' });
    const unknownMethod = await rawExchange(server.api.baseUrl, 'TRACK / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(unknownMethod).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    for (const answer of [Object.fromEntries(badUrl.headers), headersOf(unknownMethod)]) {
      expect(answer['x-content-type-options']).toBe('nosniff');
      expect(answer['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer['x-frame-options']).toBe('DENY');
      expect(answer['referrer-policy']).toBe('same-origin');
    }
  });

  it('gives the API documentation a policy of its own: its script files, inline styles, calls to the API', async () => {
    for (const path of ['/api/v1/docs', '/api/v1/docs/static/swagger-initializer.js']) {
      const response = await server.api.get(path);
      expect(response.status, path).toBe(200);
      expect(directives(response.headers.get('content-security-policy')), path).toMatchObject({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'self'"],
      });
    }
  });
});

describe('security headers on a Space, whose page on huggingface.co shows Gloss in a frame', () => {
  let server: TestServer;
  let webDir: string;
  beforeAll(async () => {
    webDir = makeWebDir();
    server = await startTestServer({ GLOSS_WEB_DIR: webDir, SPACE_ID: 'team/space', SPACE_AUTHOR_NAME: 'team' });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it.each(['/', `/assets/${CUSTOM_FIELD_FRAME}`, '/api/v1/docs'])('%s may be framed by the Space page, and X-Frame-Options (which cannot say so) is left out', async (path) => {
    const response = await server.api.get(path);
    expect(directives(response.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'self'", 'https://huggingface.co']);
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('still keeps API answers out of every frame', async () => {
    const response = await server.api.get('/api/v1/version');
    expect(directives(response.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('security headers while the web app is not built', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ GLOSS_WEB_DIR: join(tmpdir(), 'gloss-web-never-built') });
  });
  afterAll(() => server.close());

  it('sends the 503 page under the app policy, without any inline script', async () => {
    const response = await server.api.get('/');
    expect(response.status).toBe(503);
    expect(directives(response.headers.get('content-security-policy'))['script-src']).toEqual(["'self'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

/** Sends raw bytes to the server and answers what it wrote back before closing. */
function rawExchange(baseUrl: string, request: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
  });
}

function headersOf(rawAnswer: string): Record<string, string> {
  const head = rawAnswer.split('\r\n\r\n', 1)[0].split('\r\n').slice(1);
  return Object.fromEntries(head.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
}
