#!/usr/bin/env node
// Ingest through the official SDK, held against the SDK's own ceiling in the same run. One script,
// bench/sdk/log_records.py, calls `dataset.records.log(records)` (default batch size, 256) with the same
// records (the records benchmark's: two ~100-word texts, three metadata values, a 384-dimension
// embedding, two suggestions) against:
// - the ceiling: bench/sdk/stand-in.mjs, which replays Gloss's own answers to the SDK's reads (recorded
//   from a real server at the start of the run) and answers each bulk upsert at once;
// - Gloss: a fresh server on SQLite per round;
// - and, to show raw against SDK, the same bulk bodies the SDK sends (256 records, one request in flight)
//   sent straight to a fresh Gloss by Node, with no SDK.
// Rounds alternate the order (ceiling, Gloss, raw; then raw, Gloss, ceiling). The figure is Gloss's
// median rate over the ceiling's (target ≥ 0.70). CPU time during `log()` is read from /proc for the SDK's
// process, the server answering it and the machine.
//
//   npm run bench:sdk        BENCH_RECORDS (default 20,000), BENCH_SDK_ROUNDS (default 3),
//                            BENCH_SDK_PROFILE=1 (also profile log() with cProfile and Gloss's main thread
//                            with V8's profiler; automatic when the target is missed), BENCH_SDK_PROFILE_DIR
//                            (keep the profiles there: .prof for pstats/snakeviz, .cpuprofile for DevTools)
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMeter } from '../import/lib/watch.mjs';
import { Api } from '../records/lib/api.mjs';
import { createDataset, defaultWorkspaceId, randomSecret } from '../records/lib/dataset.mjs';
import { countRecords, sendBatches } from '../records/lib/ingest.mjs';
import { describeMachine, machine, printTable, writeDatedResults } from '../records/lib/report.mjs';
import { readMemory, startServer } from '../records/lib/server.mjs';
import { bulkAnswer, recordAnswers, shapeDifferences } from './lib/gloss-answers.mjs';
import { runSdk, startStandIn } from './lib/processes.mjs';
import { profileLog, profileServer } from './lib/profile.mjs';
import { threadSplit, threadTicks } from './lib/threads.mjs';
import { makeRecords, sdkBody, SDK_BATCH_SIZE, writeRecordsFile, writeSdkBatches } from './lib/records.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEFAULT_RECORDS = 20_000;
const TARGET_RATIO = 0.7;
const count = Number(process.env.BENCH_RECORDS ?? DEFAULT_RECORDS);
const rounds = Number(process.env.BENCH_SDK_ROUNDS ?? 3);
if (!Number.isInteger(count) || count < 1) throw new Error('BENCH_RECORDS must be a positive integer');
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('BENCH_SDK_ROUNDS must be a positive integer');

