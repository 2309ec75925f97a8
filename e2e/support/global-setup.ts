import type { FullConfig } from '@playwright/test';
import { snapshotWebApp, startGlossServer } from './server';
import { publishSharedServer } from './shared-server';

/**
 * Starts the Gloss server the whole run shares, serving a copy of the built web app taken now, and
 * publishes its address and owner to the workers.
 * The function it returns is Playwright's global teardown: it stops that server.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const removeWebSnapshot = snapshotWebApp();
  let server: Awaited<ReturnType<typeof startGlossServer>>;
  try {
    server = await startGlossServer({ name: 'e2e' });
  } catch (error) {
    removeWebSnapshot();
    throw error;
  }
  publishSharedServer(server);
  console.log(`Gloss server for the e2e run: ${server.baseUrl} (log: ${server.logPath})`);
  return async () => {
    await server.stop();
    removeWebSnapshot();
  };
}
