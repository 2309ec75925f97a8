#!/usr/bin/env node
// The ingest floor benchmark (issue 26): in one run, in alternating order, the one-core floor
// (floor.mjs: the least work the records benchmark's bulk bodies need) and the real Gloss bulk endpoint on
// SQLite (a fresh server per measurement, the same bodies, batches of 500, 1 and 2 requests in flight),
// each on a copy of one database Gloss made (its migrations and a published dataset created through the
// API). Reports Gloss ÷ floor against 1.6x and Gloss's rate against 5,000 records/s, the CPU of each of the
// server's threads, and then profiles one more ingest (main thread's V8 profile, the SQLite threads'
// statements). See bench/README.md, "The ingest floor (issue 26)".
//
//   npm run bench:ingest-floor                      (builds first)
//   BENCH_RECORDS=5000 BENCH_ROUNDS=2 node bench/ingest-floor/run.mjs
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Api, ApiError } from '../records/lib/api.mjs';
import { cpuWatch } from '../records/lib/cpu.mjs';
import { DIMENSIONS, SEED, TOPICS } from '../records/lib/data.mjs';
import { createDataset, defaultWorkspaceId, randomSecret } from '../records/lib/dataset.mjs';
import { BATCH_SIZE, countRecords, prepareBatches, sendBatches } from '../records/lib/ingest.mjs';
import { describeMachine, machine, printTable, writeDatedResults } from '../records/lib/report.mjs';
import { startServer } from '../records/lib/server.mjs';
import { compareDatabases } from './lib/compare.mjs';
import { analyseProfile } from './lib/profile.mjs';
import { cpuByRole, serverThreadRoles, threadTimes, timeline } from './lib/threads.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const DEFAULT_RECORDS = 20_000;
export const TARGETS = {
  overFloor: { value: 1.6, better: 'higher', unit: 'x' },
  recordsPerSecond: { value: 5_000, better: 'higher', unit: 'records/s' },
};

function positiveInt(name, fallback, min = 1) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min} (got "${raw}")`);
  return value;
}

function readConfig() {
  const concurrency = process.env.BENCH_INGEST_CONCURRENCY ?? 'both';
  if (!['both', '1', '2'].includes(concurrency)) throw new Error('BENCH_INGEST_CONCURRENCY must be both, 1 or 2');
  return {
    records: positiveInt('BENCH_RECORDS', DEFAULT_RECORDS, BATCH_SIZE),
    rounds: positiveInt('BENCH_ROUNDS', 3, 0), // 0: the profile only
    concurrencies: concurrency === 'both' ? [1, 2] : [Number(concurrency)],
    profile: process.env.BENCH_PROFILE !== '0',
    // Node options for the Gloss server only (an experiment: `--max-semi-space-size=64`); the floor runs without.
    serverNodeOptions: process.env.BENCH_SERVER_NODE_OPTIONS ?? '',
    batchSize: BATCH_SIZE,
    seed: SEED,
    dimensions: DIMENSIONS,
    topics: TOPICS,
  };
}

const t0 = performance.now();
const log = (message) => console.log(`[floor ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${message}`);
const round1 = (value) => Math.round(value * 10) / 10;
const round2 = (value) => Math.round(value * 100) / 100;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Environment for the server: ours, minus any GLOSS_ variable of the caller's shell. */
function serverEnvironment(extra) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('GLOSS_') && key !== 'NODE_OPTIONS'));
  return { ...env, ...extra };
}

/** What the server was built from: the newest file of server/dist and contract/dist. */
function buildStamp(buildRoot) {
  let newest = 0;
  let files = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js') || entry.name.endsWith('.mjs')) {
        files += 1;
        newest = Math.max(newest, statSync(path).mtimeMs);
      }
    }
  };
  walk(join(buildRoot, 'server', 'dist'));
  walk(join(buildRoot, 'contract', 'dist'));
  return `${files} files, newest ${new Date(newest).toISOString()}`;
}

/**
 * A copy of the built server (server/dist, contract/dist) that every measurement of the run starts, so that a
 * rebuild in the working tree meanwhile (another engineer's) cannot give two measurements two builds. The
 * dependencies are the working tree's, linked; `@gloss/contract` is the copy.
 */
function snapshotBuild(scratch) {
  const snapshot = join(scratch, 'build');
  for (const part of ['server', 'contract']) {
    mkdirSync(join(snapshot, part), { recursive: true });
    cpSync(join(root, part, 'dist'), join(snapshot, part, 'dist'), { recursive: true });
    cpSync(join(root, part, 'package.json'), join(snapshot, part, 'package.json'));
    if (existsSync(join(root, part, 'node_modules'))) symlinkSync(join(root, part, 'node_modules'), join(snapshot, part, 'node_modules'));
  }
  mkdirSync(join(snapshot, 'node_modules', '@gloss'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '@gloss') symlinkSync(join(root, 'node_modules', entry), join(snapshot, 'node_modules', entry));
  }
  symlinkSync(join(snapshot, 'contract'), join(snapshot, 'node_modules', '@gloss', 'contract'));
  symlinkSync(join(root, 'web'), join(snapshot, 'web'));
  return snapshot;
}

/** Uncommitted changes to what the server is built from (another engineer's work in progress is built in). */
function uncommittedServerChanges() {
  const out = spawnSync('git', ['-C', root, 'status', '--porcelain', '--', 'server/src', 'contract/src'], { encoding: 'utf8' });
  return out.status === 0 ? out.stdout.split('\n').filter(Boolean) : null;
}

/** The database every measurement starts from: a fresh server's, with the benchmark's dataset published. */
async function makeTemplate(build, scratch, env) {
  const dataDir = join(scratch, 'template');
  mkdirSync(dataDir);
  const server = await startServer({ root: build, dataDir, env });
  try {
    const owner = new Api(server.url, env.GLOSS_OWNER_API_KEY);
    const dataset = await createDataset(owner, await defaultWorkspaceId(owner), 'bench-records');
    return { dataDir, dataset };
  } finally {
    const exit = await server.stop();
    if (exit.forced || exit.code !== 0) log(`warning: the template's server exited with ${JSON.stringify(exit)}`);
    rmSync(join(dataDir, 'server.log'), { force: true });
  }
}

