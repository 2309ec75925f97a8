import { WEBHOOK_EVENTS, WebhookEventBody } from '@gloss/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../helpers/factories.js';
import { type TestServer, startTestServer } from '../helpers/server.js';
import { WebhookTarget, createWebhook, deliveriesOf, eventually, expectSigned } from '../helpers/webhook-target.js';

/**
 * Deliveries to real targets on the loopback (allowed here): each event once per change with Argilla's
 * payload, signed; nothing from a write that rolled back; retries with backoff until the target recovers;
 * failure after the retry window and redelivery. Private targets refused by default: the last describe.
 */

const TIMESTAMP_Z = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

let server: TestServer;
let target: WebhookTarget;

beforeAll(async () => {
  server = await startTestServer({ GLOSS_WEBHOOKS_ALLOW_PRIVATE: 'true', GLOSS_WEBHOOK_RETRY_BASE_MS: '100' });
  target = await WebhookTarget.start();
});
afterAll(async () => {
  await server.close();
  await target.close();
});

const ok = async <T = any>(response: Promise<{ status: number; body: T }>, status = 200): Promise<T> => {
  const { status: actual, body } = await response;
  expect(actual, JSON.stringify(body)).toBe(status);
  return body;
};

/** A published dataset with a text field and a required label question, completed by one submitted response. */
async function publishedDataset(workspace: { id: string }) {
  const dataset = await ok(
    server.owner.post('/api/v1/datasets', { name: unique('hooked'), workspace_id: workspace.id, distribution: { strategy: 'overlap', min_submitted: 1 } }),
    201,
  );
  await ok(server.owner.post(`/api/v1/datasets/${dataset.id}/fields`, { name: 'text', title: 'Text', required: true, settings: { type: 'text' } }), 201);
  await ok(
    server.owner.post(`/api/v1/datasets/${dataset.id}/questions`, {
      name: 'label',
      title: 'Label',
      required: true,
      settings: { type: 'label_selection', options: [{ value: 'yes', text: 'Yes' }, { value: 'no', text: 'No' }] },
    }),
    201,
  );
  return dataset;
}

