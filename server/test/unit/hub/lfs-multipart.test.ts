// The Hub's multipart LFS transfer, which the stand-in does not offer (it answers `basic`), against a small local
// stand-in of its documented exchange (huggingface_hub lfs.py `_upload_multi_part`, huggingface.js commit.ts):
// the batch answers a `chunk_size` and one presigned URL per part (`"00001"`...), each part's PUT answers an ETag,
// and a POST to the action's `href` with `{oid, parts: [{partNumber, etag}]}` completes the object.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HubClient, HubError } from '../../../src/hub/index.js';

const HUB = 'https://hub.test';
const STORAGE = 'https://storage.test';
const TOKEN = 'hf_multipart_token';

interface Seen {
  method: string;
  url: string;
  authorization: string | null;
  body: Buffer;
}

/** The Hub and its storage for one multipart upload of `chunkSize`-byte parts. */
function multipartHub(chunkSize: number, parts: number) {
  const seen: Seen[] = [];
  const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = init?.body instanceof Blob ? Buffer.from(await init.body.arrayBuffer()) : Buffer.from(String(init?.body ?? ''));
    seen.push({ method: init?.method ?? 'GET', url: url.toString(), authorization: new Headers(init?.headers).get('authorization'), body });
    const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url.pathname.endsWith('/preupload/main')) {
      const { files } = JSON.parse(body.toString()) as { files: { path: string }[] };
      return json({ files: files.map(({ path }) => ({ path, uploadMode: 'lfs', shouldIgnore: false })) });
    }
    if (url.pathname.endsWith('.git/info/lfs/objects/batch')) {
      const { objects } = JSON.parse(body.toString()) as { objects: { oid: string; size: number }[] };
      const header: Record<string, string> = { chunk_size: String(chunkSize) };
      for (let part = 1; part <= parts; part += 1) header[String(part).padStart(5, '0')] = `${STORAGE}/part/${part}?X-Amz-Signature=secret-signature`;
      return json({
        transfer: 'multipart',
        objects: objects.map(({ oid, size }) => ({ oid, size, actions: { upload: { href: `${HUB}/complete/${oid}`, header } } })),
      });
    }
    if (url.origin === STORAGE) return new Response(null, { status: 200, headers: { etag: `"etag-${url.pathname.split('/').at(-1)}"` } });
    if (url.pathname.startsWith('/complete/')) return json({});
    if (url.pathname.endsWith('/commit/main')) return json({ commitUrl: `${HUB}/datasets/acme/big/commit/abc`, commitOid: 'abc' });
    return new Response(JSON.stringify({ error: 'not found' }), { status: 404 });
  }) as typeof fetch;
  return { seen, client: new HubClient({ endpoint: HUB, datasetsServerUrl: 'https://viewer.test', fetch: fetcher, sleep: async () => {} }) };
}

describe('a multipart LFS upload', () => {
  it('puts each part to its URL without the token, then completes with the ETags', async () => {
    const content = Buffer.from('0123456789');
    const { seen, client } = multipartHub(4, 3);
    expect(await client.commit('acme/big', [{ path: 'data/train.parquet', content }], { summary: 'big' }, TOKEN)).toEqual({ commitUrl: `${HUB}/datasets/acme/big/commit/abc`, commitOid: 'abc' });
    const puts = seen.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.body.toString())).toEqual(['0123', '4567', '89']);
    expect(puts.every((request) => request.authorization === null)).toBe(true);
    const oid = createHash('sha256').update(content).digest('hex');
    const completion = seen.find((request) => request.url === `${HUB}/complete/${oid}`);
    expect(JSON.parse(completion!.body.toString())).toEqual({
      oid,
      parts: [{ partNumber: 1, etag: '"etag-1"' }, { partNumber: 2, etag: '"etag-2"' }, { partNumber: 3, etag: '"etag-3"' }],
    });
    const commit = seen.find((request) => request.url.endsWith('/commit/main'))!;
    expect(commit.authorization).toBe(`Bearer ${TOKEN}`);
    expect(commit.body.toString().split('\n').map((line) => JSON.parse(line))).toEqual([
      { key: 'header', value: { summary: 'big', description: '' } },
      { key: 'lfsFile', value: { path: 'data/train.parquet', algo: 'sha256', oid, size: 10 } },
    ]);
  });

  it('refuses parts that do not fit the size', async () => {
    const { client } = multipartHub(4, 2);
    const error = await client.commit('acme/big', [{ path: 'x.parquet', content: Buffer.from('0123456789') }], { summary: 'big' }, TOKEN).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HubError);
    expect((error as HubError).message).toContain('in parts that do not fit its size');
  });
});
