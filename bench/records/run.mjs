#!/usr/bin/env node
// The records benchmark: seeds a dataset through the bulk API, then times searches and concurrent
// annotators against a real Gloss server, on SQLite and then on PostgreSQL. See bench/README.md.
//
//   node bench/records/run.mjs                    both engines (PostgreSQL through scripts/with-postgres.sh)
//   node bench/records/run.mjs --engine sqlite    one engine
//   node bench/records/run.mjs --engine postgres
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { runAnnotators } from './lib/annotate.mjs';
import { cpuWatch } from './lib/cpu.mjs';
import { Api, ApiError } from './lib/api.mjs';
import { DIMENSIONS, SEED, TOPICS } from './lib/data.mjs';
import { createAnnotators, createDataset, defaultWorkspaceId, deleteDataset, randomSecret } from './lib/dataset.mjs';
import { BATCH_SIZE, countRecords, discardBatches, prepareBatches, sendBatches } from './lib/ingest.mjs';
import { benchDatabaseBytes, createBenchDatabase, postgresVersion, rerunWithPostgres } from './lib/postgres.mjs';
import { describeMachine, machine, printTable, rows, targetsFor, writeResults } from './lib/report.mjs';
import { MemorySampler, readMemory, startServer } from './lib/server.mjs';
import { measureSearch, searchCases } from './lib/searches.mjs';
import { dataDirBytes, measureColdStart } from './lib/cold-start.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

