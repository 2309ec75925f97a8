import type { Kysely } from 'kysely';

/**
 * What instances sharing one database must agree on, which each used to keep in its own memory.
 *
 * `sign_in_failures`: the failed sign-ins counted by `features/auth/sign-in-throttle.ts`, one row per count
 * (`scope`: the address and username, the address, or the username) and hashed key, so that several
 * instances allow no more guesses than one. Times are milliseconds of the server's clock. A row whose last
 * failure is older than its rule's quiet hour counts nothing, and is pruned (`last_at`'s index).
 *
 * `redeemed_export_tickets`: the download links already used (their ticket's id), until they expire, so a
 * one-time link is good once across every instance: the first insert of an id wins.
 *
 * `agreement_reports`: a dataset's agreement report and the basis it was computed on (its questions and
 * submitted responses, `compositions/agreement/report-cache.ts`), so one instance's computation serves
 * every other while the basis read from the database stays the same. It goes with its dataset.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .addColumn('blocked_until', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_failures_pk', ['scope', 'key'])
    .execute();
  await db.schema.createIndex('sign_in_failures_last_idx').on('sign_in_failures').columns(['scope', 'last_at']).execute();

  await db.schema
    .createTable('redeemed_export_tickets')
    .addColumn('ticket_id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('redeemed_export_tickets_expiry_idx').on('redeemed_export_tickets').column('expires_at').execute();

  await db.schema
    .createTable('agreement_reports')
    .addColumn('dataset_id', 'text', (c) => c.primaryKey().references('datasets.id').onDelete('cascade'))
    .addColumn('basis', 'text', (c) => c.notNull())
    .addColumn('report', 'text', (c) => c.notNull())
    .addColumn('computed_at', 'text', (c) => c.notNull())
    .execute();
}
