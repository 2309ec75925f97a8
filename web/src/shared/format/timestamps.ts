/** A zone suffix at the end of an ISO timestamp: `Z`, `+02:00`, `-0500`. */
const ZONE_SUFFIX = /(Z|[+-]\d{2}:?\d{2})$/i;
/** More than three fractional digits: the server writes microseconds, some engines parse only millis. */
const SUB_MILLISECONDS = /(\.\d{3})\d+/;

/**
 * The server's timestamps are naive ISO strings in UTC (`2024-07-15T10:21:33.123456`). Parsed as they
 * are, browsers would read them as local time, so a missing zone is taken to be UTC.
 */
export function parseServerTimestamp(value: string | null | undefined): Date | null {
  if (!value) return null;
  const trimmed = value.trim().replace(SUB_MILLISECONDS, '$1');
  const date = new Date(ZONE_SUFFIX.test(trimmed) ? trimmed : `${trimmed}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Milliseconds since the epoch, or -Infinity for a missing or broken timestamp (sorts it first/last). */
export function serverTimestampMs(value: string | null | undefined): number {
  return parseServerTimestamp(value)?.getTime() ?? Number.NEGATIVE_INFINITY;
}

/** The digits past the milliseconds (`456` of `.123456`), as microseconds, or 0 when there are none. */
function subMillisecondMicros(value: string): number {
  const digits = /\.\d{3}(\d{1,3})/.exec(value)?.[1];
  return digits ? Number(digits.padEnd(3, '0')) : 0;
}

/**
 * Orders two server timestamps to the microsecond. Rows written in one burst differ only past the
 * milliseconds, which `Date` drops, so comparing milliseconds alone would call them equal.
 */
export function compareServerTimestamps(a: string | null | undefined, b: string | null | undefined): number {
  const byMillis = serverTimestampMs(a) - serverTimestampMs(b);
  if (byMillis !== 0 || !Number.isFinite(serverTimestampMs(a))) return byMillis || 0;
  return subMillisecondMicros(a ?? '') - subMillisecondMicros(b ?? '');
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, style: 'short' | 'full'): Intl.DateTimeFormat {
  const key = `${language}|${style}`;
  let cached = formatters.get(key);
  if (!cached) {
    const options: Intl.DateTimeFormatOptions =
      style === 'short' ? { dateStyle: 'medium' } : { dateStyle: 'full', timeStyle: 'long' };
    cached = new Intl.DateTimeFormat(language, options);
    formatters.set(key, cached);
  }
  return cached;
}

/** The date for a table cell, e.g. "Jul 15, 2024" or "15.07.2024". */
export function formatDate(date: Date, language: string): string {
  return formatter(language, 'short').format(date);
}

/** Date and time with the zone, for a tooltip. */
export function formatTimestamp(date: Date, language: string): string {
  return formatter(language, 'full').format(date);
}

/** Date and time in one short line, e.g. "Nov 21, 2026, 9:45 PM"; the raw value when it cannot be read. */
export function formatServerTimestamp(value: string, language: string): string {
  const date = parseServerTimestamp(value);
  if (!date) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
