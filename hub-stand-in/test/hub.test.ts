import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHubStandIn, type HubStandIn } from '../src/index.js';
import { REVIEWS, TOKENS, oneColumn } from './fixtures.js';

let hub: HubStandIn;

beforeAll(async () => {
  hub = await startHubStandIn({ tokens: TOKENS });
  await hub.addDataset('acme/reviews', REVIEWS);
  await hub.addDataset('acme/gated', { gated: true, subsets: oneColumn(1) });
  await hub.addDataset('alice/private', { private: true, subsets: oneColumn(1) });
});
afterAll(() => hub.close());

function call(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  return fetch(`${hub.url}${path}`, { ...init, headers, redirect: 'manual' });
}

describe('reading', () => {
  it('describes a repo with its commit and files', async () => {
    const res = await call('/api/datasets/acme/reviews');
    const info = await res.json() as Record<string, any>;
    expect(info).toMatchObject({ id: 'acme/reviews', private: false, gated: false, sha: res.headers.get('X-Repo-Commit') });
    expect(info.siblings.map((file: { rfilename: string }) => file.rfilename)).toEqual([
      '.gitattributes', 'README.md', 'data/test-00000-of-00001.parquet', 'data/train-00000-of-00002.parquet',
      'data/train-00001-of-00002.parquet', 'numbers/train-00000-of-00001.parquet',
    ]);
    const parquet = await (await call('/api/datasets/acme/reviews/revision/refs%2Fconvert%2Fparquet')).json() as Record<string, any>;
    expect(parquet.siblings.map((file: { rfilename: string }) => file.rfilename)).toContain('default/train/0001.parquet');
  });

  it('lists trees and paths, with LFS details', async () => {
    const top = await (await call('/api/datasets/acme/reviews/tree/main')).json() as { type: string; path: string }[];
    expect(top.map(({ type, path }) => `${type} ${path}`)).toEqual(['directory data', 'directory numbers', 'file .gitattributes', 'file README.md']);
    const data = await (await call('/api/datasets/acme/reviews/tree/main/data?recursive=True&expand=True')).json() as Record<string, any>[];
    expect(data[0]).toMatchObject({ type: 'file', path: 'data/test-00000-of-00001.parquet', lfs: { pointerSize: expect.any(Number) }, lastCommit: { title: 'Upload dataset' } });
    const form = new URLSearchParams([['paths', 'README.md'], ['paths', 'data'], ['paths', 'missing'], ['expand', 'False']]);
    const paths = await (await call('/api/datasets/acme/reviews/paths-info/main', { method: 'POST', body: form })).json() as { path: string }[];
    expect(paths.map(({ path }) => path)).toEqual(['README.md', 'data']);
  });

  it('downloads regular files with ranges, and LFS files through a redirect to storage', async () => {
    const readme = await call('/datasets/acme/reviews/resolve/main/README.md', { headers: { Range: 'bytes=0-2' } });
    expect([readme.status, readme.headers.get('Content-Range'), await readme.text()]).toEqual([206, expect.stringMatching(/^bytes 0-2\/\d+$/), '---']);
    expect(readme.headers.get('ETag')).toMatch(/^"[0-9a-f]{40}"$/);
    const lfs = await call('/datasets/acme/reviews/resolve/main/data/test-00000-of-00001.parquet', { method: 'HEAD' });
    expect(lfs.status).toBe(302);
    const location = lfs.headers.get('Location') ?? '';
    expect(new URL(location).origin).not.toBe(hub.url);
    const content = Buffer.from(await (await fetch(location)).arrayBuffer());
    expect(lfs.headers.get('X-Linked-Size')).toBe(String(content.length));
    expect(lfs.headers.get('X-Linked-Etag')).toBe(`"${createHash('sha256').update(content).digest('hex')}"`);
    expect(content.subarray(0, 4).toString()).toBe('PAR1');
  });

  it('answers the Hub errors huggingface_hub tells apart', async () => {
    const expectError = async (res: Response, status: number, code: string | null) => {
      expect([res.status, res.headers.get('X-Error-Code')]).toEqual([status, code]);
      expect((await res.json() as { error: string }).error).toBe(res.headers.get('X-Error-Message'));
    };
    await expectError(await call('/api/datasets/alice/private'), 401, 'RepoNotFound');
    await expectError(await call('/api/datasets/alice/private', { token: 'hf-bob' }), 404, 'RepoNotFound');
    expect((await call('/api/datasets/alice/private', { token: 'hf-alice' })).status).toBe(200);
    await expectError(await call('/api/datasets/acme/reviews', { token: 'wrong' }), 401, null);
    await expectError(await call('/datasets/acme/gated/resolve/main/README.md'), 401, 'GatedRepo');
    await expectError(await call('/datasets/acme/gated/resolve/main/README.md', { token: 'hf-bob' }), 403, 'GatedRepo');
    expect((await call('/api/datasets/acme/gated', { token: 'hf-bob' })).status).toBe(200);
    await expectError(await call('/datasets/acme/reviews/resolve/main/missing.txt'), 404, 'EntryNotFound');
    await expectError(await call('/datasets/acme/reviews/resolve/nope/README.md'), 404, 'RevisionNotFound');
  });
});

