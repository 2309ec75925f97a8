import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { isPostgres } from './dialect.js';
import * as settings from './migrations/001-settings.js';
import * as records from './migrations/002-records.js';
import * as accounts from './migrations/003-accounts.js';
import * as sortIndexes from './migrations/004-sort-indexes.js';
import * as lastSignIn from './migrations/005-last-sign-in.js';
import * as webhooks from './migrations/007-webhooks.js';
import * as recordTextsByField from './migrations/008-record-texts-by-field.js';
import * as teamQuality from './migrations/009-team-quality.js';
import * as submittedResponsesIndex from './migrations/010-submitted-responses-index.js';
import * as accountIdentity from './migrations/011-account-identity.js';
import * as jobs from './migrations/012-jobs.js';
import * as recordCounts from './migrations/013-record-counts.js';
import * as termsInTextIndex from './migrations/014-terms-in-text-index.js';
import * as sharedInstanceState from './migrations/015-shared-instance-state.js';

/** Migrations are listed in code so the built server carries them; names sort in the order they run. */
const migrations = {
  '001-settings': settings,
  '002-records': records,
  '003-accounts': accounts,
  '004-sort-indexes': sortIndexes,
  '005-last-sign-in': lastSignIn,
  '007-webhooks': webhooks,
  '008-record-texts-by-field': recordTextsByField,
  '009-team-quality': teamQuality,
  '010-submitted-responses-index': submittedResponsesIndex,
  '011-account-identity': accountIdentity,
  '012-jobs': jobs,
  '013-record-counts': recordCounts,
  '014-terms-in-text-index': termsInTextIndex,
  '015-shared-instance-state': sharedInstanceState,
} satisfies Record<string, Migration>;

/** The migrations' names, in the order they run. */
export type MigrationName = keyof typeof migrations;
export const MIGRATION_NAMES = Object.keys(migrations) as MigrationName[];
/** Every migration by name; a test may run others beside them (`migrateToLatest`'s second argument). */
export const MIGRATIONS: Readonly<Record<string, Migration>> = migrations;

const MIGRATION_TABLE = 'gloss_migrations';

/**
 * Why the database could not be brought up to date. Its message is the whole story for the operator (which
 * migration, what it met, that nothing was kept, what to do), so the server prints it alone and exits.
 */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

function migratorOf(db: Kysely<any>, known: Readonly<Record<string, Migration>>): Migrator {
  const provider: MigrationProvider = { getMigrations: async () => ({ ...known }) };
  return new Migrator({ db, provider, migrationTableName: MIGRATION_TABLE, migrationLockTableName: 'gloss_migrations_lock' });
}

/** The migrations the database's table says ran; none for a database no Gloss has written yet. */
async function executedMigrations(db: Kysely<any>): Promise<string[]> {
  const exists = isPostgres(db)
    ? (await sql<{ found: string | null }>`SELECT to_regclass(${MIGRATION_TABLE}) AS found`.execute(db)).rows[0]?.found != null
    : (await sql`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ${MIGRATION_TABLE}`.execute(db)).rows.length > 0;
  if (!exists) return [];
  const rows = await db.selectFrom(MIGRATION_TABLE).select('name').execute();
  return rows.map((row) => String(row.name));
}

/**
 * Kysely's Migrator would also refuse a database that ran a migration this code lacks, with "corrupted
 * migrations": that database is not corrupt, it was written by a newer version, and the operator should hear
 * so (and that it was not touched).
 */
async function refuseNewerDatabase(db: Kysely<any>, known: Readonly<Record<string, Migration>>): Promise<void> {
  const unknown = (await executedMigrations(db)).filter((name) => !Object.hasOwn(known, name)).sort();
  if (unknown.length === 0) return;
  throw new MigrationError(
    `This database was written by a newer Gloss: it has had migration${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}, ` +
      `which this version (whose last migration is ${Object.keys(known).sort().at(-1)}) does not know. ` +
      'The database was left as it was. Run the version of Gloss that wrote it (or a newer one), or restore the backup taken before that upgrade.',
  );
}

/**
 * Every pending migration runs in one transaction (Kysely does so where DDL is transactional, which the SQLite
 * dialect says it is: sqlite-dialect.ts), so a failure rolls back all of them: the database is as it was
 * before this start, and the next start tries again from there. Kysely's results still call the migrations
 * before the failed one "Success"; they were rolled back with it.
 */
function throwIfFailed({ error, results }: Awaited<ReturnType<Migrator['migrateToLatest']>>): void {
  if (!error) return;
  const failed = results?.find((result) => result.status === 'Error');
  const cause = error instanceof Error ? error.message : String(error);
  const pending = results?.map((result) => result.migrationName) ?? [];
  const what = failed ? `Database migration ${failed.migrationName} failed: ${cause}.` : `The database migrations could not run: ${cause}.`;
  throw new MigrationError(
    `${what} The database was left as it was before this start` +
      (pending.length > 0 ? ` (none of ${pending.join(', ')} was applied).` : '.') +
      ' Fix the cause and start again, or run the version of Gloss that ran on this database before.',
    { cause: error },
  );
}

/** Brings the database up to date: all pending migrations, or (on a failure, a MigrationError) none. */
export async function migrateToLatest(db: Kysely<any>, known: Readonly<Record<string, Migration>> = MIGRATIONS): Promise<void> {
  await refuseNewerDatabase(db, known);
  throwIfFailed(await migratorOf(db, known).migrateToLatest());
}

/** Runs the migrations up to and including `name`: a database as that migration left it (migration tests). */
export async function migrateThrough(db: Kysely<any>, name: MigrationName): Promise<void> {
  throwIfFailed(await migratorOf(db, MIGRATIONS).migrateTo(name));
}
