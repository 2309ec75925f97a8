import { describe, expect, it } from 'vitest';
import { compareServerTimestamps, formatDate, formatServerTimestamp, formatTimestamp, parseServerTimestamp, serverTimestampMs } from '../src/shared/format/timestamps';

describe('server timestamps', () => {
  it('orders timestamps to the microsecond, which Date alone would call equal', () => {
    expect(compareServerTimestamps('2024-07-15T10:21:33.123456', '2024-07-15T10:21:33.123457')).toBeLessThan(0);
    expect(compareServerTimestamps('2024-07-15T10:21:33.123457', '2024-07-15T10:21:33.123456')).toBeGreaterThan(0);
    expect(compareServerTimestamps('2024-07-15T10:21:33.1235', '2024-07-15T10:21:33.123499')).toBeGreaterThan(0);
    expect(compareServerTimestamps('2024-07-15T10:21:33.123', '2024-07-15T10:21:33.123000')).toBe(0);
    expect(compareServerTimestamps('2024-07-15T10:21:34', '2024-07-15T10:21:33.999999')).toBeGreaterThan(0);
    expect(compareServerTimestamps(null, 'nonsense')).toBe(0);
    expect(compareServerTimestamps(null, '2024-07-15T10:21:33')).toBeLessThan(0);
  });

  it('reads a naive timestamp as UTC, whatever the local zone', () => {
    expect(parseServerTimestamp('2024-07-15T10:21:33.123456')?.toISOString()).toBe('2024-07-15T10:21:33.123Z');
    expect(parseServerTimestamp('2024-07-15T10:21:33')?.toISOString()).toBe('2024-07-15T10:21:33.000Z');
  });

  it('respects a zone that is given', () => {
    expect(parseServerTimestamp('2024-07-15T10:21:33Z')?.toISOString()).toBe('2024-07-15T10:21:33.000Z');
    expect(parseServerTimestamp('2024-07-15T12:21:33+02:00')?.toISOString()).toBe('2024-07-15T10:21:33.000Z');
  });

  it('gives null for nothing or nonsense, which sorts first', () => {
    expect(parseServerTimestamp('')).toBeNull();
    expect(parseServerTimestamp(null)).toBeNull();
    expect(parseServerTimestamp('yesterday')).toBeNull();
    expect(serverTimestampMs('yesterday')).toBe(Number.NEGATIVE_INFINITY);
  });

  it('formats in the interface language', () => {
    const date = new Date(Date.UTC(2024, 6, 15, 12));
    expect(formatDate(date, 'en')).toContain('2024');
    expect(formatDate(date, 'de')).not.toBe(formatDate(date, 'en'));
    expect(formatTimestamp(date, 'es')).toContain('2024');
  });
});

describe('formatServerTimestamp', () => {
  it('formats in the interface language', () => {
    const formatted = formatServerTimestamp('2024-07-15T10:21:33', 'en');
    expect(formatted).toMatch(/Jul 15, 2024/);
    expect(formatServerTimestamp('2024-07-15T10:21:33', 'de')).toMatch(/15\.07\.2024/);
  });

  it('shows an unreadable value as it came rather than "Invalid Date"', () => {
    expect(formatServerTimestamp('not a date', 'en')).toBe('not a date');
  });
});
