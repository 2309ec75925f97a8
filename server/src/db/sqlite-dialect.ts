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
import type { SqliteReply, SqliteRequest } from './sqlite-executor.mjs';
import { StatementTimings, secondsNow } from './statement-timings.js';
import type { Db } from './types.js';
import { StalePlan, type WritePlan } from './write-plan.js';

/** The connections a SQLite database is served by: one writer, and readers (none for an in-memory database). */
export interface SqliteConnections {
  writer: SqliteConnectionPort;
  readers: SqliteConnectionPort[];
  /** A second writing connection, on the thread serving requests, for short writes (see `WritesOn`). */
  shortWriter?: SqliteConnectionPort;
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

/** Every statement text the driver met, and whether SQLite called it readonly; each query shape once. */
class ReadOnlyMemory {
  private readonly known = new Map<string, boolean>();

  get(sqlText: string): boolean | undefined {
    return this.known.get(sqlText);
  }

  remember(sqlText: string, readOnly: boolean): void {
    if (this.known.size >= READ_ONLY_MEMORY) this.known.delete(this.known.keys().next().value!);
    this.known.set(sqlText, readOnly);
  }
}

/** After a short write's commit, the writer's thread checkpoints the WAL within this (see noteShortCommit). */
const SHORT_WRITES_CHECKPOINT_MS = 1000;

/**
 * The connections of one SQLite database and what their users share: the turn at writing, whichever writer
 * connection takes it (SQLite lets one transaction write at a time), and what is known of statement texts.
 * Opened once, by whichever dialect asks first.
 */
export class SqliteConnectionSet {
  readonly writerLock = new WriterLock();
  readonly readOnlySql = new ReadOnlyMemory();
  /** What the statements of every dialect over these connections wait and run for. */
  readonly timings = new StatementTimings();
  private opened: Promise<SqliteConnections> | null = null;
  private current: SqliteConnections | null = null;
  private checkpoint: NodeJS.Timeout | null = null;

  constructor(private readonly open: () => Promise<SqliteConnections>) {}

  async connect(): Promise<SqliteConnections> {
    this.opened ??= this.open().then((connections) => (this.current = connections));
    return this.opened;
  }

  get connections(): SqliteConnections {
    if (!this.current) throw new Error('The database is not open');
    return this.current;
  }

  /**
   * The connection on this thread does not checkpoint the WAL itself (`wal_autocheckpoint = 0`, database.ts):
   * copying pages back into the database file can take long, which would hold up every request. The writer's
   * thread does it instead, in its turn, soon after short writes were committed.
   */
  noteShortCommit(): void {
    if (this.checkpoint || !this.current) return;
    this.checkpoint = setTimeout(() => {
      void this.checkpointOnWriterThread();
    }, SHORT_WRITES_CHECKPOINT_MS);
    this.checkpoint.unref();
  }

  private async checkpointOnWriterThread(): Promise<void> {
    const connections = this.current;
    if (!connections) return;
    await this.writerLock.acquire();
    try {
      // PASSIVE: copies what no reader still needs, never waits for them; the rest goes next time.
      await connections.writer.send({ op: 'exec', sql: 'PRAGMA wal_checkpoint(PASSIVE)' }).catch(() => undefined);
    } finally {
      this.checkpoint = null;
      this.writerLock.release();
    }
  }

