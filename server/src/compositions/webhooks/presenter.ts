import type { DeliveredEvent, Webhook, WebhookDelivery, WebhookEvent } from '@gloss/contract';
import { fromDbBoolean } from '../../db/schema.js';
import type { DeliveryRow } from './deliveries-repository.js';
import type { WebhookRow } from './repository.js';

export function presentWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    secret: row.secret,
    events: JSON.parse(row.events) as WebhookEvent[],
    enabled: fromDbBoolean(row.enabled),
    description: row.description,
    inserted_at: row.inserted_at,
    updated_at: row.updated_at,
  };
}

export function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    webhook_id: row.webhook_id,
    message_id: row.message_id,
    event: row.event as DeliveredEvent,
    status: row.status,
    attempts: Number(row.attempts),
    last_status_code: row.last_status_code === null ? null : Number(row.last_status_code),
    last_error: row.last_error,
    last_duration_ms: row.last_duration_ms === null ? null : Number(row.last_duration_ms),
    last_attempt_at: row.last_attempt_at,
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
    inserted_at: row.inserted_at,
  };
}