function copyTemplate(template, scratch, name) {
  const dir = join(scratch, name);
  cpSync(template.dataDir, dir, { recursive: true });
  return dir;
}

async function measureFloor(template, prepared, scratch, name) {
  const dir = copyTemplate(template, scratch, name);
  const cpu = cpuWatch();
  const child = spawnSync(process.execPath, [join(here, 'floor.mjs'), '--db', join(dir, 'gloss.db'), '--dataset', template.dataset.id, '--bodies', prepared.dir], {
    encoding: 'utf8',
    maxBuffer: 16 * 2 ** 20,
  });
  const machineCpu = cpu.finish();
  if (child.status !== 0) throw new Error(`floor.mjs failed (${child.status ?? child.signal}): ${child.stderr}`);
  const result = JSON.parse(child.stdout.trim().split('\n').at(-1));
  return { dir, result: { ...result, otherCores: machineCpu ? round2(Math.max(0, machineCpu.otherCores - result.cores)) : null } };
}

/**
 * One ingest through the bulk endpoint on a fresh server. `around` (the profile) runs just before the first
 * body and just after the last, and may say which thread is which.
 */
async function measureGloss(build, template, prepared, scratch, name, concurrency, env, { extraEnv = {}, around = null } = {}) {
  const dir = copyTemplate(template, scratch, name);
  const nodeOptions = [env.NODE_OPTIONS, extraEnv.NODE_OPTIONS].filter(Boolean).join(' ');
  const server = await startServer({ root: build, dataDir: dir, env: { ...env, ...extraEnv, ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}) } });
  let result;
  try {
    let roles = serverThreadRoles(server.pid);
    const owner = new Api(server.url, env.GLOSS_OWNER_API_KEY);
    if (around) roles = (await around.before(server)) ?? roles;
    const cpu = cpuWatch();
    cpu.serverStarted(server.pid);
    const before = threadTimes(server.pid);
    const sent = await sendBatches(owner, template.dataset.id, prepared, concurrency);
    const after = threadTimes(server.pid);
    const machineCpu = cpu.finish();
    if (around) await around.after(server);
    const threads = cpuByRole(before, after, roles);
    const count = await countRecords(owner, template.dataset.id);
    const perThousand = (seconds) => round1((seconds * 1e6) / sent.records);
    result = {
      concurrency,
      records: sent.records,
      countAfter: count,
      seconds: Math.round(sent.seconds * 1000) / 1000,
      recordsPerSecond: Math.round(sent.recordsPerSecond),
      batchLatencyMs: sent.batchLatencyMs,
      roles,
      cpuSeconds: Object.fromEntries(Object.entries(threads).filter(([key]) => key !== 'byThread').map(([key, value]) => [key, round2(value)])),
      cpuMsPerThousand: {
        server: perThousand(threads.main + threads.writer + threads.readers + threads.other),
        main: perThousand(threads.main),
        writer: perThousand(threads.writer),
        readers: perThousand(threads.readers),
        other: perThousand(threads.other),
        // The benchmark's own process (reading the bodies, sending them, reading the answers) shares the cores.
        client: machineCpu ? perThousand(machineCpu.benchClientCores * machineCpu.seconds) : null,
      },
      threadCores: { main: round2(threads.main / sent.seconds), writer: round2(threads.writer / sent.seconds) },
      // Each thread's wall time per 1,000 records: running, waiting for a core, asleep (waiting for work).
      timelineMsPerThousand: Object.fromEntries(
        ['main', 'writer'].map((role) => {
          const t = timeline(before, after, roles[role], sent.seconds);
          return [role, t && Object.fromEntries(Object.entries(t).map(([key, seconds]) => [key, perThousand(seconds)]))];
        }),
      ),
      cpuByThread: threads.byThread,
      machine: machineCpu,
    };
    if (count !== sent.records) throw new Error(`the dataset holds ${count} records after ${sent.records} were sent`);
  } finally {
    const exit = await server.stop();
    if (result) result.serverExit = exit;
  }
  return { dir, result, logFile: server.logFile };
}

