import type { FullConfig } from '@playwright/test';
import { startHubProcess } from './hub';
import { hubEnvironment, sharedHubSeed } from './hub-seed';
import { snapshotWebApp, startGlossServer } from './server';
import { publishSharedServer } from './shared-server';

/**
 * Starts the Gloss server the whole run shares, serving a copy of the built web app taken now and talking to
 * a local Hub stand-in (seeded with `sharedHubSeed()`) instead of the Hugging Face Hub, and publishes its
 * address and owner to the workers.
 * The function it returns is Playwright's global teardown: it stops that server, then the stand-in.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const removeWebSnapshot = snapshotWebApp();
  let hub: Awaited<ReturnType<typeof startHubProcess>>;
  let server: Awaited<ReturnType<typeof startGlossServer>>;
  try {
    hub = await startHubProcess(sharedHubSeed(), { name: 'e2e' });
  } catch (error) {
    removeWebSnapshot();
    throw error;
  }
  try {
    server = await startGlossServer({ name: 'e2e', env: hubEnvironment(hub.url) });
  } catch (error) {
    await hub.stop();
    removeWebSnapshot();
    throw error;
  }
  publishSharedServer(server);
  console.log(`Gloss server for the e2e run: ${server.baseUrl} (log: ${server.logPath}); Hub stand-in: ${hub.url} (log: ${hub.logPath})`);
  return async () => {
    await server.stop();
    await hub.stop();
    removeWebSnapshot();
  };
}