  async close(): Promise<void> {
    const connections = this.current;
    this.current = null;
    this.opened = null;
    if (this.checkpoint) clearTimeout(this.checkpoint);
    this.checkpoint = null;
    if (!connections) return;
    await Promise.all(connections.readers.map((reader) => reader.close()));
    await connections.shortWriter?.close();
    await connections.writer.close();
  }
}

/**
 * Sends a request to a connection and tells the timings what it waited and ran for. `queuedAt`: when the
 * statement started waiting (before its turn at the writer); what the round trip took beyond the
 * connection's own work (the statements sent to that thread before it, the crossing) is waiting too.
 */
async function timedSend(set: SqliteConnectionSet, port: SqliteConnectionPort, request: SqliteRequest, queuedAt: number): Promise<SqliteReply> {
  const reply = await port.send(request);
  noteTimes(set, reply, queuedAt);
  return reply;
}

function noteTimes(set: SqliteConnectionSet, reply: SqliteReply, queuedAt: number): void {
  const ran = (reply.ranMs ?? 0) / 1000;
  set.timings.ran(ran);
  set.timings.waited(Math.max(0, secondsNow() - queuedAt - ran));
}

/**
 * Where a dialect's transactions and writes run: on the writer's own thread (`writer-thread`), or, for short
 * ones, on this thread (`this-thread`). A statement sent to another thread is answered in a later turn of
 * this thread's event loop, behind every other request queued meanwhile, and on a busy machine each crossing
 * costs more than a short statement itself (waking the other thread): a transaction of a dozen small
 * statements (an annotator's submit) held the writer for many times its work, and every write waited behind
 * it. On this thread such a transaction runs from its first statement to its commit without waiting for
 * anything. A long write (an import's batch, deleting a dataset) would hold up every request there, so only
 * the calls known to write little use it (`DatabaseHandle.shortWriteDb`).
 */
export type WritesOn = 'writer-thread' | 'this-thread';

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
  constructor(
    private readonly set: SqliteConnectionSet,
    private readonly writesOn: WritesOn,
    /** Whether destroying this driver closes the connections (the set's other users are done by then). */
    private readonly ownsConnections: boolean,
  ) {}

  async init(): Promise<void> {
    await this.set.connect();
  }

  /** The writer this driver's transactions and writes use. */
  private get writer(): SqliteConnectionPort {
    const { writer, shortWriter } = this.set.connections;
    return this.writesOn === 'this-thread' && shortWriter ? shortWriter : writer;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const routed = connection as RoutedConnection;
    const queuedAt = secondsNow();
    await this.set.writerLock.acquire();
    routed.holdsWriter = true;
    const reply = await timedSend(this.set, this.writer, { op: 'exec', sql: 'begin' }, queuedAt).catch((error: Error) => ({ error }));
    if (reply.error) {
      this.releaseWriter(routed);
      throw reply.error instanceof Error ? reply.error : errorOfReply(reply.error);
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const routed = connection as RoutedConnection;
    const writer = this.writer;
    const reply = await timedSend(this.set, writer, { op: 'exec', sql: 'commit' }, secondsNow());
    // A commit that fails (a full disk) may leave the transaction open: Kysely then asks for a rollback,
    // which gives the writer back.
    if (!reply.inTransaction) this.releaseWriter(routed);
    if (reply.error) throw errorOfReply(reply.error);
    this.noteWritten(writer);
  }

  /**
   * SQLite rolls a transaction back by itself on some failures (a full disk, an I/O error); the rollback
   * asked after it then finds no transaction, which is not an error worth hiding the real cause behind.
   */
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      const reply = await timedSend(this.set, this.writer, { op: 'exec', sql: 'rollback' }, secondsNow());
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
    if (this.ownsConnections) await this.set.close();
  }

  private releaseWriter(connection: RoutedConnection): void {
    if (!connection.holdsWriter) return;
    connection.holdsWriter = false;
    this.set.writerLock.release();
  }

  private noteWritten(writer: SqliteConnectionPort): void {
    if (writer === this.set.connections.shortWriter) this.set.noteShortCommit();
  }

  private leastBusyReader(): SqliteConnectionPort | null {
    let best: SqliteConnectionPort | null = null;
    for (const reader of this.set.connections.readers) {
      // A reader whose thread stopped (it ran out of memory) is passed over: the writer answers reads too.
      if (!reader.stopped && (!best || reader.waiting < best.waiting)) best = reader;
    }
    return best;
  }