/** The measurements of round `n` (1-based), the order turned around every other round. */
function roundOrder(n, concurrencies) {
  const steps = ['floor', ...concurrencies.map((c) => `gloss-${c}`)];
  return n % 2 === 1 ? steps : steps.reverse();
}

function summarise(document) {
  const { rounds } = document.results;
  const floorRates = rounds.map((r) => r.floor?.recordsPerSecond).filter(Boolean);
  const floor = Math.round(median(floorRates));
  const floorRuns = rounds.map((r) => r.floor).filter(Boolean);
  const floorMs = Object.fromEntries(Object.keys(floorRuns[0]?.msPerThousand ?? {}).map((key) => [key, round1(median(floorRuns.map((run) => run.msPerThousand[key])))]));
  const gloss = Object.fromEntries(
    document.config.concurrencies.map((c) => {
      const rates = rounds.map((r) => r[`gloss-${c}`]?.recordsPerSecond).filter(Boolean);
      return [c, { rates, median: Math.round(median(rates)) }];
    }),
  );
  const best = Object.entries(gloss).sort((a, b) => b[1].median - a[1].median)[0];
  const perRoundRatios = rounds.map((r) => {
    const rates = document.config.concurrencies.map((c) => r[`gloss-${c}`]?.recordsPerSecond ?? 0);
    return r.floor ? Math.round((Math.max(...rates) / r.floor.recordsPerSecond) * 100) / 100 : null;
  });
  const cpuOf = (c) => {
    const runs = rounds.map((r) => r[`gloss-${c}`]).filter(Boolean);
    const keys = ['server', 'main', 'writer', 'readers', 'other', 'client'];
    const cpu = Object.fromEntries(keys.map((key) => [key, round1(median(runs.map((run) => run.cpuMsPerThousand[key] ?? 0)))]));
    // How busy each thread was while the bodies went in: the one near 1 core is the limit.
    cpu.mainCores = round2(median(runs.map((run) => run.threadCores.main)));
    cpu.writerCores = round2(median(runs.map((run) => run.threadCores.writer)));
    cpu.timeline = Object.fromEntries(
      ['main', 'writer'].map((role) => {
        const lines = runs.map((run) => run.timelineMsPerThousand?.[role]).filter(Boolean);
        return [role, lines.length ? Object.fromEntries(Object.keys(lines[0]).map((key) => [key, round1(median(lines.map((l) => l[key])))])) : null];
      }),
    );
    return cpu;
  };
  return {
    floor: {
      rates: floorRates,
      median: floor,
      cpuMsPerThousand: round1(median(floorRuns.map((run) => (run.cpuSeconds * 1e6) / run.records))),
      waitingForCpuMsPerThousand: round1(median(floorRuns.map((run) => run.waitingForCpuMsPerThousand ?? 0))),
      // Wall time per 1,000 records by step (its one thread): reading and parsing, each table's statements, the commit, the answer.
      msPerThousand: floorMs,
    },
    gloss,
    bestConcurrency: Number(best[0]),
    glossRecordsPerSecond: best[1].median,
    overFloor: Math.round((best[1].median / floor) * 100) / 100,
    perRoundRatios,
    cpuMsPerThousand: Object.fromEntries(document.config.concurrencies.map((c) => [c, cpuOf(c)])),
    meets: {
      overFloor: best[1].median / floor >= TARGETS.overFloor.value,
      recordsPerSecond: best[1].median >= TARGETS.recordsPerSecond.value,
    },
  };
}