describe('events', () => {
  it('sends every event type once per change, signed, in order, with the resource as Argilla describes it', async () => {
    const workspace = await server.factory.workspace();
    const webhook = await createWebhook(server.owner, { url: target.url, events: [...WEBHOOK_EVENTS] });
    target.clear();

    const dataset = await publishedDataset(workspace);
    await ok(server.owner.patch(`/api/v1/datasets/${dataset.id}`, { guidelines: 'Be kind' }));
    await ok(server.owner.put(`/api/v1/datasets/${dataset.id}/publish`));
    const created = (
      await ok(
        server.owner.post(`/api/v1/datasets/${dataset.id}/records/bulk`, {
          items: [
            { external_id: 'a', fields: { text: 'first' }, metadata: { source: 'test' } },
            { external_id: 'b', fields: { text: 'second' } },
          ],
        }),
        201,
      )
    ).items;
    await ok(
      server.owner.put(`/api/v1/datasets/${dataset.id}/records/bulk`, {
        items: [
          { external_id: 'b', fields: { text: 'second, again' } },
          { external_id: 'c', fields: { text: 'third' } },
        ],
      }),
    );
    const [a, b] = created;
    await ok(server.owner.patch(`/api/v1/records/${a.id}`, { metadata: { source: 'patched' } }));
    const response = await ok(server.owner.post(`/api/v1/records/${a.id}/responses`, { status: 'submitted', values: { label: { value: 'yes' } } }), 201);
    await ok(server.owner.put(`/api/v1/responses/${response.id}`, { status: 'submitted', values: { label: { value: 'no' } } }));
    await ok(server.owner.delete(`/api/v1/responses/${response.id}`));
    const bulk = await ok(
      server.owner.post('/api/v1/me/responses/bulk', { items: [{ record_id: b.id, status: 'submitted', values: { label: { value: 'yes' } } }] }),
    );
    expect(bulk.items[0].error).toBeNull();
    const c = (await ok(server.owner.get(`/api/v1/datasets/${dataset.id}/records`))).items.find((record: any) => record.external_id === 'c');
    await ok(server.owner.delete(`/api/v1/records/${c.id}`));
    await ok(server.owner.delete(`/api/v1/datasets/${dataset.id}/records`, { query: { ids: b.id } }), 204);
    await ok(server.owner.delete(`/api/v1/datasets/${dataset.id}`));

    const expected: Record<string, number> = {
      'dataset.created': 1,
      'dataset.updated': 1,
      'dataset.published': 1,
      'record.created': 3,
      'record.updated': 2,
      'record.completed': 2,
      'response.created': 2,
      'response.updated': 1,
      'response.deleted': 1,
      'record.deleted': 2,
      'dataset.deleted': 1,
    };
    const total = Object.values(expected).reduce((sum, count) => sum + count, 0);
    await target.drain(server.owner, webhook);
    expect(target.receipts).toHaveLength(total);
    const counts = Object.fromEntries(WEBHOOK_EVENTS.map((type) => [type, target.ofType(type).length]));
    expect(counts).toEqual(expected);

    for (const receipt of target.receipts) {
      expectSigned(receipt, webhook.secret);
      expect(() => WebhookEventBody.parse(receipt.json)).not.toThrow();
      expect(Object.keys(receipt.json)).toEqual(['type', 'version', 'timestamp', 'data']);
      expect(receipt.json.timestamp).toMatch(TIMESTAMP_Z);
    }
    // One webhook, one delivery at a time, the oldest first: the order the changes happened in.
    const timestamps = target.receipts.map((receipt) => receipt.json.timestamp);
    expect(timestamps).toEqual([...timestamps].sort());
    expect(target.receipts.map((receipt) => receipt.json.type).slice(0, 3)).toEqual(['dataset.created', 'dataset.updated', 'dataset.published']);

    const [createdEvent] = target.ofType('dataset.created');
    expect(createdEvent.json.data).toMatchObject({ id: dataset.id, name: dataset.name, status: 'draft', workspace: { id: workspace.id, name: workspace.name } });
    expect(Object.keys(createdEvent.json.data)).toEqual([
      'id', 'name', 'guidelines', 'allow_extra_metadata', 'status', 'distribution', 'workspace', 'questions', 'fields',
      'metadata_properties', 'vectors_settings', 'last_activity_at', 'inserted_at', 'updated_at',
    ]);
    const [published] = target.ofType('dataset.published');
    expect(published.json.data).toMatchObject({ status: 'ready', guidelines: 'Be kind', fields: [{ name: 'text' }], questions: [{ name: 'label' }] });
    expect(published.json.data.questions[0]).not.toHaveProperty('dataset_id');

    const recordCreated = target.ofType('record.created').map((receipt) => receipt.json.data);
    expect(recordCreated.map((record) => record.external_id)).toEqual(['a', 'b', 'c']);
    expect(recordCreated[0]).toMatchObject({ id: a.id, status: 'pending', fields: { text: 'first' }, metadata: { source: 'test' }, dataset: { id: dataset.id, status: 'ready' } });
    expect(Object.keys(recordCreated[0])).toEqual(['id', 'status', 'fields', 'metadata', 'external_id', 'dataset', 'inserted_at', 'updated_at']);
    const updated = target.ofType('record.updated').map((receipt) => receipt.json.data);
    expect(updated.map((record) => [record.id, record.fields.text, record.metadata])).toEqual([
      [b.id, 'second, again', null],
      [a.id, 'first', { source: 'patched' }],
    ]);

    const completed = target.ofType('record.completed').map((receipt) => receipt.json.data);
    expect(completed.map((record) => [record.id, record.status])).toEqual([
      [a.id, 'completed'],
      [b.id, 'completed'],
    ]);
    const [responseCreated, bulkCreated] = target.ofType('response.created').map((receipt) => receipt.json.data);
    expect(responseCreated).toMatchObject({
      id: response.id,
      status: 'submitted',
      values: { label: { value: 'yes' } },
      record: { id: a.id, status: 'completed', dataset: { id: dataset.id, questions: [{ name: 'label' }] } },
      user: { id: server.ownerUser.id, username: 'owner', role: 'owner' },
    });
    expect(responseCreated.user).not.toHaveProperty('api_key');
    expect(bulkCreated).toMatchObject({ record: { id: b.id }, status: 'submitted' });
    expect(target.ofType('response.updated')[0].json.data).toMatchObject({ id: response.id, values: { label: { value: 'no' } } });
    // Deleted resources are sent as they were.
    expect(target.ofType('response.deleted')[0].json.data).toMatchObject({ id: response.id, values: { label: { value: 'no' } }, record: { id: a.id } });
    expect(target.ofType('record.deleted').map((receipt) => [receipt.json.data.id, receipt.json.data.fields.text])).toEqual([
      [c.id, 'third'],
      [b.id, 'second, again'],
    ]);
    expect(target.ofType('dataset.deleted')[0].json.data).toMatchObject({
      id: dataset.id,
      status: 'ready',
      workspace: { id: workspace.id },
      fields: [{ name: 'text' }],
    });

    const log = (await deliveriesOf(server.owner, webhook)).filter((delivery) => delivery.event !== 'ping');
    expect(log).toHaveLength(total);
    expect(log.every((delivery) => delivery.status === 'delivered' && delivery.attempts === 1 && delivery.last_status_code === 200)).toBe(true);
    await server.owner.delete(`/api/v1/webhooks/${webhook.id}`);
  });

  it('sends nothing for a write that rolled back, to a disabled webhook, or for events not subscribed', async () => {
    const workspace = await server.factory.workspace();
    const dataset = await publishedDataset(workspace);
    await ok(server.owner.put(`/api/v1/datasets/${dataset.id}/publish`));
    const webhook = await createWebhook(server.owner, { url: target.url, events: ['record.created', 'dataset.created'] });
    const disabled = await createWebhook(server.owner, { url: `${target.url}/disabled`, events: ['record.created', 'dataset.created'], enabled: false });
    target.clear();

    // The second item is invalid: the whole batch is refused, and the first record's event with it.
    const refused = await server.owner.post(`/api/v1/datasets/${dataset.id}/records/bulk`, {
      items: [{ fields: { text: 'fine' } }, { fields: { nope: 'x' } }],
    });
    expect(refused.status).toBe(422);
    expect((await server.owner.post('/api/v1/datasets', { name: dataset.name, workspace_id: workspace.id })).status).toBe(409);
    // Not subscribed: dataset.updated.
    await ok(server.owner.patch(`/api/v1/datasets/${dataset.id}`, { guidelines: 'x' }));
    const marker = await ok(server.owner.post('/api/v1/datasets', { name: unique('marker'), workspace_id: workspace.id }), 201);

    await target.drain(server.owner, webhook);
    expect(target.receipts.map((receipt) => [receipt.json.type, receipt.json.data.id])).toEqual([['dataset.created', marker.id]]);
    expect(target.receipts.map((receipt) => receipt.path)).toEqual(['/hook']);
    expect(await deliveriesOf(server.owner, disabled)).toEqual([]);
    for (const hook of [webhook, disabled]) await server.owner.delete(`/api/v1/webhooks/${hook.id}`);
  });

  it('tells the responses a bulk record write sends: created, then updated, then the records they completed', async () => {
    const workspace = await server.factory.workspace();
    const annotator = await server.factory.user('annotator', { workspaces: [workspace] });
    const dataset = await publishedDataset(workspace);
    await ok(server.owner.put(`/api/v1/datasets/${dataset.id}/publish`));
    const webhook = await createWebhook(server.owner, { url: target.url, events: ['response.created', 'response.updated', 'record.completed'] });
    target.clear();
    const answer = (label: string, status = 'submitted') => ({ user_id: annotator.id, status, values: { label: { value: label } } });
    await ok(
      server.owner.put(`/api/v1/datasets/${dataset.id}/records/bulk`, {
        items: [
          { external_id: 'x', fields: { text: 'x' }, responses: [answer('yes', 'draft')] },
          { external_id: 'y', fields: { text: 'y' }, responses: [answer('no')] },
        ],
      }),
    );
    await ok(server.owner.put(`/api/v1/datasets/${dataset.id}/records/bulk`, { items: [{ external_id: 'x', responses: [answer('no')] }] }));
    await target.drain(server.owner, webhook);
    expect(target.receipts.map((receipt) => [receipt.json.type, receipt.json.data.record?.external_id ?? receipt.json.data.external_id])).toEqual([
      ['response.created', 'x'],
      ['response.created', 'y'],
      ['record.completed', 'y'],
      ['response.updated', 'x'],
      ['record.completed', 'x'],
    ]);
    const updated = target.ofType('response.updated')[0].json.data;
    expect(updated).toMatchObject({ status: 'submitted', values: { label: { value: 'no' } }, user: { id: annotator.id, role: 'annotator' } });
    expect(updated.id).toBe(target.ofType('response.created')[0].json.data.id);
    await server.owner.delete(`/api/v1/webhooks/${webhook.id}`);
  });

  it('sends a ping to any webhook, with the server named', async () => {
    const webhook = await createWebhook(server.owner, { url: target.url, events: ['dataset.deleted'] });
    target.clear();
    expect((await server.owner.post(`/api/v1/webhooks/${webhook.id}/ping`)).status).toBe(204);
    await eventually(() => expect(target.receipts).toHaveLength(1));
    const [ping] = target.receipts;
    expectSigned(ping, webhook.secret);
    expect(ping.json).toMatchObject({ type: 'ping', version: 1, data: { agent: 'gloss', version: expect.any(String) } });
    await server.owner.delete(`/api/v1/webhooks/${webhook.id}`);
  });
});

