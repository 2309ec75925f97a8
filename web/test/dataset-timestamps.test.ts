import { describe, expect, it } from 'vitest';
import { formatServerTimestamp, parseServerTimestamp } from '../src/features/dataset/timestamps';

describe('parseServerTimestamp', () => {
  it('reads the server’s naive timestamps as UTC', () => {
    expect(parseServerTimestamp('2024-07-15T10:21:33.123456').toISOString()).toBe('2024-07-15T10:21:33.123Z');
  });

  it('keeps a zone that is already there', () => {
    expect(parseServerTimestamp('2024-07-15T10:21:33Z').toISOString()).toBe('2024-07-15T10:21:33.000Z');
    expect(parseServerTimestamp('2024-07-15T12:21:33+02:00').toISOString()).toBe('2024-07-15T10:21:33.000Z');
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
