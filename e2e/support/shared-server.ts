import type { OwnerCredentials } from './server';

// The global setup publishes the run's server through the environment, which every worker inherits.
const BASE_URL = 'GLOSS_E2E_BASE_URL';
const OWNER_USERNAME = 'GLOSS_E2E_OWNER_USERNAME';
const OWNER_PASSWORD = 'GLOSS_E2E_OWNER_PASSWORD';
const OWNER_API_KEY = 'GLOSS_E2E_OWNER_API_KEY';

export interface SharedServer {
  baseUrl: string;
  owner: OwnerCredentials;
}

export function publishSharedServer({ baseUrl, owner }: SharedServer): void {
  process.env[BASE_URL] = baseUrl;
  process.env[OWNER_USERNAME] = owner.username;
  process.env[OWNER_PASSWORD] = owner.password;
  process.env[OWNER_API_KEY] = owner.apiKey;
}

/** The server every test of the run shares (started by the global setup), and its owner. */
export function sharedServer(): SharedServer {
  const read = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run the tests with \`npx playwright test -c e2e/playwright.config.ts\``);
    return value;
  };
  return {
    baseUrl: read(BASE_URL),
    owner: { username: read(OWNER_USERNAME), password: read(OWNER_PASSWORD), apiKey: read(OWNER_API_KEY) },
  };
}

/** The shared server's address while the config is read: unset in the runner, set in workers. */
export function sharedServerUrlIfStarted(): string | undefined {
  return process.env[BASE_URL];
}
