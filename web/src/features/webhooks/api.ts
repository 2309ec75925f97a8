import type { Webhook, WebhookDelivery } from '@gloss/contract';
import { request } from '../../shared/api/http';
import type { WebhookBody } from './webhook-form';

/*
 * Writes are silent: the page says what went wrong in its own words, where it was asked, rather than
 * the app's generic toast.
 */

const webhookPath = (webhookId: string) => `/v1/webhooks/${encodeURIComponent(webhookId)}`;

export async function fetchWebhooks(signal?: AbortSignal): Promise<Webhook[]> {
  return (await request<{ items: Webhook[] }>('/v1/webhooks', { signal })).items;
}

export function createWebhook(body: WebhookBody): Promise<Webhook> {
  return request('/v1/webhooks', { method: 'POST', json: body, silent: true });
}

export function updateWebhook(webhookId: string, body: Partial<WebhookBody> & { enabled?: boolean }): Promise<Webhook> {
  return request(webhookPath(webhookId), { method: 'PATCH', json: body, silent: true });
}

export function deleteWebhook(webhookId: string): Promise<Webhook> {
  return request(webhookPath(webhookId), { method: 'DELETE', silent: true });
}

/** Sends the test event (`ping`); answered 204 once it is queued, delivered in the background. */
export async function pingWebhook(webhookId: string): Promise<void> {
  await request(`${webhookPath(webhookId)}/ping`, { method: 'POST', silent: true });
}

export async function fetchDeliveries(webhookId: string, limit: number, signal?: AbortSignal): Promise<WebhookDelivery[]> {
  return (await request<{ items: WebhookDelivery[] }>(`${webhookPath(webhookId)}/deliveries`, { query: { limit }, signal })).items;
}

export function redeliver(webhookId: string, deliveryId: string): Promise<WebhookDelivery> {
  return request(`${webhookPath(webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`, { method: 'POST', silent: true });
}
