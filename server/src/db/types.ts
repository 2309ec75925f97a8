import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

/** A connection or an open transaction: repositories work on either. */
export type Db = Kysely<Database> | Transaction<Database>;

/** Runs `work` in a transaction, joining the caller's when `db` already is one. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : (db as Kysely<Database>).transaction().execute(work);
}