  /** Runs one statement: on the writer inside a transaction; else a read on a reader, a write on the writer in turn. */
  async execute(connection: RoutedConnection, query: CompiledQuery): Promise<QueryResult<unknown>> {
    const request = { op: 'query' as const, sql: query.sql, parameters: query.parameters };
    const queuedAt = secondsNow();
    if (connection.holdsWriter) return resultOf(await timedSend(this.set, this.writer, request, queuedAt));
    const { readOnlySql } = this.set;
    const reader = mayOnlyRead(query) && readOnlySql.get(query.sql) !== false ? this.leastBusyReader() : null;
    if (reader) {
      // SQLite itself says whether the statement writes (a WITH ... INSERT, a SELECT of a function that writes).
      const reply = await reader.send({ ...request, readOnly: true });
      if (!reply.notReadOnly) {
        noteTimes(this.set, reply, queuedAt);
        if (readOnlySql.get(query.sql) === undefined) readOnlySql.remember(query.sql, true);
        return resultOf(reply);
      }
      readOnlySql.remember(query.sql, false);
    }
    await this.set.writerLock.acquire();
    const writer = this.writer;
    try {
      // A reader's refusal (the statement writes after all) counts as waiting.
      const result = resultOf(await timedSend(this.set, writer, request, queuedAt));
      this.noteWritten(writer);
      return result;
    } finally {
      this.set.writerLock.release();
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

// Keyed by the adapter, which a Kysely instance shares with every transaction it opens (as the webhooks'
// subscriptions are): a service holding `db` finds the connections it runs on.
const connectionSets = new WeakMap<object, SqliteConnectionSet>();

/** Whether `db` can run a WritePlan: a Gloss SQLite database whose writes go to the writer's thread. */
export function runsWritePlans(db: Db): boolean {
  return !db.isTransaction && connectionSets.has(db.getExecutor().adapter);
}

/**
 * Runs a plan on the writer's thread, in its turn, as one message: the thread runs BEGIN to COMMIT alone.
 * Answers the keyed step's rowids; throws StalePlan when a check answered otherwise (nothing was written).
 */
export async function runWritePlan(db: Db, plan: WritePlan): Promise<number[]> {
  const set = connectionSets.get(db.getExecutor().adapter);
  if (!set || db.isTransaction) throw new Error('This database does not run write plans');
  const queuedAt = secondsNow();
  await set.writerLock.acquire();
  try {
    const reply = await timedSend(set, set.connections.writer, { op: 'batch', checks: plan.checks, steps: plan.steps }, queuedAt);
    if (reply.error) throw errorOfReply(reply.error);
    if (reply.stale) throw new StalePlan();
    return reply.keys ?? [];
  } finally {
    set.writerLock.release();
  }
}

/**
 * Kysely's SQLite adapter, saying that SQLite's DDL is transactional (it is: CREATE, ALTER and DROP roll back
 * with the rest). Kysely's own says it is not, so its Migrator ran SQLite's migrations outside any
 * transaction, and one that failed halfway left its first statements, and the migrations before it in the
 * same start, applied. With this, the migrations a start runs are one transaction on SQLite as on PostgreSQL:
 * a failure leaves the database as it was (db/migrate.ts).
 */
class GlossSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** Kysely's SQLite dialect over Gloss's driver: the same SQL and introspection, and its adapter but for DDL. */
export class GlossSqliteDialect extends SqliteDialect {
  private readonly set: SqliteConnectionSet;
  private readonly ownsConnections: boolean;

  /**
   * `connections`: how to open them, or a set another dialect shares (that dialect closes it). `writesOn`:
   * where this dialect's transactions and writes run.
   */
  constructor(
    connections: (() => Promise<SqliteConnections>) | SqliteConnectionSet,
    private readonly writesOn: WritesOn = 'writer-thread',
  ) {
    // Kysely's own driver is never made (createDriver is replaced); its config only has to be well formed.
    super({ database: () => Promise.reject(new Error('unused')) });
    this.ownsConnections = !(connections instanceof SqliteConnectionSet);
    this.set = connections instanceof SqliteConnectionSet ? connections : new SqliteConnectionSet(connections);
  }

  /** The connections, for another dialect over the same database. */
  get connections(): SqliteConnectionSet {
    return this.set;
  }

  override createDriver(): Driver {
    return new GlossSqliteDriver(this.set, this.writesOn, this.ownsConnections);
  }

  override createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  override createAdapter(): DialectAdapter {
    const adapter = new GlossSqliteAdapter();
    // Only the dialect whose writes go to the writer's thread runs plans (runWritePlan).
    if (this.writesOn === 'writer-thread') connectionSets.set(adapter, this.set);
    return adapter;
  }

  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