function positiveInt(name, fallback, min = 1) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min} (got "${raw}")`);
  return value;
}

function readConfig() {
  const concurrency = process.env.BENCH_INGEST_CONCURRENCY ?? 'auto';
  if (!['auto', '1', '2'].includes(concurrency)) throw new Error('BENCH_INGEST_CONCURRENCY must be auto, 1 or 2');
  return {
    records: positiveInt('BENCH_RECORDS', 100_000),
    batchSize: BATCH_SIZE,
    ingestConcurrency: concurrency,
    searchRequests: positiveInt('BENCH_SEARCH_REQUESTS', 100),
    warmup: positiveInt('BENCH_WARMUP', 10, 0),
    annotators: positiveInt('BENCH_ANNOTATORS', 50),
    submissionsPerAnnotator: positiveInt('BENCH_SUBMISSIONS', 20),
    thinkMs: positiveInt('BENCH_THINK_MS', 1000, 0),
    seed: SEED,
    dimensions: DIMENSIONS,
    topics: TOPICS,
  };
}

const t0 = performance.now();
const log = (message) => console.log(`[bench ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${message}`);

/** Environment for the server: ours, minus any GLOSS_ variable of the caller's shell. */
function serverEnvironment(extra) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('GLOSS_')));
  return { ...env, ...extra };
}

async function ingest(owner, workspaceId, config, scratch, results) {
  let concurrency = Number(config.ingestConcurrency);
  if (config.ingestConcurrency === 'auto') {
    // Two equal trials on fresh throwaway datasets decide whether a second request in flight helps.
    const trialRecords = Math.min(config.records, Math.max(1000, Math.min(5000, Math.round(config.records / 10 / BATCH_SIZE) * BATCH_SIZE)));
    results.ingest.trials = [];
    for (const c of [1, 2]) {
      const dataset = await createDataset(owner, workspaceId, `bench-trial-concurrency-${c}`);
      const prepared = prepareBatches(join(scratch, `trial-${c}`), 0, trialRecords, dataset.questions);
      const trial = await sendBatches(owner, dataset.id, prepared, c);
      discardBatches(prepared);
      results.ingest.trials.push(trial);
      log(`trial: ${trialRecords} records at concurrency ${c}: ${Math.round(trial.recordsPerSecond)} records/s`);
      try {
        await deleteDataset(owner, dataset.id);
      } catch (error) {
        results.ingest.trialCleanup = `could not delete the trial dataset: ${error.message}`;
        log(results.ingest.trialCleanup);
      }
    }
    const [one, two] = results.ingest.trials;
    concurrency = two.recordsPerSecond > one.recordsPerSecond ? 2 : 1;
    log(`using concurrency ${concurrency}`);
  }

  const dataset = await createDataset(owner, workspaceId, 'bench-records');
  results.datasetId = dataset.id;
  log(`generating ${config.records.toLocaleString('en-US')} records (not timed)`);
  const prepared = prepareBatches(join(scratch, 'main'), 0, config.records, dataset.questions);
  results.ingest.generation = { seconds: prepared.ms / 1000, bodyMiB: Math.round(prepared.bytes / 2 ** 20) };
  log(`generated ${prepared.batches.length} bodies, ${results.ingest.generation.bodyMiB} MiB, in ${results.ingest.generation.seconds.toFixed(1)} s; sending`);
  let nextReport = 0.1;
  try {
    results.ingest.main = await sendBatches(owner, dataset.id, prepared, concurrency, (done) => {
      if (done / config.records >= nextReport) {
        log(`  ${done.toLocaleString('en-US')} records`);
        nextReport += 0.1;
      }
    });
  } finally {
    discardBatches(prepared);
  }
  const total = await countRecords(owner, dataset.id);
  results.ingest.countAfter = total;
  if (total !== config.records) results.warnings.push(`the dataset holds ${total} records after ingesting ${config.records}`);
  return dataset;
}

async function runEngine(engine, config) {
  const cpu = cpuWatch(engine === 'postgres' ? process.env.GLOSS_TEST_POSTGRES_PORT ?? new URL(process.env.GLOSS_TEST_POSTGRES_URL).port : null);
  const scratch = mkdtempSync(join(os.tmpdir(), `gloss-bench-${engine}-`));
  const dataDir = join(scratch, 'data');
  mkdirSync(dataDir);
  const apiKey = randomSecret(24);
  const env = {
    GLOSS_OWNER_USERNAME: 'owner',
    GLOSS_OWNER_PASSWORD: randomSecret(12),
    GLOSS_OWNER_API_KEY: apiKey,
    GLOSS_LOG_LEVEL: 'warn',
  };
  const m = machine(root);
  const document = {
    benchmark: 'records',
    engine,
    startedAt: new Date().toISOString(),
    machine: m,
    config,
    results: { ingest: {}, searches: {}, warnings: [] },
    targets: targetsFor(config.records),
    errors: [],
  };
  const { results } = document;
  log(`engine ${engine} on ${describeMachine(m)}`);
  if (engine === 'postgres') {
    const adminUrl = process.env.GLOSS_TEST_POSTGRES_URL;
    env.GLOSS_DATABASE_URL = await createBenchDatabase(root, adminUrl);
    document.postgres = { version: postgresVersion(adminUrl), database: 'gloss_bench' };
    log(`PostgreSQL ${document.postgres.version ?? '?'}: database gloss_bench created`);
  }

  const server = await startServer({ root, dataDir, env: serverEnvironment(env) });
  log(`server pid ${server.pid} at ${server.url}`);
  cpu.serverStarted(server.pid);
  const sampler = new MemorySampler(server.pid);
  const owner = new Api(server.url, apiKey);

  async function phase(name, fn) {
    sampler.mark(name);
    const started = performance.now();
    log(`> ${name}`);
    try {
      const value = await fn();
      log(`< ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      return { ok: true, value };
    } catch (error) {
      const detail = error instanceof ApiError ? error.toJSON() : { message: String(error?.stack ?? error) };
      document.errors.push({ phase: name, ...detail });
      log(`! ${name} failed: ${error.message}`);
      return { ok: false };
    }
  }

  try {
    const setup = await phase('setup', async () => ({ workspaceId: await defaultWorkspaceId(owner) }));
    if (!setup.ok) return await finish();
    const { workspaceId } = setup.value;
    const seeded = await phase('ingest', () => ingest(owner, workspaceId, config, scratch, results));
    const dataset = seeded.ok ? seeded.value : null;
    if (!dataset) {
      results.partial = true;
      return await finish();
    }
    const people = await phase('users', async () => {
      const annotators = await createAnnotators(owner, workspaceId, config.annotators);
      return annotators.map((a) => ({ ...a, api: owner.as(a.apiKey) }));
    });
    if (!people.ok) return await finish();
    const annotators = people.value;
    for (const search of searchCases({ owner, annotators, datasetId: dataset.id })) {
      const measured = await phase(`search ${search.name}`, () => measureSearch(search, { warmup: config.warmup, requests: config.searchRequests }));
      if (!measured.ok) continue;
      results.searches[search.name] = { title: search.title, ...measured.value };
      const { p50, p95 } = measured.value.latencyMs;
      log(`  ${search.title}: p50 ${p50} ms, p95 ${p95} ms, ~${measured.value.meanTotal} matches`);
      for (const problem of measured.value.problems) results.warnings.push(`search ${search.name}: ${problem}`);
    }
    const annotated = await phase('submit', () => runAnnotators(annotators, dataset.id, config.submissionsPerAnnotator));
    if (annotated.ok) results.submit = annotated.value;
    const paced = await phase('submit paced', () =>
      runAnnotators(annotators, dataset.id, Math.max(5, Math.round(config.submissionsPerAnnotator / 2)), config.thinkMs),
    );
    if (paced.ok) results.submitPaced = paced.value;
    return await finish(async () => {
      results.databaseBytes = engine === 'postgres' ? benchDatabaseBytes(process.env.GLOSS_TEST_POSTGRES_URL) : dataDirBytes(dataDir);
      log(`database on disk: ${(results.databaseBytes / 2 ** 30).toFixed(2)} GiB; starting the server again on it`);
      results.coldStart = await measureColdStart({ root, dataDir, env: serverEnvironment(env), apiKey, datasetId: dataset.id });
      log(`  /api/v1/status after ${results.coldStart.statusMs} ms, ${results.coldStart.idleRssMiB} MiB idle; first similarity search ${results.coldStart.firstSimilaritySearchMs} ms`);
    });
  } finally {
    // finish() already stopped the server; this covers exceptions outside phases.
    if (!document.finishedAt) await stopServer();
    if (process.env.BENCH_KEEP_DATA === '1') log(`data directory kept (BENCH_KEEP_DATA=1): ${dataDir}, owner API key ${apiKey}`);
    else rmSync(scratch, { recursive: true, force: true });
  }

  async function stopServer() {
    const memory = readMemory(server.pid);
    sampler.stop();
    results.memory = {
      peakRssMiB: Math.round(sampler.peakMiB),
      hwmMiB: memory ? Math.round(memory.hwmMiB) : null,
      byPhaseMiB: Object.fromEntries(Object.entries(sampler.byPhase).map(([k, v]) => [k, Math.round(v)])),
      samples: sampler.samples,
      note: engine === 'postgres' ? 'the Gloss process only; PostgreSQL runs in its own processes' : 'the Gloss process (SQLite runs inside it)',
    };
    document.cpu = cpu.finish();
    if (document.cpu && document.cpu.otherCores > 0.2) {
      results.warnings.push(
        `other processes kept ${document.cpu.otherCores} of ${m.nproc} cores busy on average during the run: figures are only comparable with runs on an otherwise idle machine`,
      );
    }
    const exit = await server.stop();
    document.server = { exit };
    document.finishedAt = new Date().toISOString();
  }

  /** Stops the server, runs `afterStop` (measures that need it stopped), then reports. */
  async function finish(afterStop) {
    await stopServer();
    if (afterStop) {
      try {
        await afterStop();
      } catch (error) {
        document.errors.push({ phase: 'cold start', message: String(error?.stack ?? error) });
      }
    }
    const file = writeResults(root, engine, document);
    printTable(`Records benchmark on ${engine} (${config.records.toLocaleString('en-US')} records)`, rows(results), {
      targetsNote: engine === 'sqlite' ? '' : ' (SQLite targets)',
    });
    console.log(`machine: ${describeMachine(m)}${document.postgres ? `; PostgreSQL ${document.postgres.version}` : ''}`);
    if (document.cpu) {
      const c = document.cpu;
      const postgres = 'postgresCores' in c ? `, PostgreSQL ${c.postgresCores ?? '?'}` : '';
      console.log(`cpu during the run (${c.seconds} s, average cores): server ${c.serverCores}${postgres}, benchmark client ${c.benchClientCores}, everything else ${c.otherCores}`);
    }
    for (const warning of results.warnings) console.log(`warning: ${warning}`);
    for (const error of document.errors) console.log(`error in ${error.phase}: ${JSON.stringify(error)}`);
    console.log(`results: ${relative(process.cwd(), file)}`);
    return document.errors.length === 0;
  }
}

