import type { Kysely } from 'kysely';

/**
 * When each account last signed in (a password sign-in or a provider's), so an owner can tell a dormant
 * account from a used one before resetting or deleting it. Null until the next sign-in: accounts that
 * existed before were never recorded.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('last_signed_in_at', 'text').execute();
}
