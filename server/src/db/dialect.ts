import { type Kysely, PostgresAdapter } from 'kysely';

/** Which engine a connection speaks, for the few statements that differ (FTS, JSON, autoincrement). */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
