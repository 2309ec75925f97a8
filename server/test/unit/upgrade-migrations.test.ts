import { type Kysely, sql } from 'kysely';
import { isDeepStrictEqual } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { isPostgres } from '../../src/db/dialect.js';
import { MIGRATION_NAMES, type MigrationName, migrateThrough, migrateToLatest } from '../../src/db/migrate.js';
import { sqliteDialect } from '../../src/features/search/dialect-sqlite.js';
import { listTables, rowsOf, textOf } from '../helpers/catalog.js';
import { type Opened, POSTGRES_URL, openPostgres, openSqlite } from '../helpers/migration-databases.js';
import { seedEveryTable } from '../helpers/seed-every-table.js';

/**
 * An upgrade from any earlier version keeps every row: for each migration, a database left at the one
 * before it, with a row in every table it has (seed-every-table.ts reads the tables from the catalog, so a
 * table a new migration adds is seeded without a change here), is migrated to the latest, and every row
 * is still there with its values. What a migration changes on purpose is listed below, with what it promises
 * instead; any other difference fails.
 *
 * SQLite's text indexes (an FTS5 table per dataset, made by the server, not by a migration) are there too: a
 * dataset's is made at each level, and its rows must still be found by their words.
 */

/** Columns a migration removes, and which one. */
const DROPPED_COLUMNS: Record<string, MigrationName> = {
  // Replaced by security_stamp, which every account is given afresh.
  'users.session_version': '011-account-identity',
};

/** The words of a tsvector as PostgreSQL writes it: `'word':1 'other':2`. */
function lexemesOf(tsv: unknown): string[] {
  return [...String(tsv).matchAll(/'((?:[^']|'')*)'/g)].map((match) => match[1]!);
}

/**
 * Columns a migration rewrites, with what may change: a text row of all a record's fields gains a word per
 * term of its terms metadata (014), and keeps every word it had.
 */
const REWRITTEN: Record<string, (before: unknown, after: unknown) => boolean> = Object.fromEntries(
  ['record_texts', 'record_texts_all_fields', 'record_texts_each_field'].map((table) => [
    `${table}.tsv`,
    (before: unknown, after: unknown) => {
      const kept = lexemesOf(after);
      const added = kept.filter((word) => !lexemesOf(before).includes(word));
      return lexemesOf(before).every((word) => kept.includes(word)) && added.every((word) => word.startsWith('#m'));
    },
  ]),
);

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

type Rows = Record<string, Record<string, unknown>[]>;

async function everyRow(db: Kysely<any>): Promise<Rows> {
  const rows: Rows = {};
  for (const table of await listTables(db)) {
    // A contentless FTS5 table gives back no text, only its rowids; its words are searched below.
    rows[table.name] = table.kind === 'virtual' ? (await sql<{ rowid: number }>`SELECT rowid FROM ${sql.table(table.name)}`.execute(db)).rows : await rowsOf(db, table.name);
  }
  return rows;
}

/** The differences between a row before and one after, by column; none when the second is the first upgraded. */
function differences(table: string, before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const found: string[] = [];
  for (const [column, value] of Object.entries(before)) {
    const name = `${table}.${column}`;
    if (!(column in after)) {
      if (!DROPPED_COLUMNS[name]) found.push(`${column} is gone`);
      continue;
    }
    const same = REWRITTEN[name] ? REWRITTEN[name](value, after[column]) : isDeepStrictEqual(textOf(value), textOf(after[column]));
    if (!same) found.push(`${column}: ${textOf(value)} became ${textOf(after[column])}`);
  }
  return found;
}

/** Every row before has a row of its own after, equal but for what a migration promised to change. */
function expectKept(before: Rows, after: Rows): void {
  const lost: string[] = [];
  for (const [table, rows] of Object.entries(before)) {
    if (!after[table]) {
      lost.push(`table ${table} is gone`);
      continue;
    }
    const unmatched = [...after[table]];
    for (const row of rows) {
      const index = unmatched.findIndex((candidate) => differences(table, row, candidate).length === 0);
      if (index >= 0) {
        unmatched.splice(index, 1);
        continue;
      }
      const nearest = after[table].map((candidate) => differences(table, row, candidate)).sort((a, b) => a.length - b.length)[0];
      lost.push(`${table}: ${textOf(row)} is not there${nearest ? ` (nearest: ${nearest.join('; ')})` : ''}`);
    }
  }
  expect(lost).toEqual([]);
}