describe('retries', () => {
  it('retries a failing target with growing delays until it recovers, with the same message id and a fresh signature', async () => {
    const webhook = await createWebhook(server.owner, { url: target.url, events: ['dataset.created'] });
    target.clear();
    target.answer = (_receipt, index) => (index < 3 ? 500 : 204);
    try {
      await ok(server.owner.post(`/api/v1/webhooks/${webhook.id}/ping`), 204);
      await eventually(async () => {
        const [delivery] = await deliveriesOf(server.owner, webhook);
        expect(delivery).toMatchObject({ status: 'delivered', attempts: 4, last_status_code: 204, last_error: null, next_attempt_at: null });
      });
    } finally {
      target.answer = () => 200;
    }
    expect(target.receipts).toHaveLength(4);
    expect(target.messageIds().size).toBe(1);
    for (const receipt of target.receipts) expectSigned(receipt, webhook.secret);
    // Base 100 ms, doubled with jitter (half to all of each step): at least 50, 100, 200 ms apart.
    const gaps = target.receipts.slice(1).map((receipt, index) => receipt.receivedAt - target.receipts[index].receivedAt);
    expect(gaps[0]).toBeGreaterThanOrEqual(45);
    expect(gaps[1]).toBeGreaterThanOrEqual(95);
    expect(gaps[2]).toBeGreaterThanOrEqual(195);
    await server.owner.delete(`/api/v1/webhooks/${webhook.id}`);
  });

  it('records a non-2xx answer, a redirect and an unreachable target as the attempt’s error', async () => {
    const webhook = await createWebhook(server.owner, { url: target.url, events: ['dataset.created'] });
    target.clear();
    target.answer = () => 302;
    try {
      await ok(server.owner.post(`/api/v1/webhooks/${webhook.id}/ping`), 204);
      const [delivery] = await eventually(async () => {
        const items = await deliveriesOf(server.owner, webhook);
        expect(items[0].attempts).toBeGreaterThan(0);
        return items;
      });
      expect(delivery).toMatchObject({ status: 'pending', last_status_code: 302, last_error: expect.stringContaining('redirect') });
    } finally {
      target.answer = () => 200;
    }
    const closed = await WebhookTarget.start();
    const url = closed.url;
    await closed.close();
    await ok(server.owner.patch(`/api/v1/webhooks/${webhook.id}`, { url }));
    await ok(server.owner.post(`/api/v1/webhooks/${webhook.id}/ping`), 204);
    await eventually(async () => {
      const items = await deliveriesOf(server.owner, webhook);
      expect(items[0]).toMatchObject({ last_status_code: null, last_error: 'connection refused' });
    });
    await server.owner.delete(`/api/v1/webhooks/${webhook.id}`);
  });
});

