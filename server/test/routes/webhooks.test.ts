import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MISSING_ID,
  expectForbidden,
  expectId,
  expectInvalid,
  expectNotFound,
  expectRule,
  expectTimestamp,
  expectUnauthorized,
} from '../helpers/expectations.js';
import type { MadeUser } from '../helpers/factories.js';
import { type TestServer, startTestServer } from '../helpers/server.js';
import { createWebhook, deliveriesOf, eventually } from '../helpers/webhook-target.js';

/** The webhooks API (owners only) and its delivery log; deliveries themselves: webhook-deliveries.test.ts. */

const WEBHOOKS = '/api/v1/webhooks';
const webhookPath = (webhook: { id: string }) => `${WEBHOOKS}/${webhook.id}`;
// Nothing listens here: deliveries to it are refused (a loopback address), which is all these tests need.
const URL_ = 'http://127.0.0.1:9/hook';

let server: TestServer;
let admin: MadeUser;
let annotator: MadeUser;

beforeAll(async () => {
  server = await startTestServer();
  ({ admin, annotator } = await server.factory.cast());
});
afterAll(() => server.close());

async function deleteAll(): Promise<void> {
  for (const webhook of (await server.owner.get(WEBHOOKS)).body.items) {
    expect((await server.owner.delete(webhookPath(webhook))).status).toBe(200);
  }
}

describe('POST /api/v1/webhooks', () => {
  it('needs credentials', async () => {
    expectUnauthorized(await server.api.post(WEBHOOKS, { url: URL_, events: ['dataset.created'] }));
  });

  it.each([
    [{ events: ['dataset.created'] }, ['body', 'url']],
    [{ url: 'ftp://example.com/x', events: ['dataset.created'] }, ['body', 'url']],
    [{ url: 'not a url', events: ['dataset.created'] }, ['body', 'url']],
    [{ url: '/relative', events: ['dataset.created'] }, ['body', 'url']],
    [{ url: `https://example.com/${'x'.repeat(2100)}`, events: ['dataset.created'] }, ['body', 'url']],
    [{ url: URL_ }, ['body', 'events']],
    [{ url: URL_, events: [] }, ['body', 'events']],
    [{ url: URL_, events: ['dataset.exploded'] }, ['body', 'events', 0]],
    [{ url: URL_, events: ['ping'] }, ['body', 'events', 0]],
    [{ url: URL_, events: ['record.created', 'record.created'] }, ['body', 'events']],
    [{ url: URL_, events: ['record.created'], description: '' }, ['body', 'description']],
    [{ url: URL_, events: ['record.created'], description: 'x'.repeat(1001) }, ['body', 'description']],
    [{ url: URL_, events: ['record.created'], enabled: 'yes' }, ['body', 'enabled']],
  ])('refuses %j naming %j', async (body, loc) => {
    expectInvalid(await server.owner.post(WEBHOOKS, body), loc);
  });

  it('says that events must be unique', async () => {
    const response = await server.owner.post(WEBHOOKS, { url: URL_, events: ['record.created', 'record.created'] });
    expect(JSON.stringify(response.body)).toContain('Events must be unique');
  });

  it('is forbidden to admins and annotators', async () => {
    expectForbidden(await admin.api.post(WEBHOOKS, { url: URL_, events: ['dataset.created'] }));
    expectForbidden(await annotator.api.post(WEBHOOKS, { url: URL_, events: ['dataset.created'] }));
  });

  it('creates an enabled webhook with a generated secret, ignoring the keys the SDK adds', async () => {
    const response = await server.owner.post(WEBHOOKS, {
      id: null,
      secret: 'chosen',
      inserted_at: null,
      url: 'https://Example.COM',
      events: ['dataset.created', 'record.completed'],
      description: 'A webhook',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const webhook = response.body;
    expect(Object.keys(webhook).sort()).toEqual(['description', 'enabled', 'events', 'id', 'inserted_at', 'secret', 'updated_at', 'url']);
    expectId(webhook.id);
    expectTimestamp(webhook.inserted_at);
    expect(webhook).toMatchObject({
      url: 'https://example.com/',
      events: ['dataset.created', 'record.completed'],
      enabled: true,
      description: 'A webhook',
    });
    // Standard base64 of random bytes, no prefix.
    expect(webhook.secret).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(webhook.secret, 'base64')).toHaveLength(32);
    const other = await createWebhook(server.owner, { url: URL_, events: ['dataset.created'], enabled: false });
    expect(other.enabled).toBe(false);
    expect(other.description).toBeNull();
    expect(other.secret).not.toBe(webhook.secret);
  });

  it('refuses an eleventh webhook with Argilla’s message', async () => {
    await deleteAll();
    for (let index = 0; index < 10; index += 1) await createWebhook(server.owner, { url: `${URL_}${index}`, events: ['dataset.created'] });
    expectRule(
      await server.owner.post(WEBHOOKS, { url: URL_, events: ['dataset.created'] }),
      "You can't create more than 10 webhooks. Please delete some of them first",
    );
    const [first] = (await server.owner.get(WEBHOOKS)).body.items;
    expect((await server.owner.delete(webhookPath(first))).status).toBe(200);
    await createWebhook(server.owner, { url: URL_, events: ['dataset.created'] });
    await deleteAll();
  });
});

describe('GET /api/v1/webhooks', () => {
  it('needs credentials and is for owners only', async () => {
    expectUnauthorized(await server.api.get(WEBHOOKS));
    expectForbidden(await admin.api.get(WEBHOOKS));
    expectForbidden(await annotator.api.get(WEBHOOKS));
  });

  it('lists the webhooks in creation order, with their secrets', async () => {
    await deleteAll();
    const first = await createWebhook(server.owner, { url: `${URL_}/1`, events: ['dataset.created'] });
    const second = await createWebhook(server.owner, { url: `${URL_}/2`, events: ['record.created'] });
    const response = await server.owner.get(WEBHOOKS);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ items: [first, second] });
    await deleteAll();
  });
});

