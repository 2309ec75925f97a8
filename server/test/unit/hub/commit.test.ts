// The Hub client's writes (whoami, repo creation, one commit of regular and LFS files) against the local Hub
// stand-in, which answers as the Hub's documented API does.
import { startHubStandIn, type HubStandIn } from '@gloss/hub-stand-in';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HubClient, HubError } from '../../../src/hub/index.js';

const ALICE = 'hf_alice_write_token';
const READER = 'hf_alice_read_token';

let hub: HubStandIn;
let dir: string;
let sleeps: number[];

const client = () =>
  new HubClient({
    endpoint: hub.url,
    datasetsServerUrl: hub.datasetsServerUrl,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });

async function failure(call: Promise<unknown>): Promise<HubError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HubError);
  return error as HubError;
}

beforeAll(async () => {
  hub = await startHubStandIn({ tokens: { [ALICE]: { user: 'alice', orgs: ['acme'] }, [READER]: { user: 'alice', role: 'read' } } });
  dir = mkdtempSync(join(tmpdir(), 'gloss-hub-commit-test-'));
});

afterAll(async () => {
  await hub.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  sleeps = [];
  hub.faults.reset();
});

describe('accounts and repos', () => {
  it('tells whose token it is', async () => {
    expect(await client().whoami(ALICE)).toEqual({ name: 'alice' });
    const error = await failure(client().whoami('hf_nobody'));
    expect(error.kind).toBe('unauthorized');
    expect(error.message).not.toContain('hf_nobody');
  });

  it('creates a dataset repo, and takes one that exists as fine', async () => {
    const hf = client();
    expect(await hf.createRepo('acme/created', { private: true }, ALICE)).toEqual({ url: `${hub.url}/datasets/acme/created` });
    expect(await hf.createRepo('acme/created', { private: true }, ALICE)).toEqual({ url: `${hub.url}/datasets/acme/created` });
    // Private: another caller does not see it.
    expect((await failure(hf.splits('acme/created', null))).kind).toBe('unauthorized');
  });

  it('refuses a token that may not write there', async () => {
    const readOnly = await failure(client().createRepo('alice/nope', { private: false }, READER));
    expect(readOnly.kind).toBe('unauthorized');
    expect(readOnly.message).toContain('give a token with write access to `alice`');
    const elsewhere = await failure(client().createRepo('someone-else/nope', { private: false }, ALICE));
    expect(elsewhere.kind).toBe('unauthorized');
  });

  it('retries a repo creation the Hub says conflicts with another in progress', async () => {
    hub.faults.failNext('/api/repos/create', 409, 1, { error: 'Cannot create repo: another conflicting operation is in progress' });
    expect(await client().createRepo('acme/after-conflict', { private: false }, ALICE)).toEqual({ url: `${hub.url}/datasets/acme/after-conflict` });
    expect(sleeps).toEqual([1000]);
  });
});

describe('a commit', () => {
  it('sends small text regular and a Parquet file by LFS, in one commit, the bytes to storage without the token', async () => {
    const hf = client();
    await hf.createRepo('acme/commit-one', { private: false }, ALICE);
    const bytes = Buffer.concat([Buffer.from('PAR1'), Buffer.alloc(3000, 7), Buffer.from('PAR1')]);
    const filePath = join(dir, 'records.parquet');
    writeFileSync(filePath, bytes);
    const commitsBefore = hub.requests.filter((request) => request.path.endsWith('/commit/main')).length;
    const answer = await hf.commit(
      'acme/commit-one',
      [
        { path: 'data/train-00000-of-00001.parquet', filePath, size: bytes.length },
        { path: '.argilla/settings.json', content: Buffer.from('{"fields": []}') },
        { path: 'README.md', content: Buffer.from('---\ntags:\n- argilla\n---\n# Card\n') },
      ],
      { summary: 'Upload dataset' },
      ALICE,
    );
    expect(answer.commitOid).toMatch(/^[0-9a-f]{40}$/);
    expect(answer.commitUrl).toBe(`${hub.url}/datasets/acme/commit-one/commit/${answer.commitOid}`);
    const files = hub.repoFiles('acme/commit-one');
    expect(files.get('data/train-00000-of-00001.parquet')).toEqual(bytes);
    expect(files.get('.argilla/settings.json')?.toString()).toBe('{"fields": []}');
    expect(files.get('README.md')?.toString()).toContain('# Card');
    expect(hub.requests.filter((request) => request.path.endsWith('/commit/main')).length).toBe(commitsBefore + 1);

    const oid = createHash('sha256').update(bytes).digest('hex');
    const put = hub.requests.find((request) => request.method === 'PUT' && request.path.endsWith(oid));
    expect(put).toBeDefined();
    expect(put?.authorization).toBeUndefined();
  });

  it('does not upload again the bytes the Hub holds already', async () => {
    const hf = client();
    await hf.createRepo('acme/commit-twice', { private: false }, ALICE);
    const bytes = Buffer.concat([Buffer.from('PAR1'), Buffer.alloc(100, 1), Buffer.from('PAR1')]);
    const filePath = join(dir, 'twice.parquet');
    writeFileSync(filePath, bytes);
    const file = { path: 'data/train-00000-of-00001.parquet', filePath, size: bytes.length };
    await hf.commit('acme/commit-twice', [file], { summary: 'one' }, ALICE);
    const puts = () => hub.requests.filter((request) => request.method === 'PUT').length;
    const before = puts();
    await hf.commit('acme/commit-twice', [{ ...file, path: 'data/test-00000-of-00001.parquet' }], { summary: 'two' }, ALICE);
    expect(puts()).toBe(before);
    expect(hub.repoFiles('acme/commit-twice').get('data/test-00000-of-00001.parquet')).toEqual(bytes);
  });

  it('retries an upload whose connection dropped', async () => {
    const hf = client();
    await hf.createRepo('acme/commit-retry', { private: false }, ALICE);
    const bytes = Buffer.concat([Buffer.from('PAR1'), Buffer.alloc(50, 2), Buffer.from('PAR1')]);
    hub.faults.dropConnectionNext('/lfs-uploads/', 1);
    await hf.commit('acme/commit-retry', [{ path: 'x.parquet', content: bytes }], { summary: 'retry' }, ALICE);
    expect(hub.repoFiles('acme/commit-retry').get('x.parquet')).toEqual(bytes);
    expect(sleeps).toEqual([1000]);
  });

  it('refuses a commit the token may not make', async () => {
    const error = await failure(client().commit('acme/commit-one', [{ path: 'a.txt', content: Buffer.from('a') }], { summary: 'no' }, READER));
    expect(error.kind).toBe('unauthorized');
    expect(error.message).not.toContain(READER);
  });

  it('is not found for a repo that does not exist', async () => {
    const error = await failure(client().commit('acme/never-made', [{ path: 'a.txt', content: Buffer.from('a') }], { summary: 'no' }, ALICE));
    expect(error.kind).toBe('not_found');
    expect(error.message).toContain('`acme/never-made`');
  });
});
