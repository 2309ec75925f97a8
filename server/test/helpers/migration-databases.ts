import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../src/db/database.js';

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
  const name = `gloss_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'gloss-migration-'));
  const handle = openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    db: handle.db,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