describe('PATCH /api/v1/webhooks/{id}', () => {
  let webhook: any;
  beforeAll(async () => {
    webhook = await createWebhook(server.owner, { url: URL_, events: ['dataset.created'], description: 'before' });
  });

  it('needs credentials', async () => {
    expectUnauthorized(await server.api.patch(webhookPath(webhook), { enabled: false }));
  });

  it('answers 404 for an unknown webhook before checking the role', async () => {
    expectNotFound(await admin.api.patch(webhookPath({ id: MISSING_ID }), { enabled: false }), `Webhook with id \`${MISSING_ID}\` not found`);
    expectNotFound(await server.owner.patch(webhookPath({ id: MISSING_ID }), { enabled: false }));
  });

  it('is forbidden to admins and annotators', async () => {
    expectForbidden(await admin.api.patch(webhookPath(webhook), { enabled: false }));
    expectForbidden(await annotator.api.patch(webhookPath(webhook), { enabled: false }));
  });

  it.each([
    [{ url: null }, ['body']],
    [{ events: null }, ['body']],
    [{ enabled: null }, ['body']],
    [{ url: 'mailto:a@b.c' }, ['body', 'url']],
    [{ events: [] }, ['body', 'events']],
    [{ events: ['response.upserted'] }, ['body', 'events', 0]],
    [{ description: '' }, ['body', 'description']],
  ])('refuses %j', async (body, loc) => {
    expectInvalid(await server.owner.patch(webhookPath(webhook), body), loc);
  });

  it('rejects a malformed id', async () => {
    expectInvalid(await server.owner.patch(`${WEBHOOKS}/not-a-uuid`, { enabled: false }), ['path', 'webhook_id']);
  });

  it('changes only what is sent, keeping the secret', async () => {
    const disabled = await server.owner.patch(webhookPath(webhook), { enabled: false });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ ...webhook, enabled: false, updated_at: expect.any(String) });
    expect(disabled.body.updated_at > webhook.updated_at).toBe(true);
    const changed = await server.owner.patch(webhookPath(webhook), {
      url: 'https://example.org/hooks?x=1',
      events: ['record.created', 'response.updated'],
      description: null,
    });
    expect(changed.body).toMatchObject({
      id: webhook.id,
      secret: webhook.secret,
      url: 'https://example.org/hooks?x=1',
      events: ['record.created', 'response.updated'],
      enabled: false,
      description: null,
    });
  });
});

describe('DELETE /api/v1/webhooks/{id}', () => {
  it('answers 404 first, then 403 to admins and annotators, then deletes and answers the webhook as it was', async () => {
    const webhook = await createWebhook(server.owner, { url: URL_, events: ['dataset.created'] });
    expectUnauthorized(await server.api.delete(webhookPath(webhook)));
    expectNotFound(await annotator.api.delete(webhookPath({ id: MISSING_ID })));
    expectForbidden(await admin.api.delete(webhookPath(webhook)));
    expectForbidden(await annotator.api.delete(webhookPath(webhook)));
    const deleted = await server.owner.delete(webhookPath(webhook));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual(webhook);
    expectNotFound(await server.owner.delete(webhookPath(webhook)));
    expect((await server.owner.get(WEBHOOKS)).body.items.map((item: any) => item.id)).not.toContain(webhook.id);
  });

  it('deletes its deliveries with it', async () => {
    const webhook = await createWebhook(server.owner, { url: URL_, events: ['dataset.created'] });
    expect((await server.owner.post(`${webhookPath(webhook)}/ping`)).status).toBe(204);
    expect(await deliveriesOf(server.owner, webhook)).toHaveLength(1);
    await server.owner.delete(webhookPath(webhook));
    const left = await server.db.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', webhook.id).execute();
    expect(left).toEqual([]);
  });
});

