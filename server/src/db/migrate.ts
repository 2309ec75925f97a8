import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
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

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The migrations' names, in the order they run. */
export type MigrationName = keyof typeof migrations;
export const MIGRATION_NAMES = Object.keys(migrations) as MigrationName[];

function migratorOf(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider, migrationTableName: 'gloss_migrations', migrationLockTableName: 'gloss_migrations_lock' });
}

function throwIfFailed({ error, results }: Awaited<ReturnType<Migrator['migrateToLatest']>>): void {
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  throwIfFailed(await migratorOf(db).migrateToLatest());
}

/** Runs the migrations up to and including `name`: a database as that migration left it (migration tests). */
export async function migrateThrough(db: Kysely<any>, name: MigrationName): Promise<void> {
  throwIfFailed(await migratorOf(db).migrateTo(name));
}
