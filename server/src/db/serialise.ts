import { sql } from 'kysely';
import { isPostgres } from './dialect.js';
import type { Db } from './types.js';

/**
 * Holds a lock named `name` until the transaction `db` ends, so that transactions taking the same lock run one
 * after the other, in every instance on one PostgreSQL database (a check and the write it allows cannot
 * interleave with another's). SQLite needs none: its one writer runs one transaction at a time.
 */
export async function serialiseTransactions(db: Db, name: string): Promise<void> {
  if (!db.isTransaction) throw new Error('serialiseTransactions needs a transaction: the lock ends with it');
  if (isPostgres(db)) await sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`.execute(db);
}
