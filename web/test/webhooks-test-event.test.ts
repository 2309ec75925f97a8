import type { WebhookDelivery } from '@gloss/contract';
import { refusedAddressReason, WEBHOOK_REFUSED_PREFIX } from '@gloss/contract/webhooks';
import { describe, expect, it } from 'vitest';
import { testDelivery, testOutcome } from '../src/features/webhooks/test-event';

const delivery = (changes: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 'd-new',
  webhook_id: 'w1',
  message_id: 'msg_1',
  event: 'ping',
  status: 'pending',
  attempts: 0,
  last_status_code: null,
  last_error: null,
  last_duration_ms: null,
  last_attempt_at: null,
  next_attempt_at: '2026-03-01T10:00:05.000000',
  inserted_at: '2026-03-01T10:00:04.000000',
  ...changes,
});

const REFUSAL = `${WEBHOOK_REFUSED_PREFIX}127.0.0.1 is a loopback address (set GLOSS_WEBHOOKS_ALLOW_PRIVATE=true to deliver there)`;

describe('the test event’s delivery', () => {
  const watch = { webhookId: 'w1', known: new Set(['d-old-ping', 'd-event']) };

  it('is the newest ping the log did not hold when the test was sent', () => {
    const log = [delivery({ id: 'd-new' }), delivery({ id: 'd-old-ping', status: 'delivered' }), delivery({ id: 'd-event', event: 'record.completed' })];
    expect(testDelivery(log, watch)?.id).toBe('d-new');
  });

  it('is not there yet while the log was not read again, nor in another webhook’s log or among other events', () => {
    expect(testDelivery(undefined, watch)).toBeUndefined();
    expect(testDelivery([delivery({ id: 'd-old-ping' })], watch)).toBeUndefined();
    expect(testDelivery([delivery({ id: 'x', event: 'record.completed' })], watch)).toBeUndefined();
    expect(testDelivery([delivery({ id: 'x', webhook_id: 'w2' })], watch)).toBeUndefined();
  });
});

describe('what the test event came to', () => {
  it('is on its way until the first attempt is made', () => {
    expect(testOutcome(undefined)).toEqual({ kind: 'sending' });
    expect(testOutcome(delivery())).toEqual({ kind: 'sending' });
  });

  it('is delivered, with the receiver’s status and the time it took', () => {
    expect(testOutcome(delivery({ status: 'delivered', attempts: 1, last_status_code: 204, last_duration_ms: 41, next_attempt_at: null }))).toEqual({
      kind: 'delivered',
      code: 204,
      durationMs: 41,
    });
  });

  it('is refused when Gloss would not send to the address, with the reason and the next try', () => {
    expect(testOutcome(delivery({ attempts: 1, last_error: REFUSAL, last_attempt_at: '2026-03-01T10:00:04.500000' }))).toEqual({
      kind: 'refused',
      reason: '127.0.0.1 is a loopback address (set GLOSS_WEBHOOKS_ALLOW_PRIVATE=true to deliver there)',
      retryAt: '2026-03-01T10:00:05.000000',
    });
    expect(testOutcome(delivery({ status: 'failed', attempts: 9, last_error: REFUSAL, next_attempt_at: null }))).toMatchObject({ kind: 'refused', retryAt: null });
  });

  it('is not delivered when the receiver answers otherwise, or not at all; given up once it is failed', () => {
    expect(testOutcome(delivery({ attempts: 1, last_status_code: 500, last_error: 'the target answered 500' }))).toEqual({
      kind: 'notDelivered',
      code: 500,
      reason: null,
      retryAt: '2026-03-01T10:00:05.000000',
    });
    expect(testOutcome(delivery({ attempts: 1, last_status_code: 301, last_error: 'the target answered 301, a redirect, which is not followed' }))).toMatchObject({
      code: 301,
      reason: 'the target answered 301, a redirect, which is not followed',
    });
    expect(testOutcome(delivery({ status: 'failed', attempts: 4, last_error: 'connection refused', next_attempt_at: null }))).toEqual({
      kind: 'notDelivered',
      code: null,
      reason: 'connection refused',
      retryAt: null,
    });
  });
});

describe('a refused address, as the server words it', () => {
  it('is told by its prefix, and the reason is what follows', () => {
    expect(refusedAddressReason(REFUSAL)).toMatch(/^127\.0\.0\.1 is a loopback address/);
    expect(refusedAddressReason('connection refused')).toBeNull();
    expect(refusedAddressReason(null)).toBeNull();
  });
});
