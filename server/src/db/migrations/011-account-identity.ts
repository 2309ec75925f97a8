import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * An account's id names one account for good.
 * - `users.security_stamp`: a random value signed into every bearer token and download link, drawn when
 *   the account is created and again whenever its sessions end (a new password or role). It replaces
 *   `session_version`, a count from 0 that an account created again with a deleted account's id started
 *   over, so the deleted account's unexpired tokens opened the new one. Every account gets a fresh stamp
 *   here: the sessions opened before the upgrade end, and people sign in again once (API keys are untouched).
 * - `retired_user_ids`: the ids of deleted accounts, which a new account may not take. Accounts deleted
 *   before this migration were not recorded; the stamp keeps their tokens out of an account given their id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('security_stamp', 'text', (c) => c.notNull().defaultTo('')).execute();
  // Neither needs to be secret (tokens are signed), only never to repeat an account's.
  const random = isPostgres(db) ? sql`md5(random()::text || clock_timestamp()::text || id)` : sql`lower(hex(randomblob(16)))`;
  await db.updateTable('users').set({ security_stamp: random }).execute();
  await db.schema.alterTable('users').dropColumn('session_version').execute();

  await db.schema
    .createTable('retired_user_ids')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('retired_at', 'text', (c) => c.notNull())
    .execute();
}
