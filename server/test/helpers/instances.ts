import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import { ApiClient } from './client.js';
import { AUTH_SECRET } from './server.js';

export interface Instance {
  app: FastifyInstance;
  /** Requests as nobody; `.as(...)` for a user. */
  api: ApiClient;
  close(): Promise<void>;
}

/**
 * A Gloss server over a database some other instance (or an earlier run) already uses: what a restart or a
 * second instance behind a load balancer is. Closing it leaves the database to its owner. `clock`: the
 * server's clock (sign-in waits, tokens), the system's unless given.
 */
export async function startInstance(database: DatabaseHandle, config: Config, options: { clock?: () => number } = {}): Promise<Instance> {
  const app = await buildApp({ config, database, authSecret: AUTH_SECRET, clock: options.clock });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, api: new ApiClient(`http://127.0.0.1:${port}`), close: () => app.close() };
}
