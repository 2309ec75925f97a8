import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { API_POLICY, apiDocsPolicy, appPolicy, customFieldFramePolicy, frameAncestors, inlineScriptHashes } from './content-security-policy.js';

const API_DOCS = '/api/v1/docs';
const API = '/api/';
/** The metrics, for Prometheus: an answer of the API, though outside `/api/` where scrapers look for it. */
export const METRICS_PATH = '/metrics';
// Vite names it after the source file and its content (see the web app's custom-frame.ts).
const CUSTOM_FIELD_FRAME = /^\/assets\/custom-field-frame-[\w-]+\.html$/;

type ResponseKind = 'api' | 'api-docs' | 'custom-field-frame' | 'web-app';

/**
 * What a response is, by the route that answered it (the router decodes `/%61pi/...` to `/api/...`), or,
 * where none did (404s, and API paths the pages' catch-all passed on), by the decoded path.
 */
function responseKind(request: FastifyRequest): ResponseKind {
  const route = request.routeOptions.url;
  const path = route !== undefined && route !== '/*' ? route : decodedPath(request.url);
  if (path === API_DOCS || path.startsWith(`${API_DOCS}/`)) return 'api-docs';
  if (path.startsWith(API) || path === METRICS_PATH) return 'api';
  return CUSTOM_FIELD_FRAME.test(path) ? 'custom-field-frame' : 'web-app';
}

function decodedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Gives every response the browser's security headers: no MIME sniffing, no referrer outside Gloss,
 * and the Content-Security-Policy (with the matching X-Frame-Options) of what it is: the web app, the
 * custom field's frame document, the API's documentation or an API answer. Registered before any
 * route, so every route and every error answer gets them.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'webDir' | 'space'>): void {
  const ancestors = frameAncestors(config.space !== null);
  const shellScripts = new ShellScriptHashes(join(config.webDir, 'index.html'));
  // X-Frame-Options only says "this origin": on a Space it would keep the Space's page from showing
  // Gloss, so there the CSP's frame-ancestors (which browsers prefer anyway) is left to decide.
  const frameOptions = config.space === null ? 'SAMEORIGIN' : null;

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    const kind = responseKind(request);
    if (kind === 'api') {
      reply.header('content-security-policy', API_POLICY);
      reply.header('x-frame-options', 'DENY');
      return;
    }
    if (kind === 'api-docs') reply.header('content-security-policy', apiDocsPolicy({ frameAncestors: ancestors }));
    else if (kind === 'custom-field-frame') reply.header('content-security-policy', customFieldFramePolicy({ frameAncestors: ancestors }));
    else reply.header('content-security-policy', appPolicy({ inlineScriptHashes: await shellScripts.current(), frameAncestors: ancestors }));
    if (frameOptions) reply.header('x-frame-options', frameOptions);
  });
}

/**
 * The hashes of the served index.html's inline scripts, read again whenever the file changes: the web
 * app can be rebuilt while the server runs, and an edited theme script must keep running.
 */
class ShellScriptHashes {
  private known: { version: string; hashes: string[] } | null = null;

  constructor(private readonly file: string) {}

  async current(): Promise<string[]> {
    let version: string;
    try {
      const info = await stat(this.file);
      version = `${info.mtimeMs}:${info.size}`;
    } catch {
      return [];
    }
    if (this.known?.version !== version) {
      const html = await readFile(this.file, 'utf8').catch(() => '');
      this.known = { version, hashes: inlineScriptHashes(html) };
    }
    return this.known.hashes;
  }
}
