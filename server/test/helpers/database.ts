import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { wireEffects } from '../../src/effects.js';

/** The engine this test run uses: GLOSS_TEST_DATABASE=sqlite (default) or postgres. */
export const TEST_ENGINE = process.env.GLOSS_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  handle: DatabaseHandle;
  dataDir: string;
  /** The GLOSS_ variables that point a server or the command-line tool at this database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A fresh, migrated database of the engine under test, private to the calling test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  // Services called without a server still reach the features above them, as the server's do.
  wireEffects();
  const dataDir = mkdtempSync(join(tmpdir(), 'gloss-test-'));
  if (TEST_ENGINE === 'sqlite') {
    const handle = openDatabase({ databaseUrl: null, dataDir });
    await migrateToLatest(handle.db);
    return {
      handle,
      dataDir,
      env: { GLOSS_DATA_DIR: dataDir },
      drop: async () => {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const serverUrl = process.env.GLOSS_TEST_POSTGRES_URL;
  if (!serverUrl) throw new Error('GLOSS_TEST_DATABASE=postgres needs GLOSS_TEST_POSTGRES_URL (see scripts/with-postgres.sh)');
  const database = await createPostgresDatabase(serverUrl, 'gloss_test');
  const handle = openDatabase({ databaseUrl: database.url, dataDir });
  await migrateToLatest(handle.db);
  return {
    handle,
    dataDir,
    env: { GLOSS_DATA_DIR: dataDir, GLOSS_DATABASE_URL: database.url },
    drop: async () => {
      await handle.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new, empty database on the test PostgreSQL server, named `<prefix>_<random>`: its URL, and its removal. */
export async function createPostgresDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
