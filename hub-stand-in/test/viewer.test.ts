import { asyncBufferFromUrl, parquetReadObjects } from 'hyparquet';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHubStandIn, type HubStandIn } from '../src/index.js';
import { PNG, REVIEWS, TOKENS, oneColumn } from './fixtures.js';

let hub: HubStandIn;

beforeAll(async () => {
  hub = await startHubStandIn({ tokens: TOKENS });
  await hub.addDataset('acme/reviews', REVIEWS);
  await hub.addDataset('acme/gated', { gated: true, grantedTokens: ['hf-bob'], subsets: oneColumn(1) });
  await hub.addDataset('alice/private', { private: true, subsets: oneColumn(101) });
});
afterAll(() => hub.close());
beforeEach(() => hub.faults.reset());

async function get(path: string, token?: string) {
  const res = await fetch(`${hub.datasetsServerUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: res.status, code: res.headers.get('X-Error-Code'), body: await res.json() as Record<string, any> };
}

describe('listing', () => {
  it('lists every split of a dataset, or of one subset', async () => {
    const all = await get('/splits?dataset=acme/reviews');
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      splits: [
        { dataset: 'acme/reviews', config: 'default', split: 'train' },
        { dataset: 'acme/reviews', config: 'default', split: 'test' },
        { dataset: 'acme/reviews', config: 'numbers', split: 'train' },
      ],
      pending: [], failed: [],
    });
    expect((await get('/splits?dataset=acme/reviews&config=numbers')).body).toEqual({ splits: [{ dataset: 'acme/reviews', config: 'numbers', split: 'train' }] });
  });

  it('tells the features and row counts of each subset', async () => {
    const { body } = await get('/info?dataset=acme/reviews');
    expect(Object.keys(body.dataset_info)).toEqual(['default', 'numbers']);
    expect(body.dataset_info.default.features.label).toEqual({ _type: 'ClassLabel', names: ['neg', 'pos'] });
    expect(body.dataset_info.default.splits.train.num_examples).toBe(3);
    const one = await get('/info?dataset=acme/reviews&config=numbers');
    expect(one.body.dataset_info.config_name).toBe('numbers');
    expect(one.body.partial).toBe(false);
  });

  it('lists Parquet files that hyparquet reads back through the Hub, by ranges', async () => {
    const { body } = await get('/parquet?dataset=acme/reviews&config=default');
    const train = body.parquet_files.filter((file: { split: string }) => file.split === 'train');
    expect(train.map((file: { filename: string }) => file.filename)).toEqual(['0000.parquet', '0001.parquet']);
    expect(train[0].url).toBe(`${hub.url}/datasets/acme/reviews/resolve/refs%2Fconvert%2Fparquet/default/train/0000.parquet`);
    const rows = [];
    for (const { url } of train) rows.push(...await parquetReadObjects({ file: await asyncBufferFromUrl({ url }), utf8: false }));
    expect(rows.map((row) => [row.text, row.label])).toEqual([['great', 1n], ['bad', 0n], ['meh', 0n]]);
  });

  it('gives sizes and capabilities', async () => {
    const { body } = await get('/size?dataset=acme/reviews');
    expect(body.size.dataset.num_rows).toBe(6);
    expect(body.size.configs.map((config: { config: string }) => config.config)).toEqual(['default', 'numbers']);
    expect((await get('/is-valid?dataset=acme/reviews')).body).toEqual({ preview: true, viewer: true, search: true, filter: true, statistics: true });
  });
});

describe('first rows', () => {
  it('answers rows with labels as numbers and images as URLs it serves', async () => {
    const { body } = await get('/first-rows?dataset=acme/reviews&config=default&split=train');
    expect(body.features[1]).toEqual({ feature_idx: 1, name: 'label', type: { _type: 'ClassLabel', names: ['neg', 'pos'] } });
    expect(body.rows[1]).toEqual({ row_idx: 1, row: { text: 'bad', label: 0, image: null, tags: [] }, truncated_cells: [] });
    expect(body.truncated).toBe(false);
    const image = body.rows[0].row.image;
    expect(image).toMatchObject({ height: 2, width: 3 });
    expect(image.src).toMatch(new RegExp(`^${hub.datasetsServerUrl}/assets/acme/reviews/--/[0-9a-f]{40}/--/default/train/0/image/image.png$`));
    const served = await fetch(image.src);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
  });

  it('gives the first 100 rows of a longer split, and says it is truncated', async () => {
    const { body } = await get('/first-rows?dataset=alice/private&config=default&split=train', 'hf-alice');
    expect(body.rows).toHaveLength(100);
    expect(body.truncated).toBe(true);
  });
});

describe('errors', () => {
  it('asks for the parameters it needs', async () => {
    expect(await get('/first-rows?dataset=acme/reviews&config=default')).toEqual({
      status: 422, code: 'MissingRequiredParameter', body: { error: "Parameters 'dataset', 'config' and 'split' are required" },
    });
    expect((await get('/splits?dataset=')).body).toEqual({ error: "Parameter 'dataset' is required" });
  });

  it('hides what the caller may not read: 401 without a token, 404 with one', async () => {
    for (const [path, token] of [['/splits?dataset=nobody/nothing'], ['/splits?dataset=alice/private'], ['/splits?dataset=acme/gated'], ['/splits?dataset=acme/reviews', 'wrong']]) {
      const answer = await get(path, token);
      expect([answer.status, answer.code]).toEqual([401, 'ExternalUnauthenticatedError']);
    }
    for (const [path, token] of [['/splits?dataset=nobody/nothing', 'hf-alice'], ['/splits?dataset=alice/private', 'hf-bob'], ['/splits?dataset=acme/gated', 'hf-alice']]) {
      const answer = await get(path, token);
      expect([answer.status, answer.code]).toEqual([404, 'ExternalAuthenticatedError']);
    }
    expect((await get('/splits?dataset=acme/gated', 'hf-bob')).status).toBe(200);
  });

  it('does not find a subset or split that does not exist', async () => {
    expect(await get('/first-rows?dataset=acme/reviews&config=default&split=nope')).toEqual({ status: 404, code: 'ResponseNotFound', body: { error: 'Not found.' } });
    expect((await get('/info?dataset=acme/reviews&config=nope')).code).toBe('ResponseNotFound');
  });

  it('answers 500 ResponseNotReady while a split or subset is processed, and lists the subset as pending', async () => {
    hub.faults.notReady('acme/reviews', 'default', 'test');
    expect((await get('/first-rows?dataset=acme/reviews&config=default&split=test')).code).toBe('ResponseNotReady');
    expect((await get('/first-rows?dataset=acme/reviews&config=default&split=train')).status).toBe(200);
    hub.faults.notReady('acme/reviews', 'numbers');
    const numbers = await get('/parquet?dataset=acme/reviews&config=numbers');
    expect([numbers.status, numbers.body.error]).toEqual([500, 'The server is busier than usual and the response is not ready yet. Please retry later.']);
    const all = await get('/parquet?dataset=acme/reviews');
    expect(all.body.pending).toEqual([{ kind: 'config-parquet', dataset: 'acme/reviews', config: 'numbers', split: null }]);
    expect(all.body.parquet_files.every((file: { config: string }) => file.config === 'default')).toBe(true);
    expect((await get('/splits?dataset=acme/reviews')).body.pending).toEqual([{ dataset: 'acme/reviews', config: 'numbers' }]);
  });
});
