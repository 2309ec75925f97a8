import { GLOSS_VERSION, infoEndpoints } from '@gloss/contract';
import type { Config } from '../../config.js';
import type { Engine } from '../../db/database.js';
import type { Route } from '../../http/route.js';
import type { Authenticate } from '../../http/route.js';
import { signedInActor } from '../../features/auth/authenticate.js';
import type { VectorIndexes } from '../../features/search/vector-indexes.js';
import { readMemory, readServerSettings } from './service.js';

const SEARCH_ENGINES: Record<Engine, string> = {
  sqlite: 'SQLite FTS5',
  postgres: 'PostgreSQL full-text search',
};

export function registerInfoRoutes(
  route: Route,
  config: Config,
  engine: Engine,
  authenticate: Authenticate,
  vectorIndexes: Pick<VectorIndexes, 'describe'>,
): void {
  route(infoEndpoints.getVersion, async () => ({ version: GLOSS_VERSION }));
  route(infoEndpoints.getStatus, async ({ request }) => {
    const actor = await signedInActor(authenticate, request);
    // The in-memory vector indexes name vector settings of every workspace: the owner's to see.
    const vectors = actor?.role === 'owner' ? { vector_indexes: vectorIndexes.describe() } : {};
    return {
      version: GLOSS_VERSION,
      search_engine: { name: SEARCH_ENGINES[engine], database: engine, ...vectors },
      ...(actor ? { memory: readMemory() } : {}),
    };
  });
  route(infoEndpoints.getSettings, async () => readServerSettings(config));
}
