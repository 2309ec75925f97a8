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

/** Migrations are listed in code so the built server carries them; names sort in the order they run. */
const migrations: Record<string, Migration> = {
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
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider, migrationTableName: 'gloss_migrations', migrationLockTableName: 'gloss_migrations_lock' });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
