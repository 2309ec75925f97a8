import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../src/db/database.js';
import { createPostgresDatabase } from './database.js';

/** Empty databases for migration tests, which run the migrations up to the one under test themselves. */

/** The test PostgreSQL server, when the run has one (scripts/with-postgres.sh). */
export const POSTGRES_URL = process.env.GLOSS_TEST_POSTGRES_URL;

export interface Opened {
  db: Kysely<any>;
  close(): Promise<void>;
}

export function openSqlite(): Opened {
  const dataDir = mkdtempSync(join(tmpdir(), 'gloss-migration-'));
  const handle = openDatabase({ databaseUrl: null, dataDir });
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database of its own on the test server, dropped afterwards. */
export async function openPostgres(serverUrl: string): Promise<Opened> {
  const database = await createPostgresDatabase(serverUrl, 'gloss_migration');
  const dataDir = mkdtempSync(join(tmpdir(), 'gloss-migration-'));
  const handle = openDatabase({ databaseUrl: database.url, dataDir });
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
