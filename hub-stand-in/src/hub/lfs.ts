// The Git LFS batch API (https://github.com/git-lfs/git-lfs/blob/main/docs/api/batch.md) as huggingface_hub's
// lfs.py (`post_lfs_batch_info`, `lfs_upload`) and huggingface.js's commit.ts use it, with the basic transfer:
// POST /datasets/{repo}.git/info/lfs/objects/batch answers where to PUT each object not stored yet, then the
// client PUTs the bytes there and POSTs the verify action. Xet is not offered (`transfer` is always `basic`),
// nor downloads (clients download through /resolve).
import type { Ctx, Route } from '../http/server.js';
import { readBody, readFields, sendBytes, sendJson } from '../http/respond.js';
import { sha256Hex } from '../store/git-objects.js';
import { lookUpForWrite } from './lookup.js';

const LFS_JSON = { 'Content-Type': 'application/vnd.git-lfs+json' };

async function batch(ctx: Ctx) {
  const fields = await readFields(ctx.req);
  const [repoId] = ctx.params;
  const { store, baseUrl } = ctx.state;
  if (!lookUpForWrite(ctx, repoId)) return;
  const objects = Array.isArray(fields?.objects) ? fields.objects as { oid?: unknown; size?: unknown }[] : [];
  sendJson(ctx.res, 200, {
    transfer: 'basic',
    objects: objects.map(({ oid, size }) => {
      const answer = { oid: String(oid), size: Number(size), authenticated: true };
      if (!/^[0-9a-f]{64}$/.test(answer.oid) || !Number.isInteger(answer.size) || answer.size < 0) {
        return { ...answer, error: { code: 422, message: 'Invalid object' } };
      }
      if (store.lfsObjects.has(answer.oid)) return answer;
      return {
        ...answer,
        actions: {
          upload: { href: `${ctx.state.storageUrl}/lfs-uploads/${answer.oid}`, header: {}, expires_in: 86400 },
          verify: { href: `${baseUrl}/datasets/${repoId}.git/info/lfs/objects/verify`, header: {} },
        },
      };
    }),
  }, LFS_JSON);
}

/** The storage an upload action points at: it keeps the bytes only if they hash to the object's id. */
async function upload(ctx: Ctx) {
  const content = await readBody(ctx.req);
  if (sha256Hex(content) !== ctx.params[0]) {
    sendJson(ctx.res, 400, { message: 'The uploaded content does not match the object id' });
    return;
  }
  ctx.state.store.lfsObjects.set(ctx.params[0], content);
  sendBytes(ctx.res, 200, Buffer.alloc(0));
}

async function verify(ctx: Ctx) {
  const fields = await readFields(ctx.req);
  if (!lookUpForWrite(ctx, ctx.params[0])) return;
  const stored = ctx.state.store.lfsObjects.get(String(fields?.oid));
  if (!stored || stored.length !== Number(fields?.size)) sendJson(ctx.res, 404, { message: 'Object not found' }, LFS_JSON);
  else sendJson(ctx.res, 200, {}, LFS_JSON);
}

export const lfsRoutes: Route[] = [
  { methods: ['POST'], pattern: /^\/datasets\/([^/]+\/[^/]+)\.git\/info\/lfs\/objects\/batch$/, handler: batch },
  { methods: ['POST'], pattern: /^\/datasets\/([^/]+\/[^/]+)\.git\/info\/lfs\/objects\/verify$/, handler: verify },
];

export const uploadStorageRoutes: Route[] = [
  { methods: ['PUT'], pattern: /^\/lfs-uploads\/([0-9a-f]{64})$/, handler: upload },
];
