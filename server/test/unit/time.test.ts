import { describe, expect, it } from 'vitest';
import { now } from '../../src/db/time.js';

describe('now', () => {
  it('is a naive UTC ISO timestamp with microseconds', () => {
    const value = now();
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/);
    expect(Math.abs(Date.parse(`${value.slice(0, 23)}Z`) - Date.now())).toBeLessThan(1000);
  });

  it('strictly increases, even within one millisecond', () => {
    const values = Array.from({ length: 1000 }, () => now());
    for (let i = 1; i < values.length; i += 1) expect(values[i] > values[i - 1]).toBe(true);
  });
});
