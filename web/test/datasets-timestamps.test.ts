import { describe, expect, it } from 'vitest';
import { formatDate, formatTimestamp, parseServerTimestamp, serverTimestampMs } from '../src/features/datasets/timestamps';

describe('server timestamps', () => {
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
