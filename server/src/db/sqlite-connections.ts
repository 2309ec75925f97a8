import { Worker } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';
import { type SqliteReply, type SqliteRequest, sqliteExecutor } from './sqlite-executor.mjs';

/** One SQLite connection, asked one statement at a time: on a worker thread, or on this one. */
export interface SqliteConnectionPort {
  send(request: SqliteRequest): Promise<SqliteReply>;
  /** Requests sent and not answered yet: the least busy reader takes the next read. */
  readonly waiting: number;
  /** Whether its thread has stopped: it answers nothing more. */
  readonly stopped: boolean;
  close(): Promise<void>;
}

/** A SQLite error as better-sqlite3 raises it, its `code` kept (the server reads constraint and busy codes). */
export class SqliteConnectionError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'SqliteError';
  }
}

export function errorOfReply(error: NonNullable<SqliteReply['error']>): SqliteConnectionError {
  return new SqliteConnectionError(error.message, error.code);
}

/** A connection on this thread: for a database only this thread can open (in memory, in tests). */
export class InThreadConnection implements SqliteConnectionPort {
  readonly waiting = 0;

  get stopped(): boolean {
    return !this.db.open;
  }

  private readonly execute: (request: SqliteRequest) => SqliteReply;

  constructor(private readonly db: BetterSqlite3.Database) {
    this.execute = sqliteExecutor(db);
  }

  async send(request: SqliteRequest): Promise<SqliteReply> {
    return this.execute(request);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

export interface WorkerConnectionOptions {
  file: string;
  readonly: boolean;
  /** Run on the connection as it opens, in order (`journal_mode = WAL`, ...). */
  pragmas: readonly string[];
}

interface Pending {
  resolve: (reply: SqliteReply) => void;
  reject: (error: Error) => void;
}

/**
 * A connection on its own worker thread: a statement that takes long (a search over a million records, a
 * bulk write) keeps that thread busy, never the one that serves requests.
 */
export class WorkerConnection implements SqliteConnectionPort {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stoppedBy: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', ({ id, ...reply }: SqliteReply & { id: number }) => {
      const waiter = this.pending.get(id);
      if (!waiter) return;
      this.pending.delete(id);
      waiter.resolve(reply);
    });
    const stop = (error: Error) => {
      this.stoppedBy ??= error;
      for (const waiter of this.pending.values()) waiter.reject(this.stoppedBy!);
      this.pending.clear();
    };
    worker.on('error', (error) => stop(new Error(`The database connection stopped: ${error.message}`)));
    worker.on('exit', (code) => stop(new Error(`The database connection stopped (its thread exited with code ${code})`)));
  }

  /** Starts the thread and opens the database there; rejects with SQLite's error if it cannot be opened. */
  static async start(options: WorkerConnectionOptions): Promise<WorkerConnection> {
    const worker = new Worker(new URL('./sqlite-worker.mjs', import.meta.url), { workerData: options });
    const opened = await new Promise<SqliteReply & { ready?: boolean }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    if (opened.error) {
      await worker.terminate();
      throw errorOfReply(opened.error);
    }
    return new WorkerConnection(worker);
  }

  get waiting(): number {
    return this.pending.size;
  }

  get stopped(): boolean {
    return this.stoppedBy !== null;
  }

  send(request: SqliteRequest): Promise<SqliteReply> {
    if (this.stoppedBy) return Promise.reject(this.stoppedBy);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...request });
    });
  }

  async close(): Promise<void> {
    if (!this.stoppedBy) await this.send({ op: 'close' }).catch(() => undefined);
    this.stoppedBy ??= new Error('The database connection is closed');
    await this.worker.terminate();
  }
}
