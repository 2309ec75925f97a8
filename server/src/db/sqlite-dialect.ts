import type BetterSqlite3 from 'better-sqlite3';
import { type DatabaseConnection, SqliteDialect, SqliteDriver, type SqliteDatabase } from 'kysely';

/** Statements kept compiled; enough for every query shape the server sends, including each chunk size. */
const STATEMENT_CACHE_SIZE = 256;

/**
 * The database as Kysely sees it, with compiled statements kept and reused (least recently used dropped
 * first). Kysely prepares each query anew, and a bulk write sends the same multi-row INSERT (hundreds of
 * placeholders) chunk after chunk: compiling it every time cost as much as a tenth of a batch's writes.
 * better-sqlite3 recompiles a kept statement by itself when the schema changes under it.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(query: string) {
      let statement = statements.get(query);
      if (statement) {
        statements.delete(query);
      } else {
        statement = sqlite.prepare(query);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      statements.set(query, statement);
      return statement as unknown as ReturnType<SqliteDatabase['prepare']>;
    },
  };
}

/**
 * SQLite rolls a transaction back by itself on some failures (a full disk, an I/O error). Kysely then asks
 * for a rollback of its own, which fails with "cannot rollback - no transaction is active" and hides the
 * real cause from the client and the log; this driver skips that second rollback.
 */
class RollbackTolerantDriver extends SqliteDriver {
  constructor(private readonly sqlite: BetterSqlite3.Database) {
    super({ database: withStatementCache(sqlite) });
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.sqlite.inTransaction) return;
    await super.rollbackTransaction(connection);
  }
}

export class GlossSqliteDialect extends SqliteDialect {
  constructor(private readonly sqlite: BetterSqlite3.Database) {
    super({ database: sqlite });
  }

  override createDriver(): SqliteDriver {
    return new RollbackTolerantDriver(this.sqlite);
  }
}
