// One Node `http` server for both base URLs: the Hub's paths (`/api/...`, `/datasets/...`) and the dataset
// viewer's (`/splits`, `/first-rows`...) do not overlap, so one port serves both and one line announces it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { callerOf, type Caller } from '../access.js';
import type { RepoStore } from '../store/repo-store.js';
import type { RecordedRequest, TokenInfo } from '../types.js';
import type { Faults } from './faults.js';
import { sendJson } from './respond.js';

export interface State {
  store: RepoStore;
  tokens: Record<string, TokenInfo>;
  faults: Faults;
  log: (line: string) => void;
  logRequests: boolean;
  /** Known once listening: the base of every URL the stand-in hands out. */
  baseUrl: string;
  /** Where LFS content is stored and uploaded: another origin, as the Hub's storage is. */
  storageUrl: string;
}

export interface Ctx {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The pattern's groups, URL-decoded. */
  params: string[];
  caller: Caller;
  state: State;
}

export interface Route {
  methods: string[];
  /** Matched against the raw path, so that an encoded revision (`refs%2Fconvert%2Fparquet`) stays one segment. */
  pattern: RegExp;
  handler: (ctx: Ctx) => void | Promise<void>;
}

export function createStandInServer(state: State, routes: Route[], requests: RecordedRequest[]): Server {
  return createServer((req, res) => {
    handle(req, res, state, routes, requests).catch((error: unknown) => {
      state.log(`stand-in error on ${req.method} ${req.url}: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal Server Error' });
      else res.destroy();
    });
  });
}

async function handle(req: IncomingMessage, res: ServerResponse, state: State, routes: Route[], requests: RecordedRequest[]) {
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const method = req.method ?? 'GET';
  requests.push({ method, path: url.pathname, query: url.search, authorization: req.headers.authorization });
  if (state.logRequests) state.log(`${method} ${url.pathname}${url.search}`);
  // Both services answer browsers from any origin.
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', 'X-Error-Code, X-Error-Message, X-Repo-Commit, X-Revision, ETag, Content-Range');
  if (await state.faults.apply(url.pathname + url.search, res)) return;
  if (method === 'OPTIONS') {
    res.writeHead(204, { 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT' });
    res.end();
    return;
  }
  for (const route of routes) {
    const match = route.methods.includes(method) ? route.pattern.exec(url.pathname) : null;
    if (!match) continue;
    let params: string[];
    try {
      params = match.slice(1).map((group) => (group === undefined ? '' : decodeURIComponent(group)));
    } catch {
      sendJson(res, 400, { error: 'Invalid URL encoding' });
      return;
    }
    await route.handler({ req, res, url, params, caller: callerOf(req, state.tokens), state });
    return;
  }
  state.log(`hub stand-in: no handler for ${method} ${url.pathname}${url.search}`);
  sendJson(res, 404, { error: 'Sorry, we can\'t find the page you are looking for.' });
}