function printSummary(document) {
  const s = document.results.summary;
  const rows = [];
  const add = (metric, value, unit = '', target = null, pass = null) => rows.push({ metric, value, unit, target: target ?? '', pass });
  const list = (rates) => rates.map((r) => r.toLocaleString('en-US')).join(', ');
  add(`floor, one thread (records/s per round: ${list(s.floor.rates)})`, s.floor.median, 'records/s');
  for (const [c, g] of Object.entries(s.gloss)) add(`Gloss bulk, ${c} in flight (per round: ${list(g.rates)})`, g.median, 'records/s');
  add(`Gloss ÷ floor (${s.bestConcurrency} in flight; per round ${s.perRoundRatios.join(', ')})`, s.overFloor, 'x', `≥ ${TARGETS.overFloor.value}`, s.meets.overFloor);
  add(`Gloss bulk, ${s.bestConcurrency} in flight`, s.glossRecordsPerSecond, 'records/s', `≥ ${TARGETS.recordsPerSecond.value.toLocaleString('en-US')}`, s.meets.recordsPerSecond);
  add(`floor CPU per 1,000 records (its process; its thread waited ${s.floor.waitingForCpuMsPerThousand} ms for a core)`, s.floor.cpuMsPerThousand, 'ms');
  const f = s.floor.msPerThousand;
  const sql = round1(f.existing + f.records + f.fts + f.metadata + f.suggestions + f.vectors + f.activity + f.commit);
  add('  read + parse / SQLite statements and commit / serialise', `${f.readParse} / ${sql} / ${f.serialise}`, 'ms');
  for (const [c, cpu] of Object.entries(s.cpuMsPerThousand)) {
    add(`Gloss CPU per 1,000 records, ${c} in flight: server`, cpu.server, 'ms');
    add(`  main / SQLite writer / readers / other threads (V8 helpers)`, `${cpu.main} / ${cpu.writer} / ${cpu.readers} / ${cpu.other}`, 'ms');
    add(`  benchmark client (same machine)`, cpu.client, 'ms');
    add(`  busy while ingesting: main thread / writer thread`, `${cpu.mainCores} / ${cpu.writerCores}`, 'cores');
    for (const role of ['main', 'writer']) {
      const t = cpu.timeline[role];
      if (t) add(`  ${role === 'main' ? 'main thread' : 'writer'}'s wall per 1,000: running / waiting for a core / asleep`, `${t.running} / ${t.waitingForCpu} / ${t.asleep}`, 'ms');
    }
  }
  printTable(`Ingest floor (${document.config.records.toLocaleString('en-US')} records, ${document.config.rounds} rounds, SQLite)`, rows);
  const compared = document.results.sameRows;
  if (compared) {
    const differ = Object.entries(compared.tables).filter(([, t]) => !t.same).map(([table]) => table);
    console.log(`\nrows written: ${compared.same ? 'the floor and Gloss wrote the same rows' : `DIFFER in ${differ.join(', ')}`} (${Object.entries(compared.tables).map(([table, t]) => `${table} ${t.rows}`).join(', ')})`);
  }
}

