import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.js';
import { migrateThrough, migrateToLatest } from '../../src/db/migrate.js';
import { serverBuilt, spawnBuiltServer } from '../helpers/built-server.js';
import { snapshotRows, snapshotSchema } from '../helpers/catalog.js';
import { createPostgresDatabase } from '../helpers/database.js';
import { freePort } from '../helpers/free-port.js';
import { POSTGRES_URL } from '../helpers/migration-databases.js';
import { seedEveryTable } from '../helpers/seed-every-table.js';

/**
 * The built server (`server/dist/main.js`) started on a database it cannot bring up to date exits with an
 * error, says which migration and that the database was left as it was, and never opens its port; the
 * database is as it was. Two such databases: one a newer version wrote (its migrations' table names one this
 * version does not know), and one a migration fails on.
 */


const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});


interface Database {
  dataDir: string;
  databaseUrl: string | null;
  handle: DatabaseHandle;
}

/** A database of the engine under test, in a data directory of its own; closed before the server starts. */
async function makeDatabase(): Promise<Database> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gloss-upgrade-'));
  const postgres = POSTGRES_URL && process.env.GLOSS_TEST_DATABASE === 'postgres' ? await createPostgresDatabase(POSTGRES_URL, 'gloss_upgrade') : null;
  const handle = openDatabase({ databaseUrl: postgres?.url ?? null, dataDir });
  cleanups.push(async () => {
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { dataDir, databaseUrl: postgres?.url ?? null, handle };
}

async function everything(db: Kysely<any>): Promise<unknown> {
  return { schema: await snapshotSchema(db), rows: await snapshotRows(db) };
}

/** Starts the server on the database and waits for it to exit: its exit code, what it wrote, and its port. */
async function start(database: Database): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { child, output, ended } = spawnBuiltServer({
    GLOSS_DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { GLOSS_DATABASE_URL: database.databaseUrl } : {}),
    GLOSS_PORT: String(await freePort()),
    GLOSS_OWNER_USERNAME: 'owner',
    GLOSS_OWNER_PASSWORD: 'owner-password-1',
  });
  cleanups.push(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  const code = await ended;
  return { code, ...output };
}

/** The server refused the database as it should: it said why, and never served. */
async function expectRefused(outcome: Awaited<ReturnType<typeof start>>, ...words: string[]): Promise<void> {
  expect(outcome.code, outcome.stderr).not.toBe(0);
  const line = outcome.stderr.trim();
  expect(line.split('\n')).toHaveLength(1);
  expect(line).toMatch(/^Gloss did not start: /);
  for (const word of words) expect(line).toContain(word);
  expect(line).toContain('The database was left as it was');
  // Fastify logs each address it listens on ("Server listening at ..."), and main.ts its line once it serves.
  expect(outcome.stdout).not.toMatch(/listening|Gloss is running/i);
}

/** The database, opened again after the refused start, holds exactly what it held before it. */
async function expectUntouched(database: Database, before: unknown): Promise<void> {
  const reopened = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  cleanups.push(() => reopened.close());
  expect(await everything(reopened.db)).toEqual(before);
}

describe.skipIf(!serverBuilt)('a server that cannot upgrade its database does not start', () => {
  it('refuses a database a newer version wrote', async () => {
    const database = await makeDatabase();
    await migrateToLatest(database.handle.db);
    await seedEveryTable(database.handle.db);
    await sql`INSERT INTO gloss_migrations (name, timestamp) VALUES ('999-from-a-newer-gloss', ${new Date().toISOString()})`.execute(database.handle.db);
    const before = await everything(database.handle.db);
    await database.handle.close();

    await expectRefused(await start(database), 'This database was written by a newer Gloss', '999-from-a-newer-gloss');

    await expectUntouched(database, before);
  });

  it('rolls back a failed migration and says which', async () => {
    const database = await makeDatabase();
    // 013 creates record_counts, which this database already has (see failed-migration.test.ts).
    await migrateThrough(database.handle.db, '011-account-identity');
    await seedEveryTable(database.handle.db);
    await sql`CREATE TABLE record_counts (note text)`.execute(database.handle.db);
    const before = await everything(database.handle.db);
    await database.handle.close();

    await expectRefused(await start(database), 'Database migration 013-record-counts failed', '012-jobs');

    await expectUntouched(database, before);
  });
});
