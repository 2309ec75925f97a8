import type { FullConfig } from '@playwright/test';
import { startGlossServer } from './server';
import { publishSharedServer } from './shared-server';

/**
 * Starts the Gloss server the whole run shares and publishes its address and owner to the workers.
 * The function it returns is Playwright's global teardown: it stops that server.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const server = await startGlossServer({ name: 'e2e' });
  publishSharedServer(server);
  console.log(`Gloss server for the e2e run: ${server.baseUrl} (log: ${server.logPath})`);
  return () => server.stop();
}