function printComparison(startedAt, records) {
  const size = records === 100_000 ? '' : `-${records}`;
  const documents = ['sqlite', 'postgres'].map((engine) => {
    const file = join(root, 'bench', 'results', `records-${engine}${size}.json`);
    if (!existsSync(file)) return null;
    const document = JSON.parse(readFileSync(file, 'utf8'));
    return document.startedAt >= startedAt ? document : null;
  });
  if (documents.some((d) => !d)) return;
  const [sqlite, postgres] = documents.map((d) => new Map(rows(d.results).map((r) => [r.metric.replace(/ \([^()]*\)$/, ''), r])));
  console.log('\nBoth engines');
  const show = (r) => (r ? `${typeof r.value === 'number' ? r.value.toLocaleString('en-US') : r.value} ${r.unit}`.trim() : '-');
  const lines = [...sqlite.keys()].map((metric) => [metric, show(sqlite.get(metric)), show(postgres.get(metric)), sqlite.get(metric)?.target ?? '']);
  const header = ['metric', 'sqlite', 'postgres', 'target (SQLite)'];
  const widths = header.map((h, c) => Math.max(h.length, ...lines.map((l) => l[c].length)));
  for (const line of [header, widths.map((w) => '-'.repeat(w)), ...lines]) {
    console.log(line.map((cell, c) => (c === 1 || c === 2 ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ').trimEnd());
  }
}

async function main() {
  const args = process.argv.slice(2);
  const engineIndex = args.indexOf('--engine');
  const engine = engineIndex >= 0 ? args[engineIndex + 1] : 'all';
  if (!['all', 'sqlite', 'postgres'].includes(engine)) throw new Error('--engine must be sqlite, postgres or all');
  if (!existsSync(join(root, 'server', 'dist', 'main.js'))) throw new Error('server/dist/main.js is missing: run `npm run build` first (npm run bench:records does)');
  const config = readConfig();
  const startedAt = new Date().toISOString();

  if (engine === 'sqlite') return runEngine('sqlite', config);
  if (engine === 'postgres') return process.env.GLOSS_TEST_POSTGRES_URL ? runEngine('postgres', config) : rerunWithPostgres(root, fileURLToPath(import.meta.url), log);
  const sqliteOk = await runEngine('sqlite', config);
  const postgresOk = rerunWithPostgres(root, fileURLToPath(import.meta.url), log);
  printComparison(startedAt, config.records);
  return sqliteOk && postgresOk;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(error?.stack ?? error);
    process.exit(1);
  },
);
