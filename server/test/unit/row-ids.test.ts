import { describe, expect, it } from 'vitest';
import { newRowId } from '../../src/db/ids.js';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newRowId', () => {
  it('gives version 7 UUIDs whose first 48 bits are the time in milliseconds', () => {
    const before = Date.now();
    const id = newRowId();
    const after = Date.now();
    expect(id).toMatch(UUID_V7);
    const ms = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(after);
  });

  it('gives ids that sort in the order they were made, so indexes grow at their end', () => {
    const ids = Array.from({ length: 20000 }, () => newRowId());
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });
});
