import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

/** A connection or an open transaction: repositories work on either. */
export type Db = Kysely<Database> | Transaction<Database>;
