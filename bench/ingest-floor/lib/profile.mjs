// Where the server's time goes during a profiled ingest: the main thread's V8 profile put in buckets (each
// sample's self time, by its function and file), said in CPU milliseconds per 1,000 records by scaling the
// shares to the thread's CPU time from /proc; and the SQLite writer's time inside each kind of statement
// (thread-profile.cjs) against its own CPU time, the rest being its messages to and from the main thread.
import { existsSync, readFileSync } from 'node:fs';

/** First match wins: [bucket, test on "function url"]. */
const MAIN_BUCKETS = [
  ['idle', /^\(idle\) /],
  ['garbage collection', /^\(garbage collector\) /],
  ['JSON.parse of the body (secure-json-parse)', /secure-json-parse|^RegExp: "\(\?:[_c]\|/],
  ['the body before parsing: bytes joined, UTF-8 and nesting-depth checks', /body-parsers|\/http\/utf8|unstorable-text|^RegExp: \["\[|^RegExp: \\\\u\(\?:0000|node:buffer|^FastBuffer |^_copyActual |^readUInt48BE /],
  ['schema validation (zod)', /zod/],
  ['record checks (contract rules: fields, metadata, suggestions, vectors)', /contract\/dist\/rules|checkAttachments|checkItem|python-repr/],
  ['search text normalised (normalizeForSearch)', /text-query|^RegExp: \[\^a-z0-9\]|^RegExp: \^\[\\x00|record-index|text-index/],
  ['statements handed to the writer thread (postMessage: structured clone; the driver)', /^postMessage |node:internal\/worker|messageport|sqlite-dialect|sqlite-connections|turns\.js/],
  ['building SQL (Kysely: values parsed, queries compiled)', /kysely|dialect-sqlite|metadata-index/],
  ['vectors encoded as float64 blobs', /encodeVector|vectors-repository/],
  ['the answer presented (records, suggestions as objects)', /presenter|presentCreated/],
  ['the answer serialised (JSON.stringify in Fastify)', /^serialize \S*fastify\/lib\/reply/],
  ['the answer written to the socket', /^writev|writevGeneric|stream_base_commons|^writeBuffer |^writeUtf8String /],
  ['writing records (planned rows, ids, timestamps, hooks)', /record-writes|\/records\/|\/suggestions\/|\/responses\/|db\/ids|db\/time|write-hooks|hooks\.js|service\.js|\/datasets\/|webhooks|planner-statistics/],
  ['HTTP (Node\'s parser, Fastify, headers)', /fastify|find-my-way|avvio|light-my-request|_http_|onParserExecute|security-headers|\/http\/|node:net|node:events|node:internal\/streams/],
  ['V8 and native code outside JavaScript ("(program)")', /^\(program\) /],
];

const WRITER_BUCKETS = [
  ['idle', /^\(idle\) /],
  ['inside SQLite statements (better-sqlite3 run/all/exec)', /thread-profile\.cjs|better-sqlite3/],
  ['messages from and to the main thread (postMessage, structured clone)', /^postMessage |messageport|node:internal\/worker|^dispatch /],
  ['garbage collection', /^\(garbage collector\) /],
  ['the executor (sqlite-executor.mjs, sqlite-worker.mjs)', /sqlite-executor|sqlite-worker/],
  ['V8 and native code outside JavaScript ("(program)")', /^\(program\) /],
];

const label = (node) => `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url}`;

/** Self time (ms) of each sampled function, by "function url:line". */
export function selfTimes(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = nodes.get(profile.samples[i]);
    const key = `${label(node)}:${node.callFrame.lineNumber + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + ms);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const short = (name) => name.replace(/file:\/\/\S*\/(server|contract|bench)\//, '$1/').replace(/\S*\/node_modules\//, '').replace(/ :0$/, '');

/** Buckets of a profile's busy samples: share (%) and CPU ms per 1,000 records when `cpuMsPerThousand` is given. */
function bucketsOf(file, rules, cpuMsPerThousand) {
  const times = selfTimes(file);
  const totals = new Map();
  for (const [name, ms] of times) {
    const bucket = rules.find(([, test]) => test.test(name))?.[0] ?? 'other';
    totals.set(bucket, (totals.get(bucket) ?? 0) + ms);
  }
  const busy = [...totals].filter(([bucket]) => bucket !== 'idle').reduce((sum, [, ms]) => sum + ms, 0);
  const share = (ms) => Math.round((ms / busy) * 1000) / 10;
  return {
    sampledBusyMs: Math.round(busy),
    sampledIdleMs: Math.round(totals.get('idle') ?? 0),
    buckets: [...totals]
      .filter(([bucket]) => bucket !== 'idle')
      .sort((a, b) => b[1] - a[1])
      .map(([bucket, ms]) => ({ bucket, share: share(ms), msPerThousand: Math.round((ms / busy) * cpuMsPerThousand * 10) / 10 })),
    top: times
      .filter(([name]) => !/^\(idle\)/.test(name))
      .slice(0, 40)
      .map(([name, ms]) => ({ name: short(name), share: share(ms), msPerThousand: Math.round((ms / busy) * cpuMsPerThousand * 10) / 10 })),
  };
}

function statementTable(statements, records) {
  const perThousand = (value) => Math.round(((value * 1000) / records) * 10) / 10;
  const rows = Object.entries(statements ?? {})
    .map(([kind, s]) => ({ kind, msPerThousand: perThousand(s.ms), callsPerThousand: perThousand(s.calls) }))
    .sort((a, b) => b.msPerThousand - a.msPerThousand);
  return { statements: rows, statementMsPerThousand: Math.round(rows.reduce((sum, r) => sum + r.msPerThousand, 0) * 10) / 10 };
}

export function analyseProfile({ mainProfile, writerProfile, writerStatements, writerTransactions, readerStatements, run }) {
  const out = {};
  if (existsSync(mainProfile)) out.main = bucketsOf(mainProfile, MAIN_BUCKETS, run.cpuMsPerThousand.main);
  if (writerStatements) {
    out.writer = statementTable(writerStatements, run.records);
    if (writerTransactions?.count > 0) {
      const perThousand = (ms) => Math.round(((ms * 1000) / run.records) * 10) / 10;
      out.writer.transactions = {
        count: writerTransactions.count,
        openMsPerThousand: perThousand(writerTransactions.openMs),
        statementMsPerThousand: perThousand(writerTransactions.statementMs),
        waitingMsPerThousand: perThousand(writerTransactions.openMs - writerTransactions.statementMs),
        ceilingRecordsPerSecond: Math.round((run.records / writerTransactions.openMs) * 1000),
      };
    }
    if (writerProfile && existsSync(writerProfile)) {
      // The writer's profile covers its whole life (the server's start too, a few ms); its shares are of busy samples.
      const { buckets, top } = bucketsOf(writerProfile, WRITER_BUCKETS, run.cpuMsPerThousand.writer);
      out.writer.buckets = buckets;
      out.writer.top = top.slice(0, 15);
    }
  }
  if (readerStatements) out.readers = readerStatements.map((statements) => statementTable(statements, run.records));
  return out;
}
