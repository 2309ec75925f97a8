import { GLOSS_VERSION, infoEndpoints } from '@gloss/contract';
import type { Config } from '../../config.js';
import type { Engine } from '../../db/database.js';
import type { Route } from '../../http/route.js';
import { type Authenticate, isSignedIn } from '../auth/authenticate.js';
import { readMemory, readServerSettings } from './service.js';

const SEARCH_ENGINES: Record<Engine, string> = {
  sqlite: 'SQLite FTS5',
  postgres: 'PostgreSQL full-text search',
};

export function registerInfoRoutes(route: Route, config: Config, engine: Engine, authenticate: Authenticate): void {
  route(infoEndpoints.getVersion, async () => ({ version: GLOSS_VERSION }));
  route(infoEndpoints.getStatus, async ({ request }) => ({
    version: GLOSS_VERSION,
    search_engine: { name: SEARCH_ENGINES[engine], database: engine },
    ...((await isSignedIn(authenticate, request)) ? { memory: readMemory() } : {}),
  }));
  route(infoEndpoints.getSettings, async () => readServerSettings(config));
}
