import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// In development the API runs on its own port; the built app is served by the Gloss server itself.
const apiTarget = process.env.GLOSS_API_URL ?? 'http://localhost:6900';

/** Test files that call vi.mock. */
const MOCKING_TESTS = ['test/annotate-undo-restore.test.ts', 'test/annotate-early-search.test.ts'];

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': apiTarget } },
  test: {
    environment: 'node',
    // vitest's 5 s leaves little room on a busy machine: the 50,000-option tests take a quarter of a second
    // on a quiet one and seconds with both cores taken. The server's suite allows as much.
    testTimeout: 20_000,
    projects: [
      // Files that replace a module with vi.mock load their own modules; the others, pure functions, share
      // a worker's loaded modules (the suite takes 6 s instead of 23).
      { extends: true, test: { name: 'mocking', include: MOCKING_TESTS } },
      { extends: true, test: { name: 'units', include: ['test/**/*.test.ts'], exclude: MOCKING_TESTS, isolate: false } },
    ],
  },
});
