// Preloaded into the server (NODE_OPTIONS=--require, which Node also applies to worker threads) when the
// ingest-floor benchmark profiles the bulk endpoint; writes into BENCH_FLOOR_PROFILE_DIR:
//
// - main.cpuprofile: the main thread's V8 CPU profile between two SIGUSR2 (the benchmark sends one as its
//   ingest starts and one as it ends), as `node --cpu-prof` samples it;
// - thread-<n>.json, for each SQLite connection thread: its OS thread id and the time spent inside each kind
//   of statement (better-sqlite3's run/all/get and exec, timed around the call, by the statement's first
//   words: "INSERT INTO records", "commit", ...) and how long its transactions stayed open, rewritten every
//   200 ms and when the connection closes;
// - thread-<n>.cpuprofile: that thread's own V8 CPU profile, written as the connection is asked to close.
//
// It changes nothing the server does; the timing adds two clock reads per statement.
const { isMainThread, threadId, parentPort } = require('node:worker_threads');
const { readlinkSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { Session } = require('node:inspector');

const dir = process.env.BENCH_FLOOR_PROFILE_DIR;

function startProfiler() {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 1000 }); // µs, --cpu-prof's default
  session.post('Profiler.start');
  let written = false;
  return (file) => {
    if (written) return;
    written = true;
    // The in-process session answers synchronously, so the profile is written before the thread is gone.
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(file, JSON.stringify(result.profile));
      session.disconnect();
    });
  };
}

/** "INSERT INTO records_fts_…" → "INSERT INTO records_fts"; "insert into "suggestions" (…" → "INSERT INTO suggestions". */
function kindOf(sql) {
  const text = sql.replace(/["`]/g, '').replace(/\s+/g, ' ').trim();
  const write = /^(insert into|update|delete from|replace into) ([\w.]+)/i.exec(text);
  if (write) return `${write[1].toUpperCase()} ${write[2].replace(/^records_fts_\w+$/, 'records_fts')}`;
  const select = /^(select|with)\b.*?\bfrom ([\w.]+)/i.exec(text);
  if (select) return `SELECT ${select[2].replace(/^records_fts_\w+$/, 'records_fts')}`;
  return text.split(' ').slice(0, 2).join(' ').toLowerCase();
}

function timeStatements() {
  const Database = require(require.resolve('better-sqlite3', { paths: [join(__dirname, '..', '..', '..', 'server')] }));
  const stats = new Map();
  // Transactions: how long each stayed open (begin to the end of its commit) and how much of it went in
  // statements; the rest the connection waited, inside the transaction, for the next statement.
  const transactions = { count: 0, openMs: 0, statementMs: 0 };
  let openedAt = null;
  const add = (kind, ns) => {
    const entry = stats.get(kind) ?? { calls: 0, ms: 0 };
    entry.calls += 1;
    entry.ms += Number(ns) / 1e6;
    stats.set(kind, entry);
    if (openedAt !== null) transactions.statementMs += Number(ns) / 1e6;
  };
  const kinds = new Map();
  const kindOfStatement = (statement) => {
    let kind = kinds.get(statement.source);
    if (!kind) {
      kind = kindOf(statement.source);
      if (kinds.size < 4096) kinds.set(statement.source, kind);
    }
    return kind;
  };
  const probe = new Database(':memory:');
  const Statement = Object.getPrototypeOf(probe.prepare('SELECT 1'));
  probe.close();
  for (const method of ['run', 'all', 'get']) {
    const original = Statement[method];
    Statement[method] = function timed(...args) {
      const started = process.hrtime.bigint();
      try {
        return original.apply(this, args);
      } finally {
        add(kindOfStatement(this), process.hrtime.bigint() - started);
      }
    };
  }
  const exec = Database.prototype.exec;
  Database.prototype.exec = function timed(sql) {
    const started = process.hrtime.bigint();
    const kind = kindOf(sql);
    if (kind === 'begin' || kind.startsWith('begin ')) openedAt = started;
    try {
      return exec.call(this, sql);
    } finally {
      const ended = process.hrtime.bigint();
      add(kind, ended - started);
      if (openedAt !== null && /^(commit|rollback|end)\b/.test(kind)) {
        transactions.count += 1;
        transactions.openMs += Number(ended - openedAt) / 1e6;
        openedAt = null;
      }
    }
  };
  return { stats, transactions };
}

if (dir) {
  if (isMainThread) {
    // The benchmark sends SIGUSR2 as the ingest starts and again as it ends: the profile covers just that.
    let stop = null;
    process.on('SIGUSR2', () => {
      if (!stop) stop = startProfiler();
      else stop(join(dir, 'main.cpuprofile'));
    });
  } else {
    const stop = startProfiler();
    let tid = null;
    try {
      tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    } catch {
      // not Linux
    }
    const { stats, transactions } = timeStatements();
    const file = join(dir, `thread-${threadId}.json`);
    const save = () => writeFileSync(file, JSON.stringify({ threadId, tid, statements: Object.fromEntries(stats), transactions }));
    setInterval(save, 200).unref();
    // The server closes each connection before it ends its thread: the last figures and the profile go then.
    parentPort?.on('message', (message) => {
      if (message?.op !== 'close') return;
      save();
      stop(join(dir, `thread-${threadId}.cpuprofile`));
    });
  }
}
