// File downloads as huggingface_hub's file_download.py (`get_hf_file_metadata`, `hf_hub_download`) and hyparquet's
// `asyncBufferFromUrl` read them: GET/HEAD /datasets/{repo}/resolve/{rev}/{path}. A regular file is answered
// with its bytes, `ETag` (its git oid) and `X-Repo-Commit`; an LFS file, like on the Hub, by a redirect to
// storage with `X-Linked-Etag`/`X-Linked-Size`. Both answer `Range` requests (206, `Content-Range`).
// The storage has an origin of its own, as the Hub's CDN does: huggingface_hub follows a redirect that stays on
// the Hub's origin and reads the file's metadata from the last answer, which storage does not give.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Ctx, Route } from '../http/server.js';
import { sendBytes, sendJson, type Headers } from '../http/respond.js';
import { entryNotFound } from './errors.js';
import { lookUp } from './lookup.js';

const CONTENT_TYPES: Record<string, string> = {
  json: 'application/json', md: 'text/plain; charset=utf-8', txt: 'text/plain; charset=utf-8', csv: 'text/csv; charset=utf-8',
  jsonl: 'text/plain; charset=utf-8', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp',
};

function contentType(path: string): string {
  return CONTENT_TYPES[path.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/** Answers a whole file or the one byte range asked for; several ranges get the whole file, as a server may. */
export function sendContent(req: IncomingMessage, res: ServerResponse, content: Buffer, headers: Headers): void {
  const all = { 'Accept-Ranges': 'bytes', ...headers };
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (!range || (range[1] === '' && range[2] === '')) {
    sendBytes(res, 200, content, all);
    return;
  }
  const size = content.length;
  let start = range[1] === '' ? size - Number(range[2]) : Number(range[1]);
  let end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
  start = Math.max(start, 0);
  if (start >= size || end < start) {
    sendBytes(res, 416, Buffer.alloc(0), { ...all, 'Content-Range': `bytes */${size}` });
    return;
  }
  end = Math.min(end, size - 1);
  sendBytes(res, 206, content.subarray(start, end + 1), { ...all, 'Content-Range': `bytes ${start}-${end}/${size}` });
}

function resolve(ctx: Ctx) {
  const [repoId, revision, path] = ctx.params;
  const found = lookUp(ctx, repoId, revision, true);
  if (!found) return;
  const file = found.commit.files.get(path);
  if (!file) {
    entryNotFound(ctx.res, found.commit.id);
    return;
  }
  const name = path.split('/').pop() ?? path;
  const common = {
    'X-Repo-Commit': found.commit.id,
    'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(name)}; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}";`,
  };
  if (file.lfs) {
    ctx.res.writeHead(302, {
      ...common, Location: `${ctx.state.storageUrl}/lfs-objects/${file.sha256}`, ETag: `"${file.oid}"`,
      'X-Linked-Etag': `"${file.sha256}"`, 'X-Linked-Size': file.content.length, 'Content-Length': 0,
    });
    ctx.res.end();
    return;
  }
  sendContent(ctx.req, ctx.res, file.content, { ...common, ETag: `"${file.oid}"`, 'Content-Type': contentType(path) });
}

/** The storage an LFS redirect points at; like a signed URL, it needs no token. */
function lfsObject(ctx: Ctx) {
  const content = ctx.state.store.lfsObjects.get(ctx.params[0]);
  if (!content) sendJson(ctx.res, 404, { error: 'NoSuchKey' });
  else sendContent(ctx.req, ctx.res, content, { ETag: `"${ctx.params[0]}"`, 'Content-Type': 'binary/octet-stream' });
}

export const downloadRoutes: Route[] = [
  {
    methods: ['GET', 'HEAD'],
    pattern: /^\/datasets\/([^/]+\/[^/]+)\/resolve\/(refs\/(?:convert|pr)\/[^/]+|[^/]+)\/(.+)$/,
    handler: resolve,
  },
];

export const storageRoutes: Route[] = [
  { methods: ['GET', 'HEAD'], pattern: /^\/lfs-objects\/([0-9a-f]{64})$/, handler: lfsObject },
];