/** The SQLite threads' own reports (thread-profile.cjs): tid, and time inside statements by kind. */
function threadReports(profileDir) {
  return readdirSync(profileDir)
    .filter((f) => /^thread-\d+\.json$/.test(f))
    .map((f) => {
      try {
        return JSON.parse(readFileSync(join(profileDir, f), 'utf8'));
      } catch {
        return null; // being rewritten: read again later
      }
    })
    .filter(Boolean)
    .sort((a, b) => a.threadId - b.threadId);
}

/** The writer's report: the one connection that writes (readers are opened read-only and never do). */
function writerOf(reports) {
  return reports.find((r) => Object.keys(r.statements).some((kind) => /^(pragma journal_mode|begin|commit|INSERT|UPDATE|DELETE)/.test(kind))) ?? null;
}

/** Statement times of `after` less those of `before`, by kind. */
function statementsBetween(before, after) {
  const out = {};
  for (const [kind, entry] of Object.entries(after ?? {})) {
    const earlier = before?.[kind] ?? { calls: 0, ms: 0 };
    if (entry.calls > earlier.calls) out[kind] = { calls: entry.calls - earlier.calls, ms: entry.ms - earlier.ms };
  }
  return out;
}

async function profileGloss(build, template, prepared, scratch, concurrency, env) {
  const profileDir = join(scratch, 'profile');
  mkdirSync(profileDir);
  const extraEnv = { NODE_OPTIONS: `--require ${join(here, 'lib', 'thread-profile.cjs')}`, BENCH_FLOOR_PROFILE_DIR: profileDir };
  let reportsBefore = [];
  let reportsAfter = [];
  const around = {
    async before(server) {
      await sleep(600); // every SQLite thread has written its report once
      reportsBefore = threadReports(profileDir);
      process.kill(server.pid, 'SIGUSR2'); // the main thread's profiler starts
      await sleep(100);
      const writer = writerOf(reportsBefore);
      const readers = reportsBefore.filter((r) => r !== writer);
      return writer?.tid ? { main: server.pid, writer: writer.tid, readers: readers.map((r) => r.tid) } : null;
    },
    async after(server) {
      process.kill(server.pid, 'SIGUSR2'); // ... and stops, writing its profile
      await sleep(600);
      reportsAfter = threadReports(profileDir);
    },
  };
  const { result } = await measureGloss(build, template, prepared, scratch, 'profiled', concurrency, env, { extraEnv, around });
  const statementsOf = (threadId) =>
    statementsBetween(reportsBefore.find((r) => r.threadId === threadId)?.statements, reportsAfter.find((r) => r.threadId === threadId)?.statements);
  const writer = writerOf(reportsAfter);
  const readers = reportsAfter.filter((r) => r !== writer);
  const transactionsOf = (report) => {
    const a = report && reportsAfter.find((r) => r.threadId === report.threadId)?.transactions;
    const b = report && reportsBefore.find((r) => r.threadId === report.threadId)?.transactions;
    return a && b ? { count: a.count - b.count, openMs: a.openMs - b.openMs, statementMs: a.statementMs - b.statementMs } : null;
  };
  const analysis = analyseProfile({
    writerTransactions: transactionsOf(writer),
    mainProfile: join(profileDir, 'main.cpuprofile'),
    writerProfile: writer ? join(profileDir, `thread-${writer.threadId}.cpuprofile`) : null,
    writerStatements: writer ? statementsOf(writer.threadId) : null,
    readerStatements: readers.map((r) => statementsOf(r.threadId)),
    run: result,
  });
  return { run: result, threadsReported: reportsAfter.map((t) => ({ threadId: t.threadId, tid: t.tid })), ...analysis };
}

