import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/types.js';
import { HookRegistry, WriteHook } from '../../src/db/write-hooks.js';

// The handlers here never touch the database: any value stands for the writer's transaction.
const trx = {} as Db;

function hookWith(...features: string[]) {
  const registry = new HookRegistry();
  const hook = new WriteHook<string>('thing written', registry);
  const calls: string[] = [];
  for (const feature of features) hook.register(feature, async (db, change) => void calls.push(`${feature}:${change}:${db === trx}`));
  return { registry, hook, calls };
}

describe('WriteHook: how a write reaches the features above it', () => {
  it('runs every handler, in the order registered, with the writer transaction and the change', async () => {
    const { registry, hook, calls } = hookWith('search', 'reviews', 'webhooks');
    registry.finishWiring();
    await hook.announce(trx, 'a');
    expect(calls).toEqual(['search:a:true', 'reviews:a:true', 'webhooks:a:true']);
    expect(hook.features()).toEqual(['search', 'reviews', 'webhooks']);
  });

  it("runs a handler's follow-ups once every handler has run, in the order they were queued", async () => {
    const registry = new HookRegistry();
    const hook = new WriteHook<string>('thing written', registry);
    const calls: string[] = [];
    hook.register('records', async (_db, change, followUp) => {
      calls.push('records');
      followUp(async () => void calls.push(`records follow-up:${change}`));
    });
    hook.register('reviews', async (_db, _change, followUp) => {
      calls.push('reviews');
      followUp(async () => void calls.push('reviews follow-up'));
    });
    hook.register('webhooks', async () => void calls.push('webhooks'));
    registry.finishWiring();
    await hook.announce(trx, 'a');
    expect(calls).toEqual(['records', 'reviews', 'webhooks', 'records follow-up:a', 'reviews follow-up']);
    // Each announcement has its own follow-ups: none is left over for the next.
    calls.length = 0;
    await hook.announce(trx, 'b');
    expect(calls).toEqual(['records', 'reviews', 'webhooks', 'records follow-up:b', 'reviews follow-up']);
  });

  it('stops at a handler that throws, and the error reaches the writer (which rolls its write back)', async () => {
    const registry = new HookRegistry();
    const hook = new WriteHook<string>('thing written', registry);
    const calls: string[] = [];
    hook.register('check', async () => {
      throw new Error('refused');
    });
    hook.register('webhooks', async () => void calls.push('webhooks'));
    registry.finishWiring();
    await expect(hook.announce(trx, 'a')).rejects.toThrow('refused');
    expect(calls).toEqual([]);
  });

  it('refuses an announcement before the wiring is finished, so that no effect is silently skipped', async () => {
    const { hook, calls } = hookWith('search');
    await expect(hook.announce(trx, 'a')).rejects.toThrow('"thing written" was announced before the write hooks were wired');
    expect(calls).toEqual([]);
  });

  it('takes no handler once wired, and no feature twice', () => {
    const { registry, hook } = hookWith('search');
    expect(() => hook.register('search', async () => {})).toThrow('search already handles "thing written"');
    registry.finishWiring();
    expect(() => hook.register('webhooks', async () => {})).toThrow('cannot join "thing written" now');
  });

  it('belongs to the registry it was declared in', () => {
    const registry = new HookRegistry();
    const hook = new WriteHook<string>('thing written', registry);
    expect(registry.hooks).toEqual([hook]);
  });
});
