// The statements of one SQLite connection, as the server's SQLite driver asks for them: each message is
// answered at once (better-sqlite3 runs a statement to its end). Used on a worker thread
// (sqlite-worker.mjs) and, for an in-memory database, on the main thread. Plain JavaScript: a worker
// thread starts from a file Node can run as it is, in the built server and under the test runner alike.

/** Statements kept compiled; enough for every query shape the server sends, including each chunk size. */
const STATEMENT_CACHE_SIZE = 256;

/**
 * Values as SQLite binds them. A Buffer sent to a worker arrives as a plain Uint8Array, which
 * better-sqlite3 does not bind; it is made a Buffer again over the same memory.
 */
function bindable(parameters) {
  return parameters.map((value) => (value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value));
}

/**
 * A whole write planned on the main thread (db/write-plan.ts), in one transaction of its own: the reads it
 * rests on asked again first (any answer changed: rolled back, `stale`), then each step's statement run
 * once per row. IMMEDIATE takes the write lock before the checks, so nothing changes between them and the
 * writes. Nothing here waits for another thread, so the transaction is open only while SQLite works.
 */
function runBatch(db, prepare, { checks, steps }) {
  db.exec('BEGIN IMMEDIATE');
  try {
    for (const check of checks) {
      if (JSON.stringify(prepare(check.sql).all(bindable(check.parameters))) !== check.expected) {
        db.exec('ROLLBACK');
        return { stale: true, inTransaction: false };
      }
    }
    const keys = [];
    for (const step of steps) {
      const statement = prepare(step.sql);
      for (const row of step.rows) {
        const values = bindable(row);
        if (step.keyAt) for (const at of step.keyAt) values[at] = keys[values[at]];
        const { lastInsertRowid } = statement.run(values);
        if (step.keys) keys.push(Number(lastInsertRowid));
      }
    }
    db.exec('COMMIT');
    return { keys, inTransaction: db.inTransaction };
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * @param {import('better-sqlite3').Database} db
 * @returns {(message: object) => object}
 */
export function sqliteExecutor(db) {
  // Kysely prepares each query anew, and a bulk write sends the same multi-row INSERT (hundreds of
  // placeholders) chunk after chunk: compiling it every time cost as much as a tenth of a batch's writes.
  // better-sqlite3 recompiles a kept statement by itself when the schema changes under it.
  const statements = new Map();
  const prepare = (sql) => {
    let statement = statements.get(sql);
    if (statement) {
      statements.delete(sql);
    } else {
      statement = db.prepare(sql);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value);
    }
    statements.set(sql, statement);
    return statement;
  };

  const answer = (message) => {
    try {
      switch (message.op) {
        case 'query': {
          const statement = prepare(message.sql);
          // The reader is asked only for statements whose text reads; SQLite has the last word.
          if (message.readOnly && !statement.readonly) return { notReadOnly: true };
          if (statement.reader) return { rows: statement.all(bindable(message.parameters)) };
          const { changes, lastInsertRowid } = statement.run(bindable(message.parameters));
          return { changes, lastInsertRowid };
        }
        case 'exec':
          db.exec(message.sql);
          return { inTransaction: db.inTransaction };
        case 'batch':
          return runBatch(db, prepare, message);
        case 'close':
          db.close();
          return {};
        default:
          return { error: { message: `Unknown operation ${message.op}` } };
      }
    } catch (error) {
      return { error: { message: error.message, code: error.code, name: error.name }, inTransaction: db.open ? db.inTransaction : false };
    }
  };
  // How long SQLite itself worked, measured here: the thread that sent the statement sees only the whole
  // round trip, which also holds the wait behind the statements sent before it (the metrics tell them apart).
  return (message) => {
    const started = performance.now();
    const reply = answer(message);
    reply.ranMs = performance.now() - started;
    return reply;
  };
}