function printProfile(profile) {
  const p = profile;
  const c = p.run.cpuMsPerThousand;
  console.log(`\nProfile of one more ingest (${p.run.records.toLocaleString('en-US')} records, ${p.run.concurrency} in flight, ${p.run.recordsPerSecond.toLocaleString('en-US')} records/s with the profilers on)`);
  console.log(`CPU per 1,000 records: main thread ${c.main} ms, SQLite writer ${c.writer} ms, readers ${c.readers} ms, other threads (V8's GC and compiler helpers, libuv) ${c.other} ms`);
  if (p.main) {
    console.log(`\nmain thread, by what its samples ran (${p.main.sampledBusyMs} ms busy sampled, ${p.main.sampledIdleMs} ms idle), shares scaled to its ${c.main} ms:`);
    for (const b of p.main.buckets) console.log(`  ${b.share.toFixed(1).padStart(5)}%  ${b.msPerThousand.toFixed(1).padStart(6)} ms/1,000  ${b.bucket}`);
    console.log('  heaviest functions:');
    for (const f of p.main.top.slice(0, 15)) console.log(`  ${f.share.toFixed(1).padStart(5)}%  ${f.msPerThousand.toFixed(1).padStart(6)} ms/1,000  ${f.name}`);
  }
  if (p.writer) {
    console.log(`\nSQLite writer thread: ${p.writer.statementMsPerThousand} ms per 1,000 records inside statements, of its ${c.writer} ms CPU:`);
    for (const s of p.writer.statements.slice(0, 14)) console.log(`  ${s.msPerThousand.toFixed(1).padStart(6)} ms/1,000  ${String(s.callsPerThousand).padStart(6)} calls/1,000  ${s.kind}`);
    if (p.writer.transactions) {
      const t = p.writer.transactions;
      console.log(`  its transactions (${t.count}) stayed open ${t.openMsPerThousand} ms per 1,000 records: ${t.statementMsPerThousand} ms in statements, ${t.waitingMsPerThousand} ms waiting for the main thread's next statement`);
      console.log(`  one writer, one transaction at a time: at most ${t.ceilingRecordsPerSecond.toLocaleString('en-US')} records/s while a transaction stays open that long`);
    }
    if (p.writer.buckets) {
      console.log('  its own profile:');
      for (const b of p.writer.buckets) console.log(`  ${b.share.toFixed(1).padStart(5)}%  ${b.msPerThousand.toFixed(1).padStart(6)} ms/1,000  ${b.bucket}`);
    }
  }
}

