#!/usr/bin/env node
// Where a server's time went during an import or a bulk ingest, from a .cpuprofile written with
// BENCH_IMPORT_PROFILE=1: each sample's self time put in one bucket by its function and file (the
// SQLite engine itself, building SQL, reading the file, making and checking records, HTTP and JSON, ...).
//
//   node bench/import/profile-shares.mjs <file.cpuprofile> [server CPU ms per 1,000 rows]
//
// Samples are the main thread's wall time, which a busy machine stretches: read the shares, or give the
// run's server CPU per 1,000 rows (its table's line) to have each share said in those milliseconds. The
// samples under a dataset's deletion (untimed by the benchmark) are left out and counted apart. See
// bench/annotate/profile-top.mjs for a function-by-function view.
import { readFileSync } from 'node:fs';

const [file, cpuArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-shares.mjs <file.cpuprofile> [server CPU ms per 1,000 rows]');
  process.exit(2);
}
const cpuPerThousand = cpuArg ? Number(cpuArg) : null;

/** First match wins: [bucket, test on "function file"]. */
const BUCKETS = [
  ['idle', /^\(idle\) /],
  ['garbage collection', /^\(garbage collector\) /],
  ['SQLite (statements and commits, in better-sqlite3)', /^(executeQuery|commitTransaction|beginTransaction|rollbackTransaction) \S*sqlite-driver\.js$/],
  ['building SQL (Kysely: compiling, parsing values, preparing)', /kysely|insert-values-parser|default-query-compiler|operation-node|query-compiler|sqlite-dialect|object-utils|query-executor|compiled-query|raw-builder|sql-template/],
  ['PostgreSQL client (pg: protocol, parsing rows)', /node_modules\/pg|pg-protocol|pg-types|postgres-/],
  ['reading CSV (csv-parse)', /csv-parse/],
  ['reading Parquet (hyparquet, snappy)', /hyparquet|uncompress|snappy/],
  ['reading the file (sources/, streams)', /\/sources\//],
  ['making records of rows (record-of-row, the import job)', /record-of-row|run-import|source-rows|\/jobs\//],
  ['checking records (contract rules, zod)', /zod|\/rules\/|record-fields|metadata\.js|suggestions\.js|validate/],
  ['presenting written records (presenters)', /presenter|presentCreated/],
  ['search index rows (text normalised, metadata)', /text-query|record-index|metadata-index|dialect-sqlite|dialect-postgres|RegExp:/],
  ['writing records (dataset-records, records, suggestions)', /record-writes|\/records\/|\/suggestions\/|ids\.js|time\.js|hooks|write-hooks/],
  ['HTTP and JSON bodies (fastify, body checks)', /fastify|find-my-way|light-my-request|body-parsers|unstorable-text|utf8|route\.js|avvio|pino|JSON|parse |stringify|secure-json/],
  ['Node internals (streams, events, fs, timers)', /^[^ ]* (node:|internal)|^(emit|read|write|writeBuffer|openFileHandle|close|hexSlice|utf8Slice|processTicksAndRejections|runMicrotasks|listOnTimeout|processTimers) /],
];

const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const label = (n) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url}`;

/** Whether a node runs under a dataset's deletion (its rows' cascade), which the benchmark does not time. */
const deletion = new Map();
function underDeletion(id) {
  if (deletion.has(id)) return deletion.get(id);
  const n = nodes.get(id);
  const own = /deleteDatasetRow|deleteDataset /.test(label(n));
  const value = own || (parent.has(id) ? underDeletion(parent.get(id)) : false);
  deletion.set(id, value);
  return value;
}

const totals = new Map();
let deletedMs = 0;
let sampledMs = 0;
const { samples, timeDeltas } = profile;
for (let i = 0; i < samples.length; i += 1) {
  const ms = (timeDeltas[i + 1] ?? 0) / 1000;
  sampledMs += ms;
  if (underDeletion(samples[i])) {
    deletedMs += ms;
    continue;
  }
  const name = label(nodes.get(samples[i]));
  const bucket = BUCKETS.find(([, test]) => test.test(name))?.[0] ?? 'other';
  totals.set(bucket, (totals.get(bucket) ?? 0) + ms);
}

const busy = [...totals].filter(([bucket]) => bucket !== 'idle').reduce((sum, [, ms]) => sum + ms, 0);
console.log(`${file}: ${Math.round(sampledMs)} ms sampled; ${Math.round(busy)} ms busy outside deletions, ${Math.round(deletedMs)} ms deleting datasets, ${Math.round(totals.get('idle') ?? 0)} ms idle`);
console.log(`\n${'share'.padStart(6)}  ${'ms'.padStart(8)}${cpuPerThousand ? `  ${'CPU ms/1,000 rows'.padStart(17)}` : ''}  bucket`);
for (const [bucket, ms] of [...totals].filter(([b]) => b !== 'idle').sort((a, b) => b[1] - a[1])) {
  const share = ms / busy;
  const cpu = cpuPerThousand ? `  ${(share * cpuPerThousand).toFixed(1).padStart(17)}` : '';
  console.log(`${(share * 100).toFixed(1).padStart(5)}%  ${Math.round(ms).toString().padStart(8)}${cpu}  ${bucket}`);
}
