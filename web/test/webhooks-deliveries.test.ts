import type { WebhookDelivery } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import {
  attemptOutcome,
  canRedeliver,
  deliveryTime,
  formatDuration,
  formatLogTime as formatTime,
  formatWait,
  hasPending,
  isSuccessCode,
  PENDING_REFRESH_MS,
  refreshInterval,
  secondsUntilRetry,
  waitOf,
  withDelivery,
} from '../src/features/webhooks/deliveries';

const delivery = (changes: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 'd1',
  webhook_id: 'w1',
  message_id: 'msg_1',
  event: 'ping',
  status: 'delivered',
  attempts: 1,
  last_status_code: 200,
  last_error: null,
  last_duration_ms: 12,
  last_attempt_at: '2026-03-01T10:00:05.123456',
  next_attempt_at: null,
  inserted_at: '2026-03-01T10:00:04',
  ...changes,
});

describe('refreshing the log', () => {
  it('reads it again every couple of seconds while a delivery is pending, and stops after', () => {
    expect(refreshInterval(undefined)).toBe(false);
    expect(refreshInterval([delivery()])).toBe(false);
    expect(refreshInterval([delivery(), delivery({ status: 'pending' })])).toBe(PENDING_REFRESH_MS);
    expect(hasPending([delivery({ status: 'failed' })])).toBe(false);
  });
});

describe('what an attempt came to', () => {
  it('is the status code when the target answered, with the reason only when it says more than the code', () => {
    expect(attemptOutcome(delivery())).toEqual({ kind: 'status', code: 200, error: null });
    expect(attemptOutcome(delivery({ status: 'failed', last_status_code: 500, last_error: 'the target answered 500' }))).toEqual({
      kind: 'status',
      code: 500,
      error: null,
    });
    const redirect = 'the target answered 302, a redirect, which is not followed';
    expect(attemptOutcome(delivery({ status: 'pending', last_status_code: 302, last_error: redirect }))).toEqual({
      kind: 'status',
      code: 302,
      error: redirect,
    });
    expect(isSuccessCode(204)).toBe(true);
    expect(isSuccessCode(301)).toBe(false);
    expect(isSuccessCode(500)).toBe(false);
  });

  it('is the error when there was no answer, and nothing before the first attempt', () => {
    expect(attemptOutcome(delivery({ last_status_code: null, last_error: 'connect ECONNREFUSED 127.0.0.1:9' }))).toEqual({
      kind: 'error',
      error: 'connect ECONNREFUSED 127.0.0.1:9',
    });
    expect(attemptOutcome(delivery({ status: 'pending', attempts: 0, last_status_code: null, last_error: null }))).toEqual({ kind: 'notTried' });
  });

  it('is timed at its last attempt, or when it was queued', () => {
    expect(deliveryTime(delivery())).toBe('2026-03-01T10:00:05.123456');
    expect(deliveryTime(delivery({ last_attempt_at: null }))).toBe('2026-03-01T10:00:04');
  });
});

describe('the next retry', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');

  it('counts whole seconds to the next attempt (the server writes UTC without a zone), 0 once due', () => {
    expect(secondsUntilRetry(delivery({ next_attempt_at: '2026-03-01T10:00:29.500' }), now)).toBe(30);
    expect(secondsUntilRetry(delivery({ next_attempt_at: '2026-03-01T09:59:00' }), now)).toBe(0);
    expect(secondsUntilRetry(delivery({ next_attempt_at: null }), now)).toBeNull();
  });

  it('says the wait in the largest sensible unit, in the interface language', () => {
    expect(waitOf(45)).toEqual({ unit: 'second', value: 45 });
    expect(waitOf(150)).toEqual({ unit: 'minute', value: 3 });
    expect(waitOf(7200)).toEqual({ unit: 'hour', value: 2 });
    expect(formatWait(45, 'en')).toBe('in 45 seconds');
    expect(formatWait(180, 'de')).toBe('in 3 Minuten');
    expect(formatWait(7200, 'es')).toBe('dentro de 2 horas');
  });
});

describe('the time of a delivery', () => {
  const now = new Date('2026-03-01T18:00:00Z');
  // Newer ICU writes a narrow no-break space before AM/PM.
  const formatLogTime = (...args: Parameters<typeof formatTime>) => formatTime(...args).replace(/\u202f/g, ' ');

  it('is the time with seconds today, with the day on other days, and the year in other years', () => {
    expect(formatLogTime('2026-03-01T14:05:09.123456', 'en', now, 'UTC')).toBe('2:05:09 PM');
    expect(formatLogTime('2026-03-01T14:05:09', 'de', now, 'UTC')).toBe('14:05:09');
    expect(formatLogTime('2026-02-27T14:05:09', 'en', now, 'UTC')).toBe('Feb 27, 2:05:09 PM');
    expect(formatLogTime('2025-12-31T23:59:59', 'en', now, 'UTC')).toBe('Dec 31, 2025, 11:59:59 PM');
  });

  it('counts the day in the given zone, and leaves a timestamp it cannot read as it is', () => {
    expect(formatLogTime('2026-03-01T02:00:00', 'en', now, 'America/New_York')).toBe('Feb 28, 9:00:00 PM');
    expect(formatLogTime('not a time', 'en', now)).toBe('not a time');
  });
});

describe('durations', () => {
  it('are milliseconds below a second and seconds with one decimal above, as the language writes them', () => {
    expect(formatDuration(12.4, 'en')).toBe('12 ms');
    expect(formatDuration(1234, 'en')).toBe('1.2 sec');
    expect(formatDuration(1250, 'de')).toMatch(/^1,3\sSek\.$/);
  });
});

describe('redelivering', () => {
  it('is offered for finished deliveries and for one waiting for its next try, not for one never tried', () => {
    expect(canRedeliver(delivery())).toBe(true);
    expect(canRedeliver(delivery({ status: 'failed', attempts: 30 }))).toBe(true);
    expect(canRedeliver(delivery({ status: 'pending', attempts: 2 }))).toBe(true);
    expect(canRedeliver(delivery({ status: 'pending', attempts: 0 }))).toBe(false);
  });

  it('shows the answered delivery in place, or first when the server logged a new one', () => {
    const log = [delivery({ id: 'd2' }), delivery({ id: 'd1', status: 'failed' })];
    expect(withDelivery(log, delivery({ id: 'd1', status: 'pending' })).map((entry) => [entry.id, entry.status])).toEqual([
      ['d2', 'delivered'],
      ['d1', 'pending'],
    ]);
    expect(withDelivery(log, delivery({ id: 'd3', status: 'pending' })).map((entry) => entry.id)).toEqual(['d3', 'd2', 'd1']);
  });
});