const DATASET = 'bench-sdk';
const apiKey = randomSecret(24);
const startedAt = new Date().toISOString();
const ran = machine(root);
const scratch = mkdtempSync(join(os.tmpdir(), 'gloss-bench-sdk-'));
const recordsFile = join(scratch, 'records.jsonl');
const answersFile = join(scratch, 'answers.json');
const log = (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

/**
 * A fresh Gloss server on SQLite for `use({ server, owner, workspaceId, workspace })`; always stopped.
 * With `cpuProfile` (a path), the server's main thread is sampled from start to exit into that file
 * (the import benchmark's preload, as `node --cpu-prof` would).
 */
async function withGloss(use, { cpuProfile } = {}) {
  const dataDir = mkdtempSync(join(scratch, 'data-'));
  const env = { GLOSS_OWNER_USERNAME: 'owner', GLOSS_OWNER_PASSWORD: randomSecret(12), GLOSS_OWNER_API_KEY: apiKey, GLOSS_LOG_LEVEL: 'warn' };
  if (cpuProfile) {
    env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --require ${join(root, 'bench', 'import', 'lib', 'cpu-profile.cjs')}`.trim();
    env.BENCH_IMPORT_PROFILE_FILE = cpuProfile;
  }
  const server = await startServer({ root, dataDir, env });
  try {
    const owner = new Api(server.url, apiKey);
    const workspaceId = await defaultWorkspaceId(owner);
    const workspace = (await owner.get(`/api/v1/workspaces/${workspaceId}`)).name;
    return await use({ server, owner, workspaceId, workspace });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const questionIds = (dataset) => ({ label: dataset.questions.label, rating: dataset.questions.rating });
const perBatch = (seconds, batches) => (seconds == null ? null : Math.round((seconds / batches) * 1e4) / 10); // ms

function withRates(kind, round, timing, extra = {}) {
  const batches = Math.ceil(count / SDK_BATCH_SIZE);
  return {
    kind,
    round,
    ...timing,
    recordsPerSecond: Math.round(count / timing.logSeconds),
    perBatchMs: {
      wall: perBatch(timing.logSeconds, batches),
      sdkCpu: perBatch(timing.sdkCpuSeconds, batches),
      serverCpu: perBatch(timing.serverCpuSeconds, batches),
      serverMainThreadCpu: perBatch(timing.serverThreadCpuSeconds?.main, batches),
      serverOtherThreadsCpu: perBatch(timing.serverThreadCpuSeconds?.others.reduce((sum, s) => sum + s, 0), batches),
      // What log() spent not computing: waiting for the answers, mostly (and for a core, on a busy machine).
      sdkWaiting: timing.sdkCpuSeconds == null ? null : perBatch(timing.logSeconds - timing.sdkCpuSeconds, batches),
    },
    otherCores: timing.machineBusySeconds == null ? null : Math.round(((timing.machineBusySeconds - (timing.sdkCpuSeconds ?? 0) - (timing.serverCpuSeconds ?? 0)) / timing.logSeconds) * 100) / 100,
    ...extra,
  };
}

/** Gloss's answers for the stand-in, and Gloss's answer to a small SDK-shaped bulk body for the shape check. */
async function recordGloss(records) {
  return withGloss(async ({ server, owner, workspaceId, workspace }) => {
    const dataset = await createDataset(owner, workspaceId, DATASET);
    const recorded = await recordAnswers(answersFile, { url: server.url, apiKey, workspaceId, datasetId: dataset.id });
    const shapeDataset = await createDataset(owner, workspaceId, `${DATASET}-shape`);
    const body = sdkBody(records.slice(0, 3), questionIds(shapeDataset));
    const answer = await bulkAnswer(server.url, apiKey, shapeDataset.id, body);
    if (answer.status !== 200) throw new Error(`Gloss answered the shape check's bulk upsert ${answer.status}: ${answer.body.slice(0, 500)}`);
    return { recorded, workspace, shape: { datasetId: shapeDataset.id, body, answer } };
  });
}

async function ceilingRound(round, shape, workspace, { profile } = {}) {
  const standIn = await startStandIn(root, answersFile);
  try {
    const check = await bulkAnswer(standIn.url, apiKey, shape.datasetId, shape.body);
    const differences = check.status === shape.answer.status ? shapeDifferences(JSON.parse(shape.answer.body), JSON.parse(check.body)) : [`status ${shape.answer.status} from Gloss, ${check.status} from the stand-in`];
    if (differences.length) throw new Error(`the stand-in's bulk answer is not shaped as Gloss's:\n  ${differences.slice(0, 10).join('\n  ')}`);
    const before = await standIn.stats();
    const timing = await runSdk(root, { url: standIn.url, apiKey, serverPid: standIn.pid, recordsFile, dataset: DATASET, workspace, profile });
    const after = await standIn.stats();
    if (after.unanswered.length) throw new Error(`the SDK called what the stand-in does not reproduce: ${[...new Set(after.unanswered)].join(', ')}`);
    const received = after.bulk.records - before.bulk.records;
    if (received !== count) throw new Error(`the stand-in received ${received} records of ${count}`);
    const batches = after.bulk.batches - before.bulk.batches;
    return withRates('ceiling', round, timing, { standInBuildMsPerBatch: Math.round(((after.bulk.buildMs - before.bulk.buildMs) / batches) * 10) / 10 });
  } finally {
    await standIn.stop();
  }
}

async function glossRound(round, { profile, cpuProfile } = {}) {
  return withGloss(
    async ({ server, owner, workspaceId, workspace }) => {
      const dataset = await createDataset(owner, workspaceId, DATASET);
      const timing = await runSdk(root, { url: server.url, apiKey, serverPid: server.pid, recordsFile, dataset: DATASET, workspace, profile });
      const total = await countRecords(owner, dataset.id);
      if (total !== count) throw new Error(`the dataset holds ${total} records after logging ${count}`);
      return withRates('gloss', round, timing, { serverPeakMiB: Math.round(readMemory(server.pid)?.hwmMiB ?? NaN) });
    },
    { cpuProfile },
  );
}

