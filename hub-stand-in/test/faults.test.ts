import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startHubStandIn, type HubStandIn } from '../src/index.js';
import { oneColumn } from './fixtures.js';

let hub: HubStandIn;

beforeAll(async () => {
  hub = await startHubStandIn();
  await hub.addDataset('acme/small', { subsets: oneColumn(1) });
});
afterAll(() => hub.close());
beforeEach(() => {
  hub.faults.reset();
  hub.requests.length = 0;
});

const splits = () => fetch(`${hub.datasetsServerUrl}/splits?dataset=acme/small`);

it('fails the next matching requests with the status asked for, then answers again', async () => {
  hub.faults.failNext('/splits', 503, 2);
  expect([(await splits()).status, (await splits()).status, (await splits()).status]).toEqual([503, 503, 200]);
});

it('rate-limits with Retry-After', async () => {
  hub.faults.rateLimitNext('/api/datasets/acme', 1, 7);
  const res = await fetch(`${hub.url}/api/datasets/acme/small`);
  expect([res.status, res.headers.get('Retry-After')]).toEqual([429, '7']);
});

it('drops the connection of the next matching request', async () => {
  hub.faults.dropConnectionNext('/splits?dataset=acme/small');
  await expect(splits()).rejects.toThrow();
  expect((await splits()).status).toBe(200);
});

it('holds a request until released, without a clock', async () => {
  const hold = hub.faults.holdNext('/splits');
  let answered = false;
  const pending = splits().then((res) => { answered = true; return res; });
  await hold.arrived;
  expect(answered).toBe(false);
  hold.release();
  expect((await pending).status).toBe(200);
});

it('records requests with the Authorization header sent', async () => {
  await fetch(`${hub.url}/api/datasets/acme/small?blobs=true`, { headers: { Authorization: 'Bearer hf-x' } });
  expect(hub.requests).toEqual([{ method: 'GET', path: '/api/datasets/acme/small', query: '?blobs=true', authorization: 'Bearer hf-x' }]);
});