describe('the retry window', () => {
  let brief: TestServer;
  beforeAll(async () => {
    // 0.0003 hours: about a second of retries.
    brief = await startTestServer({ GLOSS_WEBHOOKS_ALLOW_PRIVATE: 'true', GLOSS_WEBHOOK_RETRY_BASE_MS: '100', GLOSS_WEBHOOK_RETRY_HOURS: '0.0003' });
  });
  afterAll(() => brief.close());

  it('gives a delivery up as failed once it closes, and redelivery sends it again at once', async () => {
    const failing = await WebhookTarget.start();
    failing.answer = () => 503;
    try {
      const webhook = await createWebhook(brief.owner, { url: failing.url, events: ['dataset.created'] });
      await ok(brief.owner.post(`/api/v1/webhooks/${webhook.id}/ping`), 204);
      const [delivery] = await eventually(async () => {
        const items = await deliveriesOf(brief.owner, webhook);
        expect(items[0].status).toBe('failed');
        return items;
      });
      // Retried within the window: how many more attempts fit in its second depends on the machine's speed.
      expect(delivery.attempts).toBeGreaterThanOrEqual(2);
      expect(delivery).toMatchObject({ last_status_code: 503, next_attempt_at: null });
      // A failed delivery is not sent again: a ping after it is the next thing the target receives.
      const attempts = failing.receipts.length;
      await failing.drain(brief.owner, webhook);
      expect(failing.receipts).toHaveLength(attempts);

      failing.answer = () => 200;
      const redelivered = await ok(brief.owner.post(`/api/v1/webhooks/${webhook.id}/deliveries/${delivery.id}/redeliver`), 202);
      expect(redelivered.status).toBe('pending');
      await eventually(async () => {
        const after = (await deliveriesOf(brief.owner, webhook)).find((item) => item.id === delivery.id);
        expect(after).toMatchObject({ status: 'delivered', attempts: delivery.attempts + 1, last_status_code: 200 });
      });
      expect(failing.messageIds()).toEqual(new Set([delivery.message_id]));
    } finally {
      await failing.close();
    }
  });
});