describe('writing, as huggingface.js commits', () => {
  const parquet = Buffer.from('PAR1 not really parquet');
  const sha = createHash('sha256').update(parquet).digest('hex');
  const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

  it('creates a repo once', async () => {
    const created = await call('/api/repos/create', { ...json({ name: 'export', organization: 'alice', type: 'dataset', visibility: 'private' }), token: 'hf-alice' });
    expect(await created.json()).toMatchObject({ url: `${hub.url}/datasets/alice/export`, name: 'alice/export' });
    const again = await call('/api/repos/create', { ...json({ name: 'export', organization: 'alice', type: 'dataset' }), token: 'hf-alice' });
    expect(again.status).toBe(409);
    expect((await (await call('/api/datasets/alice/export', { token: 'hf-alice' })).json() as { private: boolean }).private).toBe(true);
  });

  it('refuses writes without rights', async () => {
    const body = json({ name: 'x', organization: 'alice', type: 'dataset' });
    expect((await call('/api/repos/create', body)).status).toBe(401);
    expect((await call('/api/repos/create', { ...body, token: 'hf-bob' })).status).toBe(403);
    expect((await call('/api/repos/create', { ...body, token: 'hf-reader' })).status).toBe(403);
    expect((await call('/api/datasets/alice/export/commit/main', { method: 'POST', body: '', token: 'hf-bob' })).status).toBe(404);
  });

  it('uploads LFS objects and commits NDJSON lines', async () => {
    const modes = await (await call('/api/datasets/alice/export/preupload/main', {
      ...json({ files: [{ path: 'data/train-00000-of-00001.parquet', size: parquet.length, sample: parquet.toString('base64') }, { path: 'README.md', size: 4, sample: 'IyBoaQ==' }] }),
      token: 'hf-alice',
    })).json() as { files: { path: string; uploadMode: string }[] };
    expect(modes.files.map(({ uploadMode }) => uploadMode)).toEqual(['lfs', 'regular']);
    const batch = await call('/datasets/alice/export.git/info/lfs/objects/batch', {
      ...json({ operation: 'upload', transfers: ['basic', 'multipart'], hash_algo: 'sha_256', ref: { name: 'main' }, objects: [{ oid: sha, size: parquet.length }] }),
      token: 'hf-alice',
    });
    const { transfer, objects } = await batch.json() as { transfer: string; objects: { actions: { upload: { href: string }; verify: { href: string } } }[] };
    expect(transfer).toBe('basic');
    expect((await fetch(objects[0].actions.upload.href, { method: 'PUT', body: parquet })).status).toBe(200);
    expect((await call(objects[0].actions.verify.href.slice(hub.url.length), { ...json({ oid: sha, size: parquet.length }), token: 'hf-alice' })).status).toBe(200);
    const lines = [
      { key: 'header', value: { summary: 'Export', description: '' } },
      { key: 'lfsFile', value: { path: 'data/train-00000-of-00001.parquet', algo: 'sha256', oid: sha, size: parquet.length } },
      { key: 'file', value: { path: 'README.md', content: Buffer.from('# hi').toString('base64'), encoding: 'base64' } },
    ];
    const committed = await call('/api/datasets/alice/export/commit/main', {
      method: 'POST', body: lines.map((line) => JSON.stringify(line)).join('\n'), headers: { 'Content-Type': 'application/x-ndjson' }, token: 'hf-alice',
    });
    const answer = await committed.json() as { commitOid: string; commitUrl: string };
    expect(answer.commitUrl).toBe(`${hub.url}/datasets/alice/export/commit/${answer.commitOid}`);
    expect(hub.repoFiles('alice/export').get('data/train-00000-of-00001.parquet')).toEqual(parquet);
    expect(hub.repoFiles('alice/export').get('README.md')?.toString()).toBe('# hi');
    const again = await (await call('/datasets/alice/export.git/info/lfs/objects/batch', {
      ...json({ operation: 'upload', objects: [{ oid: sha, size: parquet.length }] }), token: 'hf-alice',
    })).json() as { objects: { actions?: unknown }[] };
    expect(again.objects[0].actions).toBeUndefined();
  });

  it('refuses a commit pointing at an LFS object never uploaded', async () => {
    const lines = [{ key: 'header', value: { summary: 'x' } }, { key: 'lfsFile', value: { path: 'a.bin', algo: 'sha256', oid: 'f'.repeat(64) } }];
    const res = await call('/api/datasets/alice/export/commit/main', { method: 'POST', body: lines.map((line) => JSON.stringify(line)).join('\n'), token: 'hf-alice' });
    expect(res.status).toBe(400);
  });

  it('serves a committed Parquet export through the dataset viewer', async () => {
    await hub.addDataset('alice/source', { subsets: oneColumn(2) });
    const content = hub.repoFiles('alice/source').get('data/train-00000-of-00001.parquet') ?? Buffer.alloc(0);
    const lines = [
      { key: 'header', value: { summary: 'Export' } },
      { key: 'file', value: { path: 'data/train-00000-of-00001.parquet', content: content.toString('base64'), encoding: 'base64' } },
    ];
    await call('/api/datasets/alice/export/commit/main', { method: 'POST', body: lines.map((line) => JSON.stringify(line)).join('\n'), token: 'hf-alice' });
    const rows = await (await call('/first-rows?dataset=alice/export&config=default&split=train', { token: 'hf-alice' })).json() as { rows: { row: unknown }[] };
    expect(rows.rows.map(({ row }) => row)).toEqual([{ t: 'row 0' }, { t: 'row 1' }]);
  });
});
