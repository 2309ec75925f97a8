import { webhookEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { webhookPolicy } from './policy.js';
import { presentDelivery, presentWebhook } from './presenter.js';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  pingWebhook,
  redeliverWebhookDelivery,
  updateWebhook,
  webhookForManaging,
} from './service.js';

export function registerWebhookRoutes(route: Route, db: Db): void {
  const e = webhookEndpoints;
  route(e.listWebhooks, async ({ actor }) => ({ items: (await listWebhooks(db, actor)).map(presentWebhook) }));
  route(e.createWebhook, async ({ actor, body }) => presentWebhook(await createWebhook(db, actor, body)), { policy: webhookPolicy.manage });
  route(e.updateWebhook, async ({ actor, params, body }) => presentWebhook(await updateWebhook(db, actor, params.webhook_id, body)), {
    resource: (actor, params) => webhookForManaging(db, actor, params.webhook_id),
  });
  route(e.deleteWebhook, async ({ actor, params }) => presentWebhook(await deleteWebhook(db, actor, params.webhook_id)));
  route(e.pingWebhook, async ({ actor, params }) => {
    await pingWebhook(db, actor, params.webhook_id);
    return undefined;
  });
  route(e.listWebhookDeliveries, async ({ actor, params, query }) => ({
    items: (await listWebhookDeliveries(db, actor, params.webhook_id, query.limit)).map(presentDelivery),
  }));
  route(e.redeliverWebhookDelivery, async ({ actor, params }) =>
    presentDelivery(await redeliverWebhookDelivery(db, actor, params.webhook_id, params.delivery_id)),
  );
}