describe('POST /api/v1/webhooks/{id}/ping', () => {
  it('answers 404 first, then 403, then queues a ping (204, no body) even to a disabled webhook', async () => {
    const webhook = await createWebhook(server.owner, { url: URL_, events: ['dataset.created'], enabled: false });
    expectUnauthorized(await server.api.post(`${webhookPath(webhook)}/ping`));
    expectNotFound(await admin.api.post(`${webhookPath({ id: MISSING_ID })}/ping`));
    expectForbidden(await admin.api.post(`${webhookPath(webhook)}/ping`));
    const response = await server.owner.post(`${webhookPath(webhook)}/ping`);
    expect(response.status).toBe(204);
    expect(response.body).toBeUndefined();
    const [delivery] = await deliveriesOf(server.owner, webhook);
    expect(delivery).toMatchObject({ webhook_id: webhook.id, event: 'ping', status: 'pending' });
    await server.owner.delete(webhookPath(webhook));
  });
});

describe('GET /api/v1/webhooks/{id}/deliveries', () => {
  let webhook: any;
  beforeAll(async () => {
    webhook = await createWebhook(server.owner, { url: URL_, events: ['dataset.created'] });
    for (let index = 0; index < 3; index += 1) await server.owner.post(`${webhookPath(webhook)}/ping`);
  });

  it('answers 404 first, then 403', async () => {
    expectUnauthorized(await server.api.get(`${webhookPath(webhook)}/deliveries`));
    expectNotFound(await annotator.api.get(`${webhookPath({ id: MISSING_ID })}/deliveries`));
    expectForbidden(await admin.api.get(`${webhookPath(webhook)}/deliveries`));
  });

  it.each(['0', '201', 'ten', '1.5'])('refuses limit=%s', async (limit) => {
    expectInvalid(await server.owner.get(`${webhookPath(webhook)}/deliveries`, { query: { limit } }), ['query', 'limit']);
  });

  it('lists the newest first, as many as asked', async () => {
    const all = await deliveriesOf(server.owner, webhook);
    expect(all).toHaveLength(3);
    expect(all.map((delivery) => delivery.inserted_at)).toEqual([...all.map((delivery) => delivery.inserted_at)].sort().reverse());
    const [delivery] = all;
    expect(Object.keys(delivery).sort()).toEqual(
      [
        'attempts',
        'event',
        'id',
        'inserted_at',
        'last_attempt_at',
        'last_duration_ms',
        'last_error',
        'last_status_code',
        'message_id',
        'next_attempt_at',
        'status',
        'webhook_id',
      ].sort(),
    );
    expect(delivery.message_id).toMatch(/^msg_/);
    expect(new Set(all.map((item) => item.message_id)).size).toBe(3);
    const two = await server.owner.get(`${webhookPath(webhook)}/deliveries`, { query: { limit: '2' } });
    expect(two.body.items.map((item: any) => item.id)).toEqual(all.slice(0, 2).map((item) => item.id));
  });

  it('records why an attempt failed: a loopback target is refused unless allowed', async () => {
    const [delivery] = await eventually(async () => {
      const items = await deliveriesOf(server.owner, webhook);
      expect(items[0].attempts).toBeGreaterThan(0);
      return items;
    });
    expect(delivery.status).toBe('pending');
    expect(delivery.last_error).toMatch(/^refused: 127\.0\.0\.1 is a loopback address/);
    expect(delivery.last_error).toContain('GLOSS_WEBHOOKS_ALLOW_PRIVATE');
    expect(delivery.last_status_code).toBeNull();
    expectTimestamp(delivery.last_attempt_at);
    expect(delivery.next_attempt_at > delivery.last_attempt_at).toBe(true);
  });
});

describe('POST /api/v1/webhooks/{id}/deliveries/{delivery_id}/redeliver', () => {
  it('answers 404 for an unknown webhook or delivery first, then 403, then makes the delivery due now (202)', async () => {
    const webhook = await createWebhook(server.owner, { url: URL_, events: ['dataset.created'] });
    const other = await createWebhook(server.owner, { url: URL_, events: ['dataset.created'] });
    await server.owner.post(`${webhookPath(webhook)}/ping`);
    const [delivery] = await deliveriesOf(server.owner, webhook);
    const path = (hook: { id: string }, id: string) => `${webhookPath(hook)}/deliveries/${id}/redeliver`;
    expectUnauthorized(await server.api.post(path(webhook, delivery.id)));
    expectNotFound(await admin.api.post(path({ id: MISSING_ID }, delivery.id)));
    expectNotFound(await admin.api.post(path(webhook, MISSING_ID)));
    expectNotFound(await server.owner.post(path(other, delivery.id)));
    expectForbidden(await admin.api.post(path(webhook, delivery.id)));
    expectInvalid(await server.owner.post(path(webhook, 'nope')), ['path', 'delivery_id']);
    const response = await server.owner.post(path(webhook, delivery.id));
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({ id: delivery.id, status: 'pending', message_id: delivery.message_id });
    expect(response.body.next_attempt_at >= delivery.inserted_at).toBe(true);
    await server.owner.delete(webhookPath(webhook));
    await server.owner.delete(webhookPath(other));
  });
});