/** The seeded words of each text index are still found in the row they were written to. */
async function expectWordsFound(db: Kysely<any>, seeded: Record<string, Record<string, unknown>>, rowids: Rows): Promise<void> {
  for (const [table, row] of Object.entries(seeded)) {
    if (!table.startsWith('record_texts_') || isPostgres(db)) continue;
    for (const [column, value] of Object.entries(row)) {
      const phrase = `${column} : "${String(value).replaceAll('"', '""')}"`;
      const found = await sql<{ rowid: number }>`SELECT rowid FROM ${sql.table(table)} WHERE ${sql.table(table)} MATCH ${phrase}`.execute(db);
      expect(found.rows.map((r) => r.rowid), `${table}.${column}`).toEqual(rowids[table]!.map((r) => r.rowid));
    }
  }
}

async function upgradesFrom(open: () => Promise<Opened> | Opened, migration: MigrationName): Promise<void> {
  const opened = await open();
  cleanups.push(() => opened.close());
  const { db } = opened;
  const level = MIGRATION_NAMES[MIGRATION_NAMES.indexOf(migration) - 1]!;
  await migrateThrough(db, level);

  const seeded = await seedEveryTable(db);
  if (!isPostgres(db)) {
    // A dataset's text index, as the server makes it when a dataset is published, and a row in it.
    const dataset = await db.selectFrom('datasets').select('id').executeTakeFirstOrThrow();
    await sqliteDialect.createTextIndex(db, dataset.id as string, 2);
    Object.assign(seeded, await seedEveryTable(db));
  }
  const tables = await listTables(db);
  expect(tables.length).toBeGreaterThan(0);
  const before = await everyRow(db);
  // A table a new migration adds, which the seeding could not fill, fails here until it can.
  const empty = tables.filter((table) => before[table.name]!.length === 0).map((table) => table.name);
  expect(empty, `tables left empty at ${level}`).toEqual([]);
  if (!isPostgres(db)) expect(tables.some((table) => table.kind === 'virtual')).toBe(true);

  await migrateToLatest(db);
  const executed = await db.selectFrom('gloss_migrations').select('name').orderBy('name').execute();
  expect(executed.map((row) => row.name)).toEqual([...MIGRATION_NAMES].sort());
  const after = await everyRow(db);
  expectKept(before, after);
  await expectWordsFound(db, seeded, after);

  // What a migration promised to change happened to the rows that were there: it is compared above as allowed,
  // and here as done.
  const ran = MIGRATION_NAMES.slice(MIGRATION_NAMES.indexOf(migration));
  for (const [column, by] of Object.entries(DROPPED_COLUMNS)) {
    const [table, name] = column.split('.') as [string, string];
    if (ran.includes(by) && after[table]) expect(after[table][0]).not.toHaveProperty(name);
  }
  if (isPostgres(db) && ran.includes('014-terms-in-text-index') && ran.includes('002-records') === false) {
    const texts = after.record_texts ?? [];
    expect(texts.some((row) => lexemesOf(row.tsv).some((word) => word.startsWith('#m')))).toBe(true);
  }
}

const LATER = MIGRATION_NAMES.slice(1);

describe('upgrading from every earlier schema keeps every row (SQLite)', () => {
  it.each(LATER)('from the schema before %s', async (migration) => {
    await upgradesFrom(openSqlite, migration);
  });
});

describe.skipIf(!POSTGRES_URL)('upgrading from every earlier schema keeps every row (PostgreSQL)', () => {
  it.each(LATER)('from the schema before %s', async (migration) => {
    await upgradesFrom(() => openPostgres(POSTGRES_URL!), migration);
  });
});

/** A migration to come may add a table with CHECK constraints: the seeding gives their columns what they allow. */
async function seedsUnderChecks(open: () => Promise<Opened> | Opened): Promise<void> {
  const opened = await open();
  cleanups.push(() => opened.close());
  const { db } = opened;
  await migrateToLatest(db);
  await sql`CREATE TABLE seed_check_probe (
    id integer PRIMARY KEY CHECK (id = 1),
    kind text NOT NULL CHECK (kind IN ('first', 'second')),
    enabled integer NOT NULL CHECK (enabled IN (0, 1)),
    note text
  )`.execute(db);
  const seeded = await seedEveryTable(db);
  expect(seeded.seed_check_probe).toMatchObject({ id: 1, kind: 'first', enabled: 0 });
  expect(await rowsOf(db, 'seed_check_probe')).toHaveLength(1);
}

describe('the seeding honours CHECK constraints', () => {
  it('on SQLite', async () => {
    await seedsUnderChecks(openSqlite);
  });
  it.skipIf(!POSTGRES_URL)('on PostgreSQL', async () => {
    await seedsUnderChecks(() => openPostgres(POSTGRES_URL!));
  });
});