describe('private targets', () => {
  let guarded: TestServer;
  beforeAll(async () => {
    guarded = await startTestServer({ GLOSS_WEBHOOK_RETRY_BASE_MS: '100' });
  });
  afterAll(() => guarded.close());

  it.each([
    ['a loopback address', (port: string) => `http://127.0.0.1:${port}/hook`, /^refused: 127\.0\.0\.1 is a loopback address/],
    ['a name resolving to loopback', (port: string) => `http://localhost:${port}/hook`, /^refused: localhost resolves to (127\.0\.0\.1|::1) is a loopback address/],
    ['an IPv4-mapped IPv6 loopback address', (port: string) => `http://[::ffff:127.0.0.1]:${port}/hook`, /^refused: ::ffff:7f00:1 stands for 127\.0\.0\.1, which is a loopback address/],
    ['the unspecified address', (port: string) => `http://0.0.0.0:${port}/hook`, /^refused: 0\.0\.0\.0 is an unspecified/],
  ])('are refused by default: %s', async (_label, urlFor, message) => {
    const port = new URL(target.url).port;
    const webhook = await createWebhook(guarded.owner, { url: urlFor(port), events: ['dataset.created'] });
    target.clear();
    await ok(guarded.owner.post(`/api/v1/webhooks/${webhook.id}/ping`), 204);
    const [delivery] = await eventually(async () => {
      const items = await deliveriesOf(guarded.owner, webhook);
      expect(items[0].attempts).toBeGreaterThan(0);
      return items;
    });
    expect(delivery.last_error).toMatch(message);
    expect(delivery.last_error).toContain('GLOSS_WEBHOOKS_ALLOW_PRIVATE=true');
    expect(target.receipts).toEqual([]);
    await guarded.owner.delete(`/api/v1/webhooks/${webhook.id}`);
  });
});
