/**
 * Webhook rules without zod: the request schemas (`schemas/webhooks.ts`) build on them, and the web app's
 * Webhooks page checks its form with the same rules before sending (it must not load zod).
 */

/** The events a webhook can subscribe to: the official SDK's `EventType`, so every listed webhook parses there. */
export const WEBHOOK_EVENTS = [
  'dataset.created',
  'dataset.updated',
  'dataset.deleted',
  'dataset.published',
  'record.created',
  'record.updated',
  'record.deleted',
  'record.completed',
  'response.created',
  'response.updated',
  'response.deleted',
] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

/** At most this many webhooks in all, as Argilla. */
export const WEBHOOKS_MAX = 10;
export const WEBHOOK_URL_LENGTH_MAX = 2048;
/** A description's bounds, in characters (the contract's `Description`). */
export const WEBHOOK_DESCRIPTION_LENGTH_MAX = 1000;

export const WEBHOOK_URL_MESSAGE = 'URL must be an absolute http or https URL';

/**
 * How a delivery's `last_error` begins when Gloss would not send to the webhook's address (a private,
 * loopback or reserved one, unless `GLOSS_WEBHOOKS_ALLOW_PRIVATE`); the reason follows.
 */
export const WEBHOOK_REFUSED_PREFIX = 'refused: ';

/** The reason Gloss refused a delivery's address, or null when its error is not a refusal. */
export function refusedAddressReason(error: string | null): string | null {
  return error?.startsWith(WEBHOOK_REFUSED_PREFIX) ? error.slice(WEBHOOK_REFUSED_PREFIX.length) : null;
}

/** An absolute http(s) URL with a host (the value as sent: the schema trims it first). */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
