import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import type { Db } from '../../src/db/types.js';
import { registerAccount } from '../../src/features/users/service.js';
import { ApiClient } from './client.js';
import type { TestClock } from './clock.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { Factory } from './factories.js';

export const OWNER_PASSWORD = 'owner-password-1';
export const AUTH_SECRET = 'test-secret-that-is-long-enough-for-hs256';

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Requests made as nobody; use `.as(...)` for a user. */
  api: ApiClient;
  /** Requests made as the owner. */
  owner: ApiClient;
  ownerUser: { id: string; username: string; apiKey: string };
  factory: Factory;
  /** The database under the server, with the GLOSS_ variables that point the command-line tool at it. */
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Collects the server's warning and error log lines (JSON), for tests that nothing went wrong unseen. */
  logLines?: string[];
  /** The clock of sign-in throttling and tokens, for tests of waits and lifetimes (the system's by default). */
  clock?: TestClock;
}

/**
 * Starts a real Gloss server on a loopback port over a fresh database of the engine under test, with one
 * owner. `env` overrides configuration as the GLOSS_ environment variables would.
 */
export async function startTestServer(env: Record<string, string> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const database: TestDatabase = await createTestDatabase();
  const config = loadConfig({ GLOSS_DATA_DIR: database.dataDir, ...env });
  const { logLines } = options;
  const logger = logLines ? { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } } : false;
  // The Hub client retries at once: its backoff is the client's unit tests' business, not a wait here.
  const app = await buildApp({ config, database: database.handle, authSecret: AUTH_SECRET, logger, clock: options.clock?.read, hubRetrySleep: async () => {} });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const api = new ApiClient(`http://127.0.0.1:${port}`);
  const owner = await registerAccount(database.handle.db, {
    username: 'owner',
    first_name: 'Owner',
    role: 'owner',
    password: OWNER_PASSWORD,
  });
  const ownerApi = api.as({ apiKey: owner.api_key });
  return {
    app,
    db: database.handle.db,
    config,
    api,
    owner: ownerApi,
    ownerUser: { id: owner.id, username: owner.username, apiKey: owner.api_key },
    factory: new Factory(ownerApi),
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
