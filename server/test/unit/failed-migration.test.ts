import { type Kysely, type Migration, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, MIGRATION_NAMES, MigrationError, migrateThrough, migrateToLatest } from '../../src/db/migrate.js';
import { snapshotRows, snapshotSchema } from '../helpers/catalog.js';
import { type Opened, POSTGRES_URL, openPostgres, openSqlite } from '../helpers/migration-databases.js';
import { seedEveryTable } from '../helpers/seed-every-table.js';

/**
 * A start whose migrations fail leaves the database as it was: all the migrations it ran are one transaction
 * (on SQLite too: sqlite-dialect.ts), so the ones before the failure are rolled back with it, and every table,
 * column, index, trigger and row is as before. The same for a database a newer version wrote, which is refused
 * before anything runs. The error names what failed and says the database was left as it was.
 */

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

/** Everything the database holds, schema and rows, the migrator's own tables included. */
async function everything(db: Kysely<any>): Promise<unknown> {
  return { schema: await snapshotSchema(db), rows: await snapshotRows(db) };
}

/** A database left two migrations before the latest, with a row in every table. */
async function olderDatabase(open: () => Promise<Opened> | Opened): Promise<{ db: Kysely<any>; pending: string[] }> {
  const opened = await open();
  cleanups.push(() => opened.close());
  const level = MIGRATION_NAMES.at(-3)!;
  await migrateThrough(opened.db, level);
  await seedEveryTable(opened.db);
  return { db: opened.db, pending: MIGRATION_NAMES.slice(MIGRATION_NAMES.indexOf(level) + 1) };
}

/** A migration that changes the schema and the rows in every way a real one does, then fails. */
const failing: Migration = {
  async up(db) {
    await db.schema.createTable('half_made').addColumn('id', 'text', (c) => c.primaryKey()).execute();
    await db.insertInto('half_made').values({ id: 'x' }).execute();
    await db.schema.alterTable('users').addColumn('half_made_column', 'text').execute();
    await db.schema.createIndex('users_half_made_idx').on('users').column('first_name').execute();
    await db.updateTable('users').set({ first_name: 'changed' }).execute();
    await db.deleteFrom('workspaces_users').execute();
    throw new Error('the disk is full');
  },
};

function expectRefusal(error: unknown, ...words: string[]): void {
  expect(error).toBeInstanceOf(MigrationError);
  for (const word of words) expect((error as Error).message).toContain(word);
}

async function rollsBackAFailingMigration(open: () => Promise<Opened> | Opened): Promise<void> {
  const { db, pending } = await olderDatabase(open);
  const before = await everything(db);
  const error = await migrateToLatest(db, { ...MIGRATIONS, '999-fails': failing }).catch((e: unknown) => e);
  expectRefusal(error, 'Database migration 999-fails failed: the disk is full', 'The database was left as it was', ...pending);
  expect(await everything(db)).toEqual(before);

  // And the next start, with the failure gone, migrates from there.
  await migrateToLatest(db);
  const ran = await db.selectFrom('gloss_migrations').select('name').execute();
  expect(ran.map((row) => row.name).sort()).toEqual([...MIGRATION_NAMES].sort());
}

/**
 * A migration meeting what it did not expect: 013 creates record_counts, which a database an operator added a
 * table of that name to already has. The start ran 012 before it, which goes with it, and 014 is not run.
 */
async function rollsBackAMigrationWhosePreconditionFails(open: () => Promise<Opened> | Opened): Promise<void> {
  const opened = await open();
  cleanups.push(() => opened.close());
  const { db } = opened;
  await migrateThrough(db, '011-account-identity');
  await seedEveryTable(db);
  await sql`CREATE TABLE record_counts (note text)`.execute(db);
  await sql`INSERT INTO record_counts (note) VALUES ('mine')`.execute(db);
  const before = await everything(db);
  const error = await migrateToLatest(db).catch((e: unknown) => e);
  expectRefusal(error, 'Database migration 013-record-counts failed', 'record_counts', 'The database was left as it was', '012-jobs');
  expect(await everything(db)).toEqual(before);
}

async function refusesANewerDatabase(open: () => Promise<Opened> | Opened): Promise<void> {
  const opened = await open();
  cleanups.push(() => opened.close());
  const { db } = opened;
  await migrateToLatest(db);
  await seedEveryTable(db);
  await db.insertInto('gloss_migrations').values({ name: '999-from-a-newer-gloss', timestamp: new Date().toISOString() }).execute();
  const before = await everything(db);
  const error = await migrateToLatest(db).catch((e: unknown) => e);
  expectRefusal(error, 'This database was written by a newer Gloss', '999-from-a-newer-gloss', `whose last migration is ${MIGRATION_NAMES.at(-1)}`, 'left as it was');
  expect(await everything(db)).toEqual(before);
}

for (const [engine, open] of [
  ['SQLite', openSqlite],
  ['PostgreSQL', () => openPostgres(POSTGRES_URL!)],
] as const) {
  describe.skipIf(engine === 'PostgreSQL' && !POSTGRES_URL)(`a failed upgrade leaves the database as it was (${engine})`, () => {
    it('rolls back every migration of the start when one fails', async () => {
      await rollsBackAFailingMigration(open);
    });

    it('rolls back a migration that meets a table it means to create', async () => {
      await rollsBackAMigrationWhosePreconditionFails(open);
    });

    it('refuses a database a newer version wrote, and touches nothing', async () => {
      await refusesANewerDatabase(open);
    });
  });
}
