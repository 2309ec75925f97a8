import type { Kysely } from 'kysely';

/**
 * Sessions that can be ended, and accounts linked to a sign-in provider by its stable subject id.
 * - `session_version`: signed into every bearer token; bumping it (a new password, a new role) ends the
 *   sessions opened before.
 * - `oauth_provider`, `oauth_subject`: who the account is at the provider; a provider's username can be
 *   renamed or taken, its subject id cannot.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('oauth_provider', 'text').execute();
  await db.schema.alterTable('users').addColumn('oauth_subject', 'text').execute();
  await db.schema
    .createIndex('users_oauth_identity_unique')
    .on('users')
    .columns(['oauth_provider', 'oauth_subject'])
    .unique()
    .execute();
}
