import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  RawNode,
  SelectQueryNode,
  SqliteAdapter,
  SqliteDialect,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { DatabaseIntrospector, DialectAdapter, Kysely, QueryCompiler } from 'kysely';
import { type SqliteConnectionPort, errorOfReply } from './sqlite-connections.js';
import type { SqliteReply } from './sqlite-executor.mjs';

/** The connections a SQLite database is served by: one writer, and readers (none for an in-memory database). */
export interface SqliteConnections {
  writer: SqliteConnectionPort;
  readers: SqliteConnectionPort[];
}

/** How many statement texts the driver remembers as readonly or not (each query shape once). */
const READ_ONLY_MEMORY = 2048;

/** Blobs cross from a worker as plain Uint8Arrays; the server reads them as Buffers, as better-sqlite3 gives them. */
function asBuffers(rows: unknown[]): unknown[] {
  for (const row of rows as Record<string, unknown>[]) {
    for (const key in row) {
      const value = row[key];
      if (value instanceof Uint8Array && !Buffer.isBuffer(value)) row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    }
  }
  return rows;
}

function resultOf(reply: SqliteReply): QueryResult<unknown> {
  if (reply.error) throw errorOfReply(reply.error);
  if (reply.rows) return { rows: asBuffers(reply.rows) };
  return { numAffectedRows: BigInt(reply.changes ?? 0), insertId: BigInt(reply.lastInsertRowid ?? 0), rows: [] };
}

/** Waiters served in the order they came: a request's statement never waits behind ones that came after it. */
export class WriterLock {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  async acquire(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }
}

/** A query whose text says it only reads: a SELECT built by Kysely, or raw SQL beginning with SELECT or WITH. */
function mayOnlyRead(query: CompiledQuery): boolean {
  if (SelectQueryNode.is(query.query)) return true;
  return RawNode.is(query.query) && /^\s*(select|with)\b/i.test(query.sql);
}

/**
 * SQLite with one writer and readers, in WAL mode, each connection on its own worker thread. A statement that
 * only reads, outside a transaction, goes at once to the least busy reader and sees the last committed
 * state; writes and transactions take the writer in turn. So a read never waits for a transaction other
 * requests hold open across their awaits (an annotator's submit, an import's batch), a long read keeps one
 * reader busy and not the requests, and the writer's work runs beside the thread that parses and answers
 * requests. Inside a transaction every statement, reads too, goes to the writer: a transaction sees its own
 * writes.
 */
class GlossSqliteDriver implements Driver {
  private connections: SqliteConnections | null = null;
  private readonly writerLock = new WriterLock();
  /** Statement texts SQLite called readonly (true) or not (false), so a write is asked of the writer at once. */
  private readonly readOnlySql = new Map<string, boolean>();

  constructor(private readonly open: () => Promise<SqliteConnections>) {}

  async init(): Promise<void> {
    this.connections = await this.open();
  }

  private get writer(): SqliteConnectionPort {
    if (!this.connections) throw new Error('The database is not open');
    return this.connections.writer;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const routed = connection as RoutedConnection;
    await this.writerLock.acquire();
    routed.holdsWriter = true;
    const reply = await this.writer.send({ op: 'exec', sql: 'begin' }).catch((error: Error) => ({ error }));
    if (reply.error) {
      this.releaseWriter(routed);
      throw reply.error instanceof Error ? reply.error : errorOfReply(reply.error);
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const routed = connection as RoutedConnection;
    const reply = await this.writer.send({ op: 'exec', sql: 'commit' });
    // A commit that fails (a full disk) may leave the transaction open: Kysely then asks for a rollback,
    // which gives the writer back.
    if (!reply.inTransaction) this.releaseWriter(routed);
    if (reply.error) throw errorOfReply(reply.error);
  }

  /**
   * SQLite rolls a transaction back by itself on some failures (a full disk, an I/O error); the rollback
   * asked after it then finds no transaction, which is not an error worth hiding the real cause behind.
   */
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      const reply = await this.writer.send({ op: 'exec', sql: 'rollback' });
      if (reply.error && reply.inTransaction) throw errorOfReply(reply.error);
    } finally {
      this.releaseWriter(connection as RoutedConnection);
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // A connection given back while still holding the writer (a begin never matched by a commit or a
    // rollback) must not keep every later write waiting.
    const routed = connection as RoutedConnection;
    if (routed.holdsWriter) {
      await this.writer.send({ op: 'exec', sql: 'rollback' }).catch(() => undefined);
      this.releaseWriter(routed);
    }
  }

  async destroy(): Promise<void> {
    const connections = this.connections;
    this.connections = null;
    if (!connections) return;
    await Promise.all(connections.readers.map((reader) => reader.close()));
    await connections.writer.close();
  }

  private releaseWriter(connection: RoutedConnection): void {
    if (!connection.holdsWriter) return;
    connection.holdsWriter = false;
    this.writerLock.release();
  }

  private leastBusyReader(): SqliteConnectionPort | null {
    let best: SqliteConnectionPort | null = null;
    for (const reader of this.connections?.readers ?? []) {
      // A reader whose thread stopped (it ran out of memory) is passed over: the writer answers reads too.
      if (!reader.stopped && (!best || reader.waiting < best.waiting)) best = reader;
    }
    return best;
  }

  private remember(sqlText: string, readOnly: boolean): void {
    if (this.readOnlySql.size >= READ_ONLY_MEMORY) this.readOnlySql.delete(this.readOnlySql.keys().next().value!);
    this.readOnlySql.set(sqlText, readOnly);
  }

  /** Runs one statement: on the writer inside a transaction; else a read on a reader, a write on the writer in turn. */
  async execute(connection: RoutedConnection, query: CompiledQuery): Promise<QueryResult<unknown>> {
    const request = { op: 'query' as const, sql: query.sql, parameters: query.parameters };
    if (connection.holdsWriter) return resultOf(await this.writer.send(request));
    const reader = mayOnlyRead(query) && this.readOnlySql.get(query.sql) !== false ? this.leastBusyReader() : null;
    if (reader) {
      // SQLite itself says whether the statement writes (a WITH ... INSERT, a SELECT of a function that writes).
      const reply = await reader.send({ ...request, readOnly: true });
      if (!reply.notReadOnly) {
        if (!this.readOnlySql.has(query.sql)) this.remember(query.sql, true);
        return resultOf(reply);
      }
      this.remember(query.sql, false);
    }
    await this.writerLock.acquire();
    try {
      return resultOf(await this.writer.send(request));
    } finally {
      this.writerLock.release();
    }
  }
}

class RoutedConnection implements DatabaseConnection {
  holdsWriter = false;

  constructor(private readonly driver: GlossSqliteDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute(this, query) as Promise<QueryResult<R>>;
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported: read in pages');
  }
}

/** Kysely's SQLite dialect over Gloss's driver: the same SQL, adapter and introspection. */
export class GlossSqliteDialect extends SqliteDialect {
  constructor(private readonly open: () => Promise<SqliteConnections>) {
    // Kysely's own driver is never made (createDriver is replaced); its config only has to be well formed.
    super({ database: () => Promise.reject(new Error('unused')) });
  }

  override createDriver(): Driver {
    return new GlossSqliteDriver(this.open);
  }

  override createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  override createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
