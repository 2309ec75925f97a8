import type { WebhookDelivery } from '@gloss/contract';
import { numberFormat } from '../../shared/format/numbers';
import { parseServerTimestamp } from '../../shared/format/timestamps';

/*
 * The delivery log as the page reads it: what each attempt came to, when the next one is, and whether the
 * log is worth asking for again (only while something is on its way).
 */

/** How often the log is read again while a delivery is pending: a first attempt lands within seconds. */
export const PENDING_REFRESH_MS = 2_000;

/** How many deliveries the page lists (the newest; the API's default). */
export const DELIVERIES_SHOWN = 50;

export function hasPending(deliveries: readonly Pick<WebhookDelivery, 'status'>[] | undefined): boolean {
  return (deliveries ?? []).some((delivery) => delivery.status === 'pending');
}

/** TanStack Query's `refetchInterval` for the log: every couple of seconds while anything is pending, else never. */
export function refreshInterval(deliveries: readonly Pick<WebhookDelivery, 'status'>[] | undefined): number | false {
  return hasPending(deliveries) ? PENDING_REFRESH_MS : false;
}

/** What the last attempt answered: an HTTP status, the reason it got none, or nothing yet. */
export type AttemptOutcome =
  | { kind: 'status'; code: number; error: string | null }
  | { kind: 'error'; error: string }
  | { kind: 'notTried' };

export function attemptOutcome(delivery: Pick<WebhookDelivery, 'last_status_code' | 'last_error' | 'attempts'>): AttemptOutcome {
  const { last_status_code: code, last_error: error } = delivery;
  if (code !== null) return { kind: 'status', code, error: error && !restatesCode(error, code) ? error : null };
  if (error) return { kind: 'error', error };
  return { kind: 'notTried' };
}

/** "the target answered 500" says nothing the code beside it does not; a redirect's reason does. */
function restatesCode(error: string, code: number): boolean {
  return new RegExp(`answered ${code}$`).test(error.trim());
}

/** The colour of a status code: 2xx went through, anything else did not. */
export function isSuccessCode(code: number): boolean {
  return code >= 200 && code < 300;
}

/** When the delivery last happened: its last attempt, or when it was queued if none was made yet. */
export function deliveryTime(delivery: Pick<WebhookDelivery, 'last_attempt_at' | 'inserted_at'>): string {
  return delivery.last_attempt_at ?? delivery.inserted_at;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/**
 * When a delivery happened, for the log, where seconds matter and several share a minute: the time with
 * seconds today ("2:05:09 PM"), the day before it on other days, the year too in other years. `timeZone`
 * is the browser's unless given (tests).
 */
export function formatLogTime(value: string, language: string, now: Date, timeZone?: string): string {
  const date = parseServerTimestamp(value);
  if (!date) return value;
  const day = (when: Date) => dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(when);
  const time: Intl.DateTimeFormatOptions = { timeZone, hour: 'numeric', minute: '2-digit', second: '2-digit' };
  if (day(date) === day(now)) return dateTimeFormat(language, time).format(date);
  const sameYear = day(date).slice(0, 4) === day(now).slice(0, 4);
  return dateTimeFormat(language, { ...time, month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) }).format(date);
}

/**
 * Whole seconds from `now` until the next attempt; 0 when it is due (the worker will pick it up any
 * moment); null when none is planned.
 */
export function secondsUntilRetry(delivery: Pick<WebhookDelivery, 'next_attempt_at'>, now: number): number | null {
  const next = parseServerTimestamp(delivery.next_attempt_at);
  if (!next) return null;
  return Math.max(0, Math.ceil((next.getTime() - now) / 1000));
}

/** A wait in the largest sensible unit: 45 seconds, 3 minutes, 2 hours. */
export function waitOf(seconds: number): { unit: 'second' | 'minute' | 'hour'; value: number } {
  if (seconds < 60) return { unit: 'second', value: seconds };
  if (seconds < 3600) return { unit: 'minute', value: Math.round(seconds / 60) };
  return { unit: 'hour', value: Math.round(seconds / 3600) };
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** "in 45 seconds", "in 3 Minuten", "dentro de 2 horas": a wait as the language says it. */
export function formatWait(seconds: number, language: string): string {
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
    relativeFormats.set(language, format);
  }
  const { unit, value } = waitOf(seconds);
  return format.format(value, unit);
}

/** A duration for the log: milliseconds below a second ("340 ms"), seconds with one decimal above ("1.2 sec"). */
export function formatDuration(ms: number, language: string): string {
  if (ms < 1000) return numberFormat(language, { style: 'unit', unit: 'millisecond', unitDisplay: 'short', maximumFractionDigits: 0 }).format(ms);
  return numberFormat(language, { style: 'unit', unit: 'second', unitDisplay: 'short', maximumFractionDigits: 1 }).format(ms / 1000);
}

/**
 * Whether "Redeliver" is offered: for a delivery that is done (delivered, or given up), and for one waiting
 * for its next try (sent now instead). One not tried yet is on its way anyway.
 */
export function canRedeliver(delivery: Pick<WebhookDelivery, 'status' | 'attempts'>): boolean {
  return delivery.status !== 'pending' || delivery.attempts > 0;
}

/**
 * The log once a redelivery was accepted: the answered delivery replaces its entry, or comes first when the
 * server logged it as a new one, so the row shows "pending" (and the log refreshes) at once.
 */
export function withDelivery(deliveries: readonly WebhookDelivery[], answered: WebhookDelivery): WebhookDelivery[] {
  if (deliveries.some((delivery) => delivery.id === answered.id)) {
    return deliveries.map((delivery) => (delivery.id === answered.id ? answered : delivery));
  }
  return [answered, ...deliveries];
}
