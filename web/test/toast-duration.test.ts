import { describe, expect, it } from 'vitest';
import { toastDuration } from '../src/shared/toasts/duration';

describe('how long a toast stays', () => {
  it('stays 6 s for a short message', () => {
    expect(toastDuration('')).toBe(6_000);
    expect(toastDuration('Saved')).toBe(6_042);
  });

  it('adds 1 s for every 120 characters', () => {
    expect(toastDuration('x'.repeat(120))).toBe(7_000);
    expect(toastDuration('x'.repeat(360))).toBe(9_000);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(toastDuration('😀'.repeat(120))).toBe(7_000);
  });

  it('never ends for a permanent toast', () => {
    expect(toastDuration('x'.repeat(500), true)).toBeNull();
  });
});