async function main() {
  if (!existsSync(join(root, 'server', 'dist', 'main.js'))) throw new Error('server/dist/main.js is missing: run `npm run build` first (npm run bench:ingest-floor does)');
  const config = readConfig();
  const scratch = mkdtempSync(join(os.tmpdir(), 'gloss-bench-ingest-floor-'));
  const env = serverEnvironment({
    GLOSS_OWNER_USERNAME: 'owner',
    GLOSS_OWNER_PASSWORD: randomSecret(12),
    GLOSS_OWNER_API_KEY: randomSecret(24),
    GLOSS_LOG_LEVEL: 'warn',
    ...(config.serverNodeOptions ? { NODE_OPTIONS: config.serverNodeOptions } : {}),
  });
  const m = machine(root);
  const document = {
    benchmark: 'ingest-floor',
    engine: 'sqlite',
    startedAt: new Date().toISOString(),
    machine: { ...m, uncommittedServerChanges: uncommittedServerChanges() },
    config,
    targets: TARGETS,
    build: {},
    results: { rounds: [], warnings: [] },
    errors: [],
  };
  const { results } = document;
  // Every server of the run starts from one copy of the build, taken now.
  const files = buildStamp(root);
  const build = snapshotBuild(scratch);
  document.build = { copiedAt: new Date().toISOString(), files };
  log(`${describeMachine(m)}; server build copied: ${document.build.files}`);
  if (document.machine.uncommittedServerChanges?.length) log(`note: the server is built with uncommitted changes: ${document.machine.uncommittedServerChanges.join(', ')}`);
  let ok = true;
  try {
    const template = await makeTemplate(build, scratch, env);
    log(`template database: dataset ${template.dataset.id} published`);
    const prepared = prepareBatches(join(scratch, 'bodies'), 0, config.records, template.dataset.questions);
    log(`${prepared.batches.length} bodies of ${BATCH_SIZE} records, ${Math.round(prepared.bytes / 2 ** 20)} MiB, generated in ${(prepared.ms / 1000).toFixed(1)} s`);
    let kept = { floor: null, gloss: null };
    for (let n = 1; n <= config.rounds; n += 1) {
      const round = { round: n, order: roundOrder(n, config.concurrencies) };
      results.rounds.push(round);
      for (const step of round.order) {
        const name = `round-${n}-${step}`;
        try {
          if (step === 'floor') {
            const { dir, result } = await measureFloor(template, prepared, scratch, name);
            round.floor = result;
            log(`round ${n}: floor ${result.recordsPerSecond.toLocaleString('en-US')} records/s (${result.msPerThousand.total} ms per 1,000, ${result.waitingForCpuMsPerThousand ?? '?'} of them waiting for a core; ${result.cores} cores)`);
            if (!kept.floor) kept.floor = dir;
            else rmSync(dir, { recursive: true, force: true });
          } else {
            const concurrency = Number(step.split('-')[1]);
            const { dir, result } = await measureGloss(build, template, prepared, scratch, name, concurrency, env);
            round[step] = result;
            const c = result.cpuMsPerThousand;
            const t = result.timelineMsPerThousand.main;
            log(`round ${n}: Gloss, ${concurrency} in flight: ${result.recordsPerSecond.toLocaleString('en-US')} records/s; CPU per 1,000: main ${c.main} ms, writer ${c.writer} ms, readers ${c.readers} ms, other ${c.other} ms; main thread waiting for a core ${t?.waitingForCpu ?? '?'} ms, asleep ${t?.asleep ?? '?'} ms`);
            if (!kept.gloss) kept.gloss = dir;
            else rmSync(dir, { recursive: true, force: true });
          }
        } catch (error) {
          ok = false;
          const detail = error instanceof ApiError ? error.toJSON() : { message: String(error?.stack ?? error) };
          document.errors.push({ step: name, ...detail });
          log(`! ${name} failed: ${error.message}`);
        }
      }
      if (kept.floor && kept.gloss && !results.sameRows) {
        results.sameRows = compareDatabases(join(kept.floor, 'gloss.db'), join(kept.gloss, 'gloss.db'), template.dataset.id);
        if (!results.sameRows.same) results.warnings.push(`the floor's rows differ from Gloss's: ${JSON.stringify(results.sameRows.tables)}`);
        rmSync(kept.floor, { recursive: true, force: true });
        rmSync(kept.gloss, { recursive: true, force: true });
        kept = { floor: 'compared', gloss: 'compared' };
      }
    }
    if (config.rounds > 0) results.summary = summarise(document);
    for (const round of results.rounds) {
      for (const [step, run] of Object.entries(round)) {
        const other = step === 'floor' ? run?.otherCores : run?.machine?.otherCores;
        if (typeof other === 'number' && other > 0.2) results.warnings.push(`round ${round.round}, ${step}: other processes kept ${other} cores busy: the machine was shared`);
      }
    }
    if (config.profile) {
      const concurrency = results.summary?.bestConcurrency ?? config.concurrencies.at(-1);
      log(`profiling one more ingest, ${concurrency} in flight (not counted above)`);
      try {
        results.profile = await profileGloss(build, template, prepared, scratch, concurrency, env);
      } catch (error) {
        document.errors.push({ step: 'profile', message: String(error?.stack ?? error) });
        log(`! profile failed: ${error.message}`);
      }
    }
  } finally {
    document.finishedAt = new Date().toISOString();
    if (process.env.BENCH_KEEP_DATA === '1') log(`scratch directory kept (BENCH_KEEP_DATA=1): ${scratch}`);
    else rmSync(scratch, { recursive: true, force: true });
  }
  if (results.summary) printSummary(document);
  if (results.profile) printProfile(results.profile);
  console.log(`\nmachine: ${describeMachine(document.machine)}`);
  for (const warning of results.warnings) console.log(`warning: ${warning}`);
  for (const error of document.errors) console.log(`error in ${error.step}: ${JSON.stringify(error)}`);
  const file = writeDatedResults(root, 'ingest-floor', 'sqlite', document, { size: config.records, defaultSize: DEFAULT_RECORDS });
  console.log(`results: ${relative(process.cwd(), file)}`);
  return ok && document.errors.length === 0;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(error?.stack ?? error);
    process.exit(1);
  },
);
