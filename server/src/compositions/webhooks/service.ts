import { randomUUID } from 'node:crypto';
import { GLOSS_VERSION, WEBHOOKS_MAX, type WebhookCreate, type WebhookUpdate } from '@gloss/contract';
import { toDbBoolean } from '../../db/schema.js';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { authorize } from '../../domain/authorize.js';
import { NotFound, Unprocessable } from '../../domain/errors.js';
import { type DeliveryRow, findDeliveryRow, listDeliveryRows, redeliverRow } from './deliveries-repository.js';
import { writeEvents } from './events.js';
import { webhookPolicy } from './policy.js';
import {
  type WebhookRow,
  countWebhooks,
  deleteWebhookRow,
  findWebhookById,
  insertWebhookRow,
  listWebhookRows,
  lockWebhookCreation,
  updateWebhookRow,
} from './repository.js';
import { generateSecret } from './signing.js';
import { subscriptionsOf } from './subscriptions.js';

/** The URL as Argilla stores it, parsed and written back (a bare host gets its `/`). */
function normalisedUrl(url: string): string {
  return new URL(url).href;
}

export async function listWebhooks(db: Db, actor: Actor): Promise<WebhookRow[]> {
  authorize(webhookPolicy.manage(actor));
  return listWebhookRows(db);
}

export async function createWebhook(db: Db, actor: Actor, input: WebhookCreate): Promise<WebhookRow> {
  authorize(webhookPolicy.manage(actor));
  const created = await db.transaction().execute(async (trx) => {
    await lockWebhookCreation(trx);
    if ((await countWebhooks(trx)) >= WEBHOOKS_MAX) {
      throw new Unprocessable(`You can't create more than ${WEBHOOKS_MAX} webhooks. Please delete some of them first`);
    }
    const timestamp = now();
    return insertWebhookRow(trx, {
      id: randomUUID(),
      url: normalisedUrl(input.url),
      secret: generateSecret(),
      events: JSON.stringify(input.events),
      enabled: toDbBoolean(input.enabled ?? true),
      description: input.description ?? null,
      inserted_at: timestamp,
      updated_at: timestamp,
    });
  });
  subscriptionsOf(db).invalidate();
  return created;
}

/** Loads a webhook (404) before the policy (403), as Argilla answers. */
export async function webhookForManaging(db: Db, actor: Actor, webhookId: string): Promise<WebhookRow> {
  const webhook = await findWebhookById(db, webhookId);
  if (!webhook) throw NotFound.byId('Webhook', webhookId);
  authorize(webhookPolicy.manage(actor));
  return webhook;
}

export async function updateWebhook(db: Db, actor: Actor, webhookId: string, input: WebhookUpdate): Promise<WebhookRow> {
  const webhook = await webhookForManaging(db, actor, webhookId);
  const updated = await updateWebhookRow(db, webhook.id, {
    ...(input.url !== undefined ? { url: normalisedUrl(input.url) } : {}),
    ...(input.events !== undefined ? { events: JSON.stringify(input.events) } : {}),
    ...(input.enabled !== undefined ? { enabled: toDbBoolean(input.enabled) } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    updated_at: now(),
  });
  subscriptionsOf(db).invalidate();
  if (!updated) throw NotFound.byId('Webhook', webhook.id);
  return updated;
}

/** Deletes a webhook with its deliveries (those not sent yet are dropped); answers it as it was. */
export async function deleteWebhook(db: Db, actor: Actor, webhookId: string): Promise<WebhookRow> {
  const webhook = await webhookForManaging(db, actor, webhookId);
  const deleted = await db.transaction().execute((trx) => deleteWebhookRow(trx, webhook.id));
  subscriptionsOf(db).invalidate();
  if (!deleted) throw NotFound.byId('Webhook', webhook.id);
  return webhook;
}

/** Queues a `ping` event for the webhook, whatever it subscribes to and even while it is disabled. */
export async function pingWebhook(db: Db, actor: Actor, webhookId: string): Promise<void> {
  const webhook = await webhookForManaging(db, actor, webhookId);
  await db.transaction().execute((trx) => writeEvents(trx, 'ping', [webhook.id], [{ agent: 'gloss', version: GLOSS_VERSION }], null));
}

export async function listWebhookDeliveries(db: Db, actor: Actor, webhookId: string, limit: number): Promise<DeliveryRow[]> {
  const webhook = await webhookForManaging(db, actor, webhookId);
  return listDeliveryRows(db, webhook.id, limit);
}

/** Makes a delivery pending and due now (a failed one gets a fresh retry window). */
export async function redeliverWebhookDelivery(db: Db, actor: Actor, webhookId: string, deliveryId: string): Promise<DeliveryRow> {
  const webhook = await findWebhookById(db, webhookId);
  if (!webhook) throw NotFound.byId('Webhook', webhookId);
  const delivery = await findDeliveryRow(db, webhook.id, deliveryId);
  if (!delivery) throw NotFound.byId('Webhook delivery', deliveryId);
  authorize(webhookPolicy.manage(actor));
  const redelivered = await redeliverRow(db, delivery.seq, now());
  subscriptionsOf(db).emitted();
  return redelivered;
}
