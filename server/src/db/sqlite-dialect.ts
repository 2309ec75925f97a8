import type BetterSqlite3 from 'better-sqlite3';
import { type DatabaseConnection, SqliteDialect, SqliteDriver } from 'kysely';

/**
 * SQLite rolls a transaction back by itself on some failures (a full disk, an I/O error). Kysely then asks
 * for a rollback of its own, which fails with "cannot rollback - no transaction is active" and hides the
 * real cause from the client and the log; this driver skips that second rollback.
 */
class RollbackTolerantDriver extends SqliteDriver {
  constructor(private readonly sqlite: BetterSqlite3.Database) {
    super({ database: sqlite });
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
