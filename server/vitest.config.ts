import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Tests run against the contract's sources, so a schema change needs no rebuild first.
    alias: { '@gloss/contract': fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)) },
  },
  test: {
    include: ['test/**/*.test.ts'],
    // Every core: the route tests wait on their servers and databases as much as they compute, and
    // vitest's default leaves one core idle (a single worker on a two-core machine, twice the time).
    maxWorkers: Math.max(2, availableParallelism()),
    // Test files share a worker's loaded modules instead of importing the whole server again each (40 s of
    // the SQLite run's 72 on two cores). Each file starts its own server over its own database; what modules
    // keep (parsed question settings) is keyed by ids no two files share.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
