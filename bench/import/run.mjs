#!/usr/bin/env node
// The import benchmark: writes a CSV and a Parquet file of the same rows, uploads and imports each into a
// fresh dataset of a real Gloss server as a background job, and measures the same rows sent through the
// bulk API on that server as the floor, on SQLite and then on PostgreSQL. See bench/README.md.
//
//   node bench/import/run.mjs                    both engines (PostgreSQL through scripts/with-postgres.sh)
//   node bench/import/run.mjs --engine sqlite    one engine
//   node bench/import/run.mjs --engine postgres
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Api, ApiError } from '../records/lib/api.mjs';
import { cpuWatch } from '../records/lib/cpu.mjs';
import { defaultWorkspaceId, randomSecret } from '../records/lib/dataset.mjs';
import { createBenchDatabase, postgresVersion, rerunWithPostgres } from '../records/lib/postgres.mjs';
import { describeMachine, machine } from '../records/lib/report.mjs';
import { startServer } from '../records/lib/server.mjs';
import { ensureSourceFiles, PARQUET_ROW_GROUP } from './lib/files.mjs';
import { measureBulk, measureImport } from './lib/phases.mjs';
import { DEFAULT_ROWS, TARGETS, printReport, writeResults } from './lib/report.mjs';
import { idleRss } from './lib/watch.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const STEPS = ['csv', 'parquet', 'bulk'];