async function rawRound(round, records) {
  return withGloss(async ({ server, owner, workspaceId }) => {
    const dataset = await createDataset(owner, workspaceId, DATASET);
    const prepared = writeSdkBatches(join(scratch, `raw-${round}`), records, questionIds(dataset));
    try {
      const meter = cpuMeter(server.pid);
      const threadsBefore = threadTicks(server.pid);
      const sent = await sendBatches(owner, dataset.id, prepared, 1);
      const serverThreadCpuSeconds = threadSplit(threadTicks(server.pid), threadsBefore, server.pid);
      const cpu = meter.stop();
      const total = await countRecords(owner, dataset.id);
      if (total !== count) throw new Error(`the dataset holds ${total} records after sending ${count}`);
      const timing = { records: count, logSeconds: sent.seconds, batchSize: SDK_BATCH_SIZE, sdkCpuSeconds: null, serverCpuSeconds: cpu?.serverCpuSeconds ?? null, serverThreadCpuSeconds, machineBusySeconds: null };
      return withRates('raw', round, timing, { batchLatencyMs: sent.batchLatencyMs, otherCores: cpu?.otherCores ?? null });
    } finally {
      rmSync(prepared.dir, { recursive: true, force: true });
    }
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function summary(results, kind) {
  const mine = results.filter((r) => r.kind === kind);
  const pick = (get) => {
    const values = mine.map(get).filter((v) => v != null);
    return values.length ? Math.round(median(values) * 10) / 10 : null;
  };
  return {
    rounds: mine.length,
    recordsPerSecond: median(mine.map((r) => r.recordsPerSecond)),
    range: [Math.min(...mine.map((r) => r.recordsPerSecond)), Math.max(...mine.map((r) => r.recordsPerSecond))],
    perBatchMs: Object.fromEntries(Object.keys(mine[0].perBatchMs).map((key) => [key, pick((r) => r.perBatchMs[key])])),
  };
}

try {
  log(`generating ${count.toLocaleString('en-US')} records`);
  const records = makeRecords(count);
  writeRecordsFile(recordsFile, records);
  log('recording Gloss\'s answers to the SDK\'s reads, and to a bulk upsert for the shape check');
  const { recorded, workspace, shape } = await recordGloss(records);

  const results = [];
  for (let round = 1; round <= rounds; round += 1) {
    const order = round % 2 ? ['ceiling', 'gloss', 'raw'] : ['raw', 'gloss', 'ceiling'];
    for (const kind of order) {
      const result = kind === 'ceiling' ? await ceilingRound(round, shape, workspace) : kind === 'gloss' ? await glossRound(round) : await rawRound(round, records);
      results.push(result);
      const cpu = kind === 'raw' ? `server CPU ${result.perBatchMs.serverCpu} ms` : `SDK CPU ${result.perBatchMs.sdkCpu} ms, ${kind === 'ceiling' ? 'stand-in' : 'server'} CPU ${result.perBatchMs.serverCpu} ms`;
      log(`round ${round}, ${kind}: ${result.recordsPerSecond.toLocaleString('en-US')} records/s (per batch of ${SDK_BATCH_SIZE}: ${result.perBatchMs.wall} ms wall, ${cpu}; other processes ${result.otherCores ?? '?'} cores)`);
    }
  }

  const ceiling = summary(results, 'ceiling');
  const gloss = summary(results, 'gloss');
  const raw = summary(results, 'raw');
  const ratio = Math.round((gloss.recordsPerSecond / ceiling.recordsPerSecond) * 1000) / 1000;
  const pass = ratio >= TARGET_RATIO;

  let profiles = null;
  if (!pass || process.env.BENCH_SDK_PROFILE === '1') {
    log('profiling log() with cProfile against each, and Gloss\'s main thread with its CPU profiler (runs not counted above)');
    const dir = process.env.BENCH_SDK_PROFILE_DIR ?? scratch;
    mkdirSync(dir, { recursive: true });
    const ceilingProfile = join(dir, 'sdk-ceiling.prof');
    const glossProfile = join(dir, 'sdk-gloss.prof');
    const serverProfile = join(dir, 'server.cpuprofile');
    await ceilingRound(0, shape, workspace, { profile: ceilingProfile });
    await glossRound(0, { profile: glossProfile, cpuProfile: serverProfile });
    const mainThreadMsPerThousand = (gloss.perBatchMs.serverMainThreadCpu * 1000) / SDK_BATCH_SIZE;
    profiles = { ceiling: await profileLog(root, ceilingProfile), gloss: await profileLog(root, glossProfile), server: profileServer(root, serverProfile, mainThreadMsPerThousand) };
  }

  const fmt = (s) => `${s.recordsPerSecond.toLocaleString('en-US')} records/s (${s.range.map((v) => v.toLocaleString('en-US')).join('-')})`;
  const batch = (s) => {
    const b = s.perBatchMs;
    const threads = b.serverMainThreadCpu == null ? '' : ` (main thread ${b.serverMainThreadCpu}, others ${b.serverOtherThreadsCpu})`;
    const sdk = b.sdkCpu == null ? '' : `SDK CPU ${b.sdkCpu} ms, SDK waiting ${b.sdkWaiting} ms; `;
    return `${b.wall} ms wall; ${sdk}server CPU ${b.serverCpu ?? '-'} ms${threads}`;
  };
  const glossPeak = Math.max(...results.filter((r) => r.kind === 'gloss').map((r) => r.serverPeakMiB));
  const busiestOthers = Math.max(...results.map((r) => r.otherCores ?? 0));
  const tableRows = [
    { metric: `SDK log() against the stand-in (the ceiling), median of ${ceiling.rounds}`, value: fmt(ceiling), unit: '', target: '', pass: null },
    { metric: `SDK log() against Gloss (SQLite), median of ${gloss.rounds}`, value: fmt(gloss), unit: '', target: '', pass: null },
    { metric: 'Gloss / ceiling', value: ratio, unit: '', target: `≥ ${TARGET_RATIO}`, pass },
    { metric: `raw bulk PUTs of the SDK's bodies (${SDK_BATCH_SIZE} records, 1 in flight), median of ${raw.rounds}`, value: fmt(raw), unit: '', target: '', pass: null },
    { metric: `  per batch, ceiling (stand-in CPU = its answers)`, value: batch(ceiling), unit: '', target: '', pass: null },
    { metric: '  per batch, Gloss', value: batch(gloss), unit: '', target: '', pass: null },
    { metric: '  per batch, raw', value: batch(raw), unit: '', target: '', pass: null },
    { metric: 'Gloss server peak memory (VmHWM), highest round', value: glossPeak, unit: 'MiB', target: '', pass: null },
  ];
  printTable(`The SDK against its ceiling: ${count.toLocaleString('en-US')} records, batch size ${SDK_BATCH_SIZE}`, tableRows);
  if (busiestOthers > 0.2) console.log(`\nwarning: other processes kept up to ${busiestOthers} cores busy during a round (of ${ran.nproc}); the rates are not those of a quiet machine`);
  if (profiles) {
    for (const kind of ['ceiling', 'gloss']) console.log(`\nlog() against ${kind === 'ceiling' ? 'the stand-in' : 'Gloss'} under cProfile (${profiles[kind].totalSeconds.toFixed(1)} s), by own time:\n${profiles[kind].lines.join('\n')}`);
    console.log(`\nGloss's main thread from its start to its exit, the profiled log() included (CPU ms per 1,000 records from the rounds above):\n${profiles.server.text}`);
  }

  const document = {
    benchmark: 'sdk-ingest',
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: ran,
    config: { records: count, rounds, batchSize: SDK_BATCH_SIZE, targetRatio: TARGET_RATIO, engine: 'sqlite' },
    recordedAnswers: recorded,
    summary: { ceiling, gloss, raw, ratio, pass },
    rounds: results,
    otherCoresAtMost: busiestOthers,
    profiles: profiles && {
      ceiling: { totalSeconds: profiles.ceiling.totalSeconds, byPackage: profiles.ceiling.byPackage, functions: profiles.ceiling.functions },
      gloss: { totalSeconds: profiles.gloss.totalSeconds, byPackage: profiles.gloss.byPackage, functions: profiles.gloss.functions },
      serverMainThread: profiles.server.text.split('\n'),
    },
  };
  const file = writeDatedResults(root, 'sdk-ingest', 'sqlite', document, { size: count, defaultSize: DEFAULT_RECORDS });
  console.log(`\nmachine: ${describeMachine(document.machine)}\nresults: ${file}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
