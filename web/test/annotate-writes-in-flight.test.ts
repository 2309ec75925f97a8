import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackWrite, writesSettled } from '../src/features/dataset/annotate/writes-in-flight';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('writes in flight', () => {
  it('holds a queue search until the answers sent before it are written, failed ones included', async () => {
    const submit = deferred<string>();
    const draft = deferred<string>();
    expect(trackWrite(submit.promise)).toBe(submit.promise);
    trackWrite(draft.promise).catch(() => undefined);
    let settled = false;
    const waiting = writesSettled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    submit.resolve('written');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    draft.reject(new Error('offline'));
    await waiting;
    expect(settled).toBe(true);
  });

  it('settles at once when nothing is on its way', async () => {
    await expect(writesSettled()).resolves.toBeUndefined();
  });

  it('stops waiting for a write the network holds up, after the longest wait', async () => {
    vi.useFakeTimers();
    const stuck = deferred<string>();
    trackWrite(stuck.promise);
    let settled = false;
    const waiting = writesSettled(10_000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(settled).toBe(true);
    stuck.resolve('late');
  });
});
