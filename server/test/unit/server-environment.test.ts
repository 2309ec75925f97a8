import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// The start script's helper (scripts/, plain JavaScript run before anything is built), imported by its path.
const SCRIPT = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..', 'scripts', 'server-environment.mjs');
type Env = Record<string, string | undefined>;
const { withAllocatorTunables, ALLOCATOR_TUNABLES } = (await import(pathToFileURL(SCRIPT).href)) as {
  withAllocatorTunables(env: Env): Env;
  ALLOCATOR_TUNABLES: string;
};

describe("the server's environment", () => {
  it("pins glibc's mapping threshold and arenas, keeping every other variable", () => {
    const env = withAllocatorTunables({ GLOSS_PORT: '7000', PATH: '/usr/bin' });
    expect(env).toEqual({ GLOSS_PORT: '7000', PATH: '/usr/bin', GLIBC_TUNABLES: ALLOCATOR_TUNABLES });
    expect(ALLOCATOR_TUNABLES.split(':')).toEqual(['glibc.malloc.mmap_threshold=131072', 'glibc.malloc.arena_max=2']);
  });

  it("leaves an operator's own GLIBC_TUNABLES as it is, even empty", () => {
    expect(withAllocatorTunables({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=4' }).GLIBC_TUNABLES).toBe('glibc.malloc.arena_max=4');
    expect(withAllocatorTunables({ GLIBC_TUNABLES: '' }).GLIBC_TUNABLES).toBe('');
  });

  it('does not change the environment it was given', () => {
    const given: Env = { PATH: '/usr/bin' };
    withAllocatorTunables(given);
    expect(given).toEqual({ PATH: '/usr/bin' });
  });
});
