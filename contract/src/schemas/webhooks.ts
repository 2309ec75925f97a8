import { z } from 'zod';
import { Description, Id, Timestamp, itemsOf, queryInteger, updateSchema } from './common.js';
import { WEBHOOK_EVENTS, WEBHOOK_URL_LENGTH_MAX, WEBHOOK_URL_MESSAGE, isWebhookUrl } from '../rules/webhooks.js';

// The events, the limits and the URL rule live without zod, for the web app's form.
export { WEBHOOK_EVENTS, WEBHOOKS_MAX, WEBHOOK_REFUSED_PREFIX, WEBHOOK_URL_LENGTH_MAX } from '../rules/webhooks.js';

export const WebhookEvent = z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof WebhookEvent>;
/** What a delivery carries: a subscribed event, or the test event an owner sends (`ping`). */
export type DeliveredEvent = WebhookEvent | 'ping';

/** An absolute http(s) URL. */
export const WebhookUrl = z
  .string()
  .trim()
  .max(WEBHOOK_URL_LENGTH_MAX)
  .refine(isWebhookUrl, WEBHOOK_URL_MESSAGE);

const WebhookEvents = z
  .array(WebhookEvent)
  .min(1)
  .refine((events) => new Set(events).size === events.length, 'Events must be unique');

export const WebhookCreate = z.object({
  url: WebhookUrl,
  events: WebhookEvents,
  enabled: z.boolean().optional(),
  description: Description.nullish(),
});
export type WebhookCreate = z.output<typeof WebhookCreate>;

export const WebhookUpdate = updateSchema(
  { url: WebhookUrl.optional(), events: WebhookEvents.optional(), enabled: z.boolean().optional(), description: Description.nullish() },
  ['url', 'events', 'enabled'],
);
export type WebhookUpdate = z.output<typeof WebhookUpdate>;

export const Webhook = z.object({
  id: z.string(),
  url: z.string(),
  /** Standard base64 of random bytes: the key of each delivery's `webhook-signature` (Standard Webhooks). */
  secret: z.string(),
  events: z.array(WebhookEvent),
  enabled: z.boolean(),
  description: z.string().nullable(),
  inserted_at: Timestamp,
  updated_at: Timestamp,
});
export type Webhook = z.infer<typeof Webhook>;
export const Webhooks = itemsOf(Webhook);

export const WebhookParams = z.object({ webhook_id: Id });
export const WebhookDeliveryParams = z.object({ webhook_id: Id, delivery_id: Id });

/**
 * One event's delivery to one webhook (a Gloss extension). `pending`: waiting for its first attempt or a
 * retry (`next_attempt_at`); `delivered`: the target answered 2xx; `failed`: retried until the limit and
 * given up (an owner may send it again).
 */
export const WebhookDeliveryStatus = z.enum(['pending', 'delivered', 'failed']);
export const WebhookDelivery = z.object({
  id: z.string(),
  webhook_id: z.string(),
  /** The Standard Webhooks message id (`webhook-id` header), the same on every attempt. */
  message_id: z.string(),
  event: z.union([WebhookEvent, z.literal('ping')]),
  status: WebhookDeliveryStatus,
  attempts: z.number().int(),
  /** The last attempt's HTTP status, or null when it got none (refused, timed out, not tried yet). */
  last_status_code: z.number().int().nullable(),
  /** Why the last attempt failed, when it did. */
  last_error: z.string().nullable(),
  last_duration_ms: z.number().nullable(),
  last_attempt_at: Timestamp.nullable(),
  next_attempt_at: Timestamp.nullable(),
  inserted_at: Timestamp,
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;
export const WebhookDeliveries = itemsOf(WebhookDelivery);
export const WEBHOOK_DELIVERIES_LIMIT_MAX = 200;
export const WebhookDeliveriesQuery = z.object({
  limit: queryInteger(z.number().int().min(1).max(WEBHOOK_DELIVERIES_LIMIT_MAX).default(50)),
});
