// The Hub client's reads (the dataset viewer's /splits, /info, /first-rows, /parquet, and files by range
// requests) against the local Hub stand-in, which answers as the documented services do.
import { startHubStandIn, type HubStandIn } from '@gloss/hub-stand-in';
import { parquetReadObjects } from 'hyparquet';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HubClient, HubError } from '../../../src/hub/index.js';

const ALICE = 'hf_alice_secret_token';
const BOB = 'hf_bob_secret_token';

let hub: HubStandIn;
let sleeps: number[];

function client(options: { retries?: number; timeoutMs?: number } = {}) {
  return new HubClient({
    endpoint: hub.url,
    datasetsServerUrl: hub.datasetsServerUrl,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...options,
  });
}

/** The HubError a call fails with (the test fails if it does not). */
async function failure(call: Promise<unknown>): Promise<HubError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HubError);
  return error as HubError;
}

const TEXT = { _type: 'Value', dtype: 'string' };

beforeAll(async () => {
  hub = await startHubStandIn({ tokens: { [ALICE]: { user: 'alice' }, [BOB]: { user: 'bob' } } });
  await hub.addDataset('acme/reviews', {
    subsets: {
      default: {
        splits: {
          train: {
            features: { text: TEXT, label: { _type: 'ClassLabel', names: ['neg', 'pos'] } },
            rows: [{ text: 'great', label: 1 }, { text: 'bad', label: 0 }, { text: 'fine', label: 1 }],
          },
          test: { features: { text: TEXT, label: { _type: 'ClassLabel', names: ['neg', 'pos'] } }, rows: [{ text: 'meh', label: 0 }] },
        },
      },
      extra: { splits: { train: { features: { text: TEXT }, rows: [{ text: 'more' }] } } },
    },
  });
  await hub.addDataset('alice/private-notes', {
    private: true,
    subsets: { default: { splits: { train: { features: { text: TEXT }, rows: [{ text: 'secret' }] } } } },
  });
});

afterAll(async () => {
  await hub.close();
});

beforeEach(() => {
  sleeps = [];
  hub.faults.reset();
});

describe('reading a dataset through the dataset viewer', () => {
  it('lists subsets and splits, the info, the first rows and the Parquet files', async () => {
    const hf = client();
    expect(await hf.splits('acme/reviews', null)).toEqual([
      { subset: 'default', split: 'train' },
      { subset: 'default', split: 'test' },
      { subset: 'extra', split: 'train' },
    ]);
    const info = await hf.info('acme/reviews', 'default', null);
    expect(info.splitRows).toEqual({ train: 3, test: 1 });
    expect(info.features.label).toMatchObject({ _type: 'ClassLabel', names: ['neg', 'pos'] });
    const first = await hf.firstRows('acme/reviews', 'default', 'train', null);
    expect(Object.keys(first.features)).toEqual(['text', 'label']);
    expect(first.rows).toEqual([{ text: 'great', label: 1 }, { text: 'bad', label: 0 }, { text: 'fine', label: 1 }]);
    const files = await hf.parquetFiles('acme/reviews', 'default', 'train', null);
    expect(files).toHaveLength(1);
    expect(files[0].filename).toMatch(/\.parquet$/);
    expect(files[0].size).toBeGreaterThan(0);
  });

  it('reads a Parquet file by range requests, with the listing size or a HEAD for it', async () => {
    const hf = client();
    const [file] = await hf.parquetFiles('acme/reviews', 'default', 'train', null);
    for (const size of [file.size, null]) {
      const buffer = await hf.fileBuffer(file.url, size, null);
      expect(buffer.byteLength).toBe(file.size);
      const rows = await parquetReadObjects({ file: buffer });
      expect(rows.map((row) => row.text)).toEqual(['great', 'bad', 'fine']);
    }
    const ranges = hub.requests.filter((request) => request.path.includes('/lfs-objects/'));
    expect(ranges.length).toBeGreaterThan(0);
    // The file's storage has an origin of its own: the redirect there carries no token.
    expect(ranges.every((request) => request.authorization === undefined)).toBe(true);
  });

  it('reads a private dataset with a token that may, and sends the token to the Hub only', async () => {
    const hf = client();
    expect(await hf.splits('alice/private-notes', ALICE)).toEqual([{ subset: 'default', split: 'train' }]);
    expect(hub.requests.at(-1)?.authorization).toBe(`Bearer ${ALICE}`);
  });

  it('says to check the name or give a token, for a missing or private dataset', async () => {
    const hf = client();
    const anonymous = await failure(hf.splits('alice/private-notes', null));
    expect(anonymous.kind).toBe('unauthorized');
    expect(anonymous.message).toMatch(/`alice\/private-notes` does not exist, or is private or gated/);
    expect(anonymous.message).toMatch(/check its name, or give a Hugging Face token that may read it/);

    const other = await failure(hf.splits('alice/private-notes', BOB));
    expect(other.kind).toBe('not_found');
    expect(other.message).toMatch(/check its name, or give a token that may read it/);
    expect(other.message).not.toContain(BOB);

    const wrong = await failure(hf.splits('acme/nothing-here', 'hf_wrong_token'));
    expect(wrong.kind).toBe('unauthorized');
    expect(wrong.message).not.toContain('hf_wrong_token');
  });

  it('names a subset or split that does not exist', async () => {
    const hf = client();
    const subset = await failure(hf.info('acme/reviews', 'nope', null));
    expect(subset.kind).toBe('not_found');
    expect(subset.message).toContain('has no subset `nope`');
    const split = await failure(hf.firstRows('acme/reviews', 'default', 'validation', null));
    expect(split.kind).toBe('not_found');
    expect(split.message).toContain('has no split `validation` in its subset `default`');
  });

  it('says to try again in a few minutes while the viewer is still processing, without retrying', async () => {
    const hf = client();
    hub.faults.notReady('acme/reviews', 'default', 'train');
    const error = await failure(hf.firstRows('acme/reviews', 'default', 'train', null));
    expect(error.kind).toBe('not_ready');
    expect(error.message).toMatch(/still processing the split `train` of the subset `default` of `acme\/reviews`: try again in a few minutes/);
    expect(sleeps).toEqual([]);
    hub.faults.notReady('acme/reviews');
    expect((await failure(hf.splits('acme/reviews', null))).kind).toBe('not_ready');
  });
});

