import type { WebhookDelivery } from '@gloss/contract';
import { refusedAddressReason } from '@gloss/contract/webhooks';
import { attemptOutcome, isSuccessCode } from './deliveries';

/*
 * "Send test event" follows the delivery it queued (the ping answers 204 and nothing else, as Argilla's),
 * and says in place what came of it: delivered, with the receiver's status; refused, because Gloss does not
 * send to such an address; or not delivered, with the status or the reason, and whether it is tried again.
 */

/** A test event on its way: the deliveries of the webhook the log held when it was sent. */
export interface TestEventWatch {
  webhookId: string;
  known: ReadonlySet<string>;
}

/** The test's delivery: the newest `ping` the log did not hold when the test was sent. */
export function testDelivery(deliveries: readonly WebhookDelivery[] | undefined, watch: TestEventWatch): WebhookDelivery | undefined {
  return deliveries?.find((delivery) => delivery.webhook_id === watch.webhookId && delivery.event === 'ping' && !watch.known.has(delivery.id));
}

export type TestOutcome =
  /** Queued, or not tried yet. */
  | { kind: 'sending' }
  | { kind: 'delivered'; code: number; durationMs: number | null }
  /** Gloss would not send to the address; `retryAt` while it keeps trying (a name may come to resolve elsewhere). */
  | { kind: 'refused'; reason: string; retryAt: string | null }
  /** Tried and failed: the status the receiver answered, or why it answered none; `retryAt` null once given up. */
  | { kind: 'notDelivered'; code: number | null; reason: string | null; retryAt: string | null };

export function testOutcome(delivery: WebhookDelivery | undefined): TestOutcome {
  if (!delivery) return { kind: 'sending' };
  const retryAt = delivery.status === 'pending' ? delivery.next_attempt_at : null;
  const refused = refusedAddressReason(delivery.last_error);
  if (refused !== null) return { kind: 'refused', reason: refused, retryAt };
  const outcome = attemptOutcome(delivery);
  if (outcome.kind === 'notTried') return { kind: 'sending' };
  if (outcome.kind === 'status' && isSuccessCode(outcome.code) && delivery.status === 'delivered') {
    return { kind: 'delivered', code: outcome.code, durationMs: delivery.last_duration_ms };
  }
  if (outcome.kind === 'status') return { kind: 'notDelivered', code: outcome.code, reason: outcome.error, retryAt };
  return { kind: 'notDelivered', code: null, reason: outcome.error, retryAt };
}