function positiveInt(name, fallback, min = 1) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min} (got "${raw}")`);
  return value;
}

function readConfig() {
  const concurrency = process.env.BENCH_IMPORT_BULK_CONCURRENCY ?? 'auto';
  if (!['auto', '1', '2'].includes(concurrency)) throw new Error('BENCH_IMPORT_BULK_CONCURRENCY must be auto, 1 or 2');
  const steps = (process.env.BENCH_IMPORT_ONLY ?? STEPS.join(',')).split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = steps.filter((s) => !STEPS.includes(s));
  if (unknown.length > 0 || steps.length === 0) throw new Error(`BENCH_IMPORT_ONLY takes ${STEPS.join(', ')} (got "${process.env.BENCH_IMPORT_ONLY}")`);
  return {
    rows: positiveInt('BENCH_IMPORT_ROWS', DEFAULT_ROWS),
    steps: STEPS.filter((s) => steps.includes(s)),
    bulkConcurrency: concurrency,
    pollMs: positiveInt('BENCH_IMPORT_POLL_MS', 250),
    parquetRowGroup: PARQUET_ROW_GROUP,
    profile: process.env.BENCH_IMPORT_PROFILE === '1',
  };
}

const t0 = performance.now();
const log = (message) => console.log(`[import ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${message}`);

/** Environment for the server: ours, minus any GLOSS_ variable of the caller's shell. */
function serverEnvironment(extra) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('GLOSS_')));
  return { ...env, ...extra };
}

/** The directory of the files to import: BENCH_IMPORT_FILES_DIR when given (kept), else a temp one. */
function sourceFiles(config) {
  const given = process.env.BENCH_IMPORT_FILES_DIR;
  const dir = given || mkdtempSync(join(os.tmpdir(), 'gloss-bench-import-files-'));
  mkdirSync(dir, { recursive: true });
  log(`files of ${config.rows.toLocaleString('en-US')} rows in ${dir}${given ? '' : ' (removed at the end)'}`);
  const files = config.steps.some((s) => s !== 'bulk') ? ensureSourceFiles(dir, config.rows, log) : {};
  return { dir, files, temporary: !given };
}

async function runEngine(engine, config, files) {
  const postgresPort = engine === 'postgres' ? process.env.GLOSS_TEST_POSTGRES_PORT ?? new URL(process.env.GLOSS_TEST_POSTGRES_URL).port : null;
  const cpu = cpuWatch(postgresPort);
  const scratch = mkdtempSync(join(os.tmpdir(), `gloss-bench-import-${engine}-`));
  const dataDir = join(scratch, 'data');
  const profileDir = join(scratch, 'profile');
  mkdirSync(dataDir);
  const apiKey = randomSecret(24);
  const env = { GLOSS_OWNER_USERNAME: 'owner', GLOSS_OWNER_PASSWORD: randomSecret(12), GLOSS_OWNER_API_KEY: apiKey, GLOSS_LOG_LEVEL: 'warn' };
  if (config.profile) {
    // Node refuses --cpu-prof in NODE_OPTIONS; a preloaded module starts the same profiler instead.
    mkdirSync(profileDir);
    env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --require ${join(here, 'lib', 'cpu-profile.cjs')}`.trim();
    env.BENCH_IMPORT_PROFILE_FILE = join(profileDir, 'server.cpuprofile');
  }
  const m = machine(root);
  const document = {
    benchmark: 'import',
    engine,
    startedAt: new Date().toISOString(),
    machine: m,
    config,
    targets: TARGETS,
    results: { imports: {}, warnings: [] },
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

  let server;
  try {
    server = await startServer({ root, dataDir, env: serverEnvironment(env) });
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
  log(`server pid ${server.pid} at ${server.url}${config.profile ? ' (CPU profile on)' : ''}`);
  cpu.serverStarted(server.pid);
  const owner = new Api(server.url, apiKey);

  async function phase(name, fn) {
    const started = performance.now();
    log(`> ${name}`);
    try {
      const value = await fn();
      log(`< ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      return value;
    } catch (error) {
      const detail = error instanceof ApiError ? error.toJSON() : { message: String(error?.stack ?? error) };
      document.errors.push({ phase: name, ...detail });
      log(`! ${name} failed: ${error.message}`);
      return null;
    }
  }

  try {
    results.serverIdleAtStartMB = await idleRss(server.pid);
    log(`server idle at start: ${results.serverIdleAtStartMB} MB`);
    const workspaceId = await phase('setup', () => defaultWorkspaceId(owner));
    const context = { owner, server, postgresPort, postgresUrl: env.GLOSS_DATABASE_URL ?? null, workspaceId, rows: config.rows, log, warnings: results.warnings };
    for (const format of workspaceId ? config.steps.filter((s) => s !== 'bulk') : []) {
      const last = format === config.steps.at(-1);
      const measured = await phase(`import ${format}`, () => measureImport({ ...context, format, file: files[format], pollMs: config.pollMs, last }));
      if (measured) results.imports[format] = measured;
    }
    if (workspaceId && config.steps.includes('bulk')) {
      const bulk = await phase('bulk floor', () => measureBulk({ ...context, concurrency: config.bulkConcurrency, scratch, last: true }));
      if (bulk) results.bulk = bulk;
    }
    for (const measured of Object.values(results.imports)) {
      if (results.bulk?.main) measured.overBulk = Math.round((measured.rowsPerSecond / results.bulk.main.recordsPerSecond) * 100) / 100;
    }
  } finally {
    document.cpu = cpu.finish();
    document.server = { exit: await server.stop() };
    document.finishedAt = new Date().toISOString();
    if (config.profile) document.profile = keepProfile(profileDir, engine, document);
    if (process.env.BENCH_IMPORT_KEEP_DATA === '1') log(`data directory kept (BENCH_IMPORT_KEEP_DATA=1): ${dataDir}, owner API key ${apiKey}`);
    else rmSync(scratch, { recursive: true, force: true });
  }
  return report(engine, config, document);
}

/** Copies the server's CPU profile next to the results and prints its heaviest functions. */
function keepProfile(profileDir, engine, document) {
  const written = existsSync(profileDir) ? readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile')) : [];
  if (written.length === 0) {
    log('no CPU profile was written (did the server exit cleanly?)');
    return null;
  }
  const size = document.config.rows === DEFAULT_ROWS ? '' : `-${document.config.rows}`;
  const target = join(root, 'bench', 'results', `import-${engine}-${document.startedAt.slice(0, 10)}${size}-${document.config.steps.join('-')}.cpuprofile`);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(join(profileDir, written[0]), target);
  log(`server CPU profile: ${relative(process.cwd(), target)}; its heaviest functions:`);
  spawnSync(process.execPath, [join(root, 'bench', 'annotate', 'profile-top.mjs'), target, '25'], { stdio: 'inherit' });
  return relative(root, target);
}

function report(engine, config, document) {
  const { results } = document;
  if (document.cpu && document.cpu.otherCores > 0.2) {
    results.warnings.push(`other processes kept ${document.cpu.otherCores} of ${document.machine.nproc} cores busy on average during the run: the machine was shared`);
  }
  const file = writeResults(root, engine, document);
  printReport(`Import benchmark on ${engine} (${config.rows.toLocaleString('en-US')} rows)`, results, config.rows);
  console.log(`\nmachine: ${describeMachine(document.machine)}${document.postgres ? `; PostgreSQL ${document.postgres.version}` : ''}`);
  if (document.cpu) {
    const c = document.cpu;
    const postgres = 'postgresCores' in c ? `, PostgreSQL ${c.postgresCores ?? '?'}` : '';
    console.log(`cpu during the run (${c.seconds} s, average cores): server ${c.serverCores}${postgres}, benchmark client ${c.benchClientCores}, everything else ${c.otherCores}; load average ${c.loadAverageAtStart} at the start, ${c.loadAverageAtEnd} at the end`);
  }
  for (const warning of results.warnings) console.log(`warning: ${warning}`);
  for (const error of document.errors) console.log(`error in ${error.phase}: ${JSON.stringify(error)}`);
  console.log(`results: ${relative(process.cwd(), file)}`);
  return document.errors.length === 0;
}

async function main() {
  const args = process.argv.slice(2);
  const engineIndex = args.indexOf('--engine');
  const engine = engineIndex >= 0 ? args[engineIndex + 1] : 'all';
  if (!['all', 'sqlite', 'postgres'].includes(engine)) throw new Error('--engine must be sqlite, postgres or all');
  if (!existsSync(join(root, 'server', 'dist', 'main.js'))) throw new Error('server/dist/main.js is missing: run `npm run build` first (npm run bench:import does)');
  const config = readConfig();
  const { dir, files, temporary } = sourceFiles(config);
  try {
    if (engine === 'postgres') return process.env.GLOSS_TEST_POSTGRES_URL ? await runEngine('postgres', config, files) : rerunWithPostgres(root, fileURLToPath(import.meta.url), log, { BENCH_IMPORT_FILES_DIR: dir });
    const sqliteOk = await runEngine('sqlite', config, files);
    if (engine === 'sqlite') return sqliteOk;
    const postgresOk = rerunWithPostgres(root, fileURLToPath(import.meta.url), log, { BENCH_IMPORT_FILES_DIR: dir });
    return sqliteOk && postgresOk;
  } finally {
    if (temporary) rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(error?.stack ?? error);
    process.exit(1);
  },
);