describe('passing failures', () => {
  it('retries a 500 and a dropped connection with growing waits, then answers', async () => {
    const hf = client();
    hub.faults.failNext('/splits', 500, 2, { error: 'Unexpected error.' });
    hub.faults.dropConnectionNext('/splits', 1);
    expect(await hf.splits('acme/reviews', null)).toHaveLength(3);
    expect(sleeps).toEqual([1000, 2000, 4000]);
  });

  it('waits as long as a 429 says in Retry-After', async () => {
    const hf = client();
    hub.faults.rateLimitNext('/info', 1, 7);
    expect((await hf.info('acme/reviews', 'default', null)).splitRows.train).toBe(3);
    expect(sleeps).toEqual([7000]);
  });

  it('is unavailable once the retries are spent, saying what it last got', async () => {
    const hf = client({ retries: 2 });
    hub.faults.failNext('/parquet', 502, 3, { error: 'Bad Gateway' });
    const error = await failure(hf.parquetFiles('acme/reviews', 'default', 'train', null));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/^The Hugging Face Hub did not answer .*\(502.*\) after 3 attempts: try again later\.$/);
    hub.faults.dropConnectionNext('/splits', 5);
    const dropped = await failure(hf.splits('acme/reviews', null));
    expect(dropped.message).toContain('(connection dropped)');
  });

  it('takes a 500 the viewer documents as the dataset\'s own error as final', async () => {
    const hf = client();
    await hub.addDataset('acme/empty-one', { subsets: {} });
    const error = await failure(hf.splits('acme/empty-one', null));
    expect(error.kind).toBe('refused');
    expect(error.message).toContain('The dataset is empty.');
    expect(sleeps).toEqual([]);
  });

  it('gives up on a request that does not answer in time', async () => {
    const hf = client({ retries: 0, timeoutMs: 50 });
    const hold = hub.faults.holdNext('/splits');
    const error = await failure(hf.splits('acme/reviews', null));
    hold.release();
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('(no answer within 50 ms)');
  });

  it('ends at once, with the abort reason, when the caller aborts', async () => {
    const hf = client();
    const hold = hub.faults.holdNext('/splits');
    const controller = new AbortController();
    const call = hf.splits('acme/reviews', null, controller.signal);
    await hold.arrived;
    controller.abort(new Error('the job was canceled'));
    await expect(call).rejects.toThrow('the job was canceled');
    hold.release();
  });
});

describe('waiting between attempts', () => {
  it('ends the wait when the caller aborts', async () => {
    const controller = new AbortController();
    let waiting!: () => void;
    const waited = new Promise<void>((resolve) => {
      waiting = resolve;
    });
    const hf = new HubClient({
      endpoint: hub.url,
      datasetsServerUrl: hub.datasetsServerUrl,
      // A wait that never ends on its own.
      sleep: () => {
        waiting();
        return new Promise(() => undefined);
      },
    });
    hub.faults.failNext('/splits', 500, 1);
    const call = hf.splits('acme/reviews', null, controller.signal);
    await waited;
    controller.abort(new Error('the job was canceled'));
    await expect(call).rejects.toThrow('the job was canceled');
  });
});

describe('answers that are not what was asked', () => {
  /** A fetch that answers every request with `body`, as a broken proxy would. */
  const answering = (body: () => BodyInit, headers: Record<string, string> = {}) =>
    (async () => new Response(body(), { status: 200, headers: { 'content-type': 'application/json', ...headers } })) as typeof fetch;

  it('stops reading a JSON answer past 16 MiB, whatever its Content-Length says', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(32);
    const endless = () => new ReadableStream<Uint8Array>({ pull: (controller) => controller.enqueue(chunk) });
    const hf = new HubClient({ endpoint: 'https://hub.test', datasetsServerUrl: 'https://viewer.test', fetch: answering(endless) });
    const error = await failure(hf.splits('acme/reviews', null));
    expect(error.kind).toBe('too_large');
    expect(error.message).toContain('over 16 MiB');
    const declared = new HubClient({ endpoint: 'https://hub.test', datasetsServerUrl: 'https://viewer.test', fetch: answering(() => '{}', { 'content-length': String(17 * 1024 * 1024) }) });
    expect((await failure(declared.splits('acme/reviews', null))).kind).toBe('too_large');
  });

  it('never shows the token, even when a service echoes it', async () => {
    const echo = (async (_url: string | URL | Request, init?: RequestInit) => {
      const auth = new Headers(init?.headers).get('authorization') ?? '';
      return new Response(JSON.stringify({ error: `Token ${auth} is not allowed here` }), { status: 422 });
    }) as typeof fetch;
    const hf = new HubClient({ endpoint: 'https://hub.test', datasetsServerUrl: 'https://viewer.test', fetch: echo });
    const error = await failure(hf.splits('acme/reviews', ALICE));
    expect(error.kind).toBe('refused');
    expect(error.message).toContain('Token Bearer *** is not allowed here');
    expect(error.message).not.toContain(ALICE);
  });
});
