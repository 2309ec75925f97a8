import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { registerAccount } from '../../src/features/users/service.js';
import { naiveIso } from '../../src/compositions/webhooks/clock.js';
import { subscriptionsOf } from '../../src/compositions/webhooks/subscriptions.js';
import type { ApiClient } from '../helpers/client.js';
import { TEST_ENGINE, type TestDatabase, createTestDatabase } from '../helpers/database.js';
import { unique } from '../helpers/factories.js';
import { startInstance } from '../helpers/instances.js';
import { WebhookTarget, createWebhook, deliveriesOf, eventually } from '../helpers/webhook-target.js';

/**
 * Deliveries live in the database: a restart loses none (an attempt cut short by the shutdown is not
 * counted and its webhook is free at once), and instances sharing one PostgreSQL send each delivery once.
 */

let database: TestDatabase;
let target: WebhookTarget;
let apiKey: string;
// Retries ten minutes off: a failed delivery is tried once before a restart however long the test takes to
// get there, and the restart test brings it due itself.
const env = () => ({ ...database.env, GLOSS_WEBHOOKS_ALLOW_PRIVATE: 'true', GLOSS_WEBHOOK_RETRY_BASE_MS: '600000' });

beforeAll(async () => {
  database = await createTestDatabase();
  apiKey = (await registerAccount(database.handle.db, { username: 'owner', first_name: 'Owner', role: 'owner', password: 'owner-password-1' })).api_key;
  target = await WebhookTarget.start();
});
afterAll(async () => {
  await target.close();
  await database.drop();
});

/** Another handle on the same database, as a separate process would open. */
function reopen() {
  const config = loadConfig(env());
  return { config, handle: openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }) };
}

async function publishedDataset(owner: ApiClient) {
  const workspace = (await owner.post('/api/v1/workspaces', { name: unique('ws') })).body;
  const dataset = (await owner.post('/api/v1/datasets', { name: unique('ds'), workspace_id: workspace.id })).body;
  await owner.post(`/api/v1/datasets/${dataset.id}/fields`, { name: 'text', title: 'Text', required: true, settings: { type: 'text' } });
  await owner.post(`/api/v1/datasets/${dataset.id}/questions`, {
    name: 'label',
    title: 'Label',
    required: true,
    settings: { type: 'label_selection', options: [{ value: 'yes', text: 'Yes' }, { value: 'no', text: 'No' }] },
  });
  expect((await owner.put(`/api/v1/datasets/${dataset.id}/publish`)).status).toBe(200);
  return dataset;
}

describe('a restart', () => {
  it('loses no delivery: those failing before it, and the one cut short by it, are sent after it', async () => {
    const first = await startInstance(database.handle, loadConfig(env()));
    const owner = first.api.as({ apiKey });
    const webhook = await createWebhook(owner, { url: target.url, events: ['dataset.created'] });
    target.clear();
    target.answer = () => 503;
    for (let index = 0; index < 3; index += 1) expect((await owner.post(`/api/v1/webhooks/${webhook.id}/ping`)).status).toBe(204);
    await eventually(async () => expect((await deliveriesOf(owner, webhook)).every((delivery) => delivery.attempts > 0)).toBe(true));
    // One more, whose attempt the shutdown interrupts: the target takes its time to answer it.
    target.delayMs = (index) => (target.receipts[index].json?.type === 'dataset.created' ? 3000 : 0);
    await owner.post('/api/v1/datasets', { name: unique('ds'), workspace_id: (await owner.post('/api/v1/workspaces', { name: unique('ws') })).body.id });
    await eventually(() => expect(target.ofType('dataset.created')).toHaveLength(1));
    await first.close();
    // The stopped instance let go of the webhook it was sending to, rather than leave its minute-long claim
    // to lapse: the next instance may send at once.
    const claim = await database.handle.db.selectFrom('webhooks').select(['lease_until', 'lease_token']).where('id', '=', webhook.id).executeTakeFirstOrThrow();
    expect(claim).toEqual({ lease_until: null, lease_token: null });
    // The ten minutes before the failed ones' retries pass (the one cut short is due already).
    await database.handle.db
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: naiveIso(Date.now() - 1000) })
      .where('webhook_id', '=', webhook.id)
      .where('status', '=', 'pending')
      .execute();

    target.answer = () => 200;
    target.delayMs = () => 0;
    target.clear();
    const { config, handle } = reopen();
    const second = await startInstance(handle, config);
    try {
      const again = second.api.as({ apiKey });
      const log = await eventually(async () => {
        const items = await deliveriesOf(again, webhook);
        expect(items.map((delivery) => delivery.status)).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
        return items;
      });
      expect(target.receipts).toHaveLength(4);
      expect(target.messageIds()).toEqual(new Set(log.map((delivery) => delivery.message_id)));
      const interrupted = log.find((delivery) => delivery.event === 'dataset.created');
      expect(interrupted.attempts).toBe(1);
      await again.delete(`/api/v1/webhooks/${webhook.id}`);
    } finally {
      await second.close();
      await handle.close();
    }
  });
});

describe('two instances on one PostgreSQL', () => {
  it.runIf(TEST_ENGINE === 'postgres')('send each delivery once, each webhook’s in event order', async () => {
    const first = await startInstance(database.handle, loadConfig(env()));
    const { config, handle } = reopen();
    const second = await startInstance(handle, config);
    try {
      const owners = [first.api.as({ apiKey }), second.api.as({ apiKey })];
      const hooks = [
        await createWebhook(owners[0], { url: `${target.url}/one`, events: ['record.created'] }),
        await createWebhook(owners[1], { url: `${target.url}/two`, events: ['record.created'] }),
      ];
      target.clear();
      target.delayMs = () => 5;
      const dataset = await publishedDataset(owners[0]);
      // Each instance sees the other's webhook within a couple of seconds (the unit test of the subscriptions
      // shows it, with a clock of its own); here both look again at once, as for their own changes.
      for (const db of [database.handle.db, handle.db]) subscriptionsOf(db).invalidate();
      const texts: string[] = [];
      for (let batch = 0; batch < 6; batch += 1) {
        const items = Array.from({ length: 4 }, (_, index) => ({ fields: { text: `r${batch * 4 + index}` } }));
        texts.push(...items.map((item) => item.fields.text));
        expect((await owners[batch % 2].post(`/api/v1/datasets/${dataset.id}/records/bulk`, { items })).status).toBe(201);
      }
      for (const [index, hook] of hooks.entries()) await target.drain(owners[index], hook);
      expect(target.receipts).toHaveLength(48);
      expect(target.messageIds().size).toBe(48);
      for (const path of ['/hook/one', '/hook/two']) {
        const received = target.receipts.filter((receipt) => receipt.path === path).map((receipt) => receipt.json.data.fields.text);
        expect(received).toEqual(texts);
      }
      for (const hook of hooks) {
        const log = (await deliveriesOf(owners[0], hook)).filter((delivery) => delivery.event !== 'ping');
        expect(log).toHaveLength(24);
        expect(log.every((delivery) => delivery.status === 'delivered' && delivery.attempts === 1)).toBe(true);
        await owners[0].delete(`/api/v1/webhooks/${hook.id}`);
      }
    } finally {
      target.delayMs = () => 0;
      await second.close();
      await first.close();
      await handle.close();
    }
  });
});
