import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// In development the API runs on its own port; the built app is served by the Gloss server itself.
const apiTarget = process.env.GLOSS_API_URL ?? 'http://localhost:6900';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': apiTarget } },
  test: { include: ['test/**/*.test.ts'], environment: 'node' },
});
