#!/usr/bin/env node
// The team benchmark (issue 26): fairness under load. A dataset of 20,000 records, 50 annotators in a
// closed loop (fetch my next pending record, submit, repeat) and one admin searching and exporting
// meanwhile, against the same admin alone; then 50 annotators at a person's pace. On SQLite, then on
// PostgreSQL. See bench/team/README.md.
//
//   node bench/team/run.mjs                    both engines (PostgreSQL through scripts/with-postgres.sh)
//   node bench/team/run.mjs --engine sqlite    one engine
//   node bench/team/run.mjs --engine postgres
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Api, ApiError } from '../records/lib/api.mjs';
import { cpuWatch } from '../records/lib/cpu.mjs';
import { createAnnotators, defaultWorkspaceId, randomSecret } from '../records/lib/dataset.mjs';
import { createBenchDatabase, postgresVersion, rerunWithPostgres } from '../records/lib/postgres.mjs';
import { describeMachine, machine } from '../records/lib/report.mjs';
import { MemorySampler, readMemory, startServer } from '../records/lib/server.mjs';
import { DEFAULT_RECORDS, readConfig, TARGETS } from './lib/config.mjs';
import { adminAlone, closedLoop, paced } from './lib/phases.mjs';
import { printReport, verdicts, writeResults } from './lib/report.mjs';
import { createTeamDataset, seed } from './lib/seed.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const t0 = performance.now();
const log = (message) => console.log(`[team ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${message}`);

/** Environment for the server: ours, minus any GLOSS_ variable of the caller's shell. */
function serverEnvironment(extra) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('GLOSS_')));
  return { ...env, ...extra };
}

/** What `git status` lists: the server measured may hold changes not in the commit recorded. */
function uncommittedFiles() {
  const status = spawnSync('git', ['-C', root, 'status', '--porcelain'], { encoding: 'utf8' });
  return status.status === 0 ? status.stdout.split('\n').filter(Boolean) : null;
}

async function waitForFile(path, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(path)) {
    if (Date.now() > deadline) return false;
    await sleep(200);
  }
  return true;
}

async function runEngine(engine, config) {
  const postgresPort = engine === 'postgres' ? process.env.GLOSS_TEST_POSTGRES_PORT ?? new URL(process.env.GLOSS_TEST_POSTGRES_URL).port : null;
  const cpu = cpuWatch(postgresPort);
  const scratch = mkdtempSync(join(os.tmpdir(), `gloss-bench-team-${engine}-`));
  const dataDir = join(scratch, 'data');
  mkdirSync(dataDir);
  const apiKey = randomSecret(24);
  const env = { GLOSS_OWNER_USERNAME: 'owner', GLOSS_OWNER_PASSWORD: randomSecret(12), GLOSS_OWNER_API_KEY: apiKey, GLOSS_LOG_LEVEL: 'warn' };
  const profileFile = join(scratch, 'server.cpuprofile');
  if (config.profile) {
    env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --require ${join(here, 'lib', 'cpu-profile.cjs')}`.trim();
    env.BENCH_TEAM_PROFILE_FILE = profileFile;
  }
  const m = machine(root);
  const build = join(root, 'server', 'dist', 'main.js');
  const document = {
    benchmark: 'team',
    issue: 26,
    engine,
    startedAt: new Date().toISOString(),
    machine: m,
    // The server that ran: bench:team builds first, `node bench/team/run.mjs` runs whatever server/dist holds.
    serverBuiltAt: statSync(build).mtime.toISOString(),
    uncommittedFiles: uncommittedFiles(),
    config,
    targets: TARGETS,
    results: { warnings: [] },
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
  log(`server pid ${server.pid} at ${server.url}${config.profile ? ' (CPU profile of the closed loop + admin phase)' : ''}`);
  cpu.serverStarted(server.pid);
  const sampler = new MemorySampler(server.pid);
  const owner = new Api(server.url, apiKey);

  async function step(name, fn) {
    const started = performance.now();
    log(`> ${name}`);
    try {
      const value = await fn();
      log(`< ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      return value;
    } catch (error) {
      const detail = error instanceof ApiError ? error.toJSON() : { message: String(error?.stack ?? error) };
      document.errors.push({ step: name, ...detail });
      log(`! ${name} failed: ${error.message}`);
      return null;
    }
  }

  try {
    const setup = await step(`seed ${config.records.toLocaleString('en-US')} records and ${config.annotators} annotators`, async () => {
      sampler.mark('seed');
      const workspaceId = await defaultWorkspaceId(owner);
      const dataset = await createTeamDataset(owner, workspaceId, `team-${config.records}`);
      const ingest = await seed(owner, dataset.id, dataset.question.id, { records: config.records, concurrency: config.ingestConcurrency, scratch, log });
      log(`  ${ingest.records.toLocaleString('en-US')} records at ${Math.round(ingest.recordsPerSecond).toLocaleString('en-US')} records/s`);
      const annotators = await createAnnotators(owner, workspaceId, config.annotators);
      return { workspaceId, dataset, ingest, annotators };
    });
    if (setup) {
      results.ingest = { records: setup.ingest.records, seconds: setup.ingest.seconds, recordsPerSecond: Math.round(setup.ingest.recordsPerSecond), concurrency: setup.ingest.concurrency, bytes: setup.ingest.bytes };
      const users = setup.annotators.map((a) => ({ username: a.username, api: owner.as(a.apiKey) }));
      const ctx = { owner, server, postgresPort, sampler, datasetId: setup.dataset.id, question: setup.dataset.question, users, config, log, warnings: results.warnings };
      results.alone = await step('the admin alone: text searches, then an export', () => adminAlone(ctx));
      if (config.baselineSeconds > 0) {
        results.baseline = await step(`${config.annotators} annotators in a closed loop, alone, ${config.baselineSeconds} s`, () =>
          closedLoop(ctx, { name: 'closed loop alone', seconds: config.baselineSeconds, withAdmin: false }),
        );
      }
      if (config.loopSeconds > 0) {
        results.loop = await step(`${config.annotators} annotators in a closed loop + the admin (export ${config.exportAfterSeconds} s in), ${config.loopSeconds} s`, async () => {
          if (config.profile) process.kill(server.pid, 'SIGUSR2');
          try {
            return await closedLoop(ctx, { name: 'closed loop + admin', seconds: config.loopSeconds, withAdmin: true });
          } finally {
            if (config.profile) process.kill(server.pid, 'SIGUSR2');
          }
        });
        if (config.profile) document.profile = await keepProfile(profileFile, engine, document);
      }
      if (config.pacedSeconds > 0) {
        results.paced = await step(`${config.annotators} paced annotators, ${config.pacedSeconds} s`, () => paced(ctx, { name: 'paced', seconds: config.pacedSeconds }));
      }
    }
  } finally {
    sampler.stop();
    const memory = readMemory(server.pid);
    results.memory = { peakRssMiB: Math.round(sampler.peakMiB), hwmMiB: memory ? Math.round(memory.hwmMiB) : null, byPhase: Object.fromEntries(Object.entries(sampler.byPhase).map(([k, v]) => [k, Math.round(v)])) };
    document.cpu = cpu.finish();
    document.server = { exit: await server.stop() };
    document.finishedAt = new Date().toISOString();
    if (statSync(build).mtime.toISOString() !== document.serverBuiltAt) {
      results.warnings.push(`server/dist was rebuilt during the run (${document.serverBuiltAt} → ${statSync(build).mtime.toISOString()}): the server started before it ran the older build`);
    }
    if (config.keepData) log(`data directory kept (BENCH_TEAM_KEEP_DATA=1): ${dataDir}, owner API key ${apiKey}`);
    else rmSync(scratch, { recursive: true, force: true });
  }
  return report(engine, config, document);
}

/** Copies the server's CPU profile of the closed loop + admin phase next to the results and prints its heaviest functions. */
async function keepProfile(file, engine, document) {
  if (!(await waitForFile(file))) {
    log('no CPU profile was written');
    return null;
  }
  const size = document.config.records === DEFAULT_RECORDS ? '' : `-${document.config.records}`;
  const target = join(root, 'bench', 'results', `team-${engine}-${document.startedAt.slice(0, 10)}${size}-loop.cpuprofile`);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(file, target);
  log(`server CPU profile of the closed loop + admin: ${relative(process.cwd(), target)}; its heaviest functions:`);
  spawnSync(process.execPath, [join(root, 'bench', 'annotate', 'profile-top.mjs'), target, '25'], { stdio: 'inherit' });
  return relative(root, target);
}

function report(engine, config, document) {
  const { results } = document;
  if (document.cpu && document.cpu.otherCores > 0.2) {
    results.warnings.push(`other processes kept ${document.cpu.otherCores} of ${document.machine.nproc} cores busy on average during the run: the machine was shared`);
  }
  document.verdicts = verdicts(results);
  const file = writeResults(root, engine, document);
  printReport(`Team benchmark on ${engine} (${config.records.toLocaleString('en-US')} records, ${config.annotators} annotators)`, results, document);
  console.log(`\nmachine: ${describeMachine(document.machine)}${document.postgres ? `; PostgreSQL ${document.postgres.version}` : ''}`);
  if (results.ingest) console.log(`seeded ${results.ingest.records.toLocaleString('en-US')} records at ${results.ingest.recordsPerSecond.toLocaleString('en-US')} records/s (untimed setup)`);
  if (results.memory) console.log(`server memory: peak VmRSS ${results.memory.peakRssMiB} MiB (VmHWM ${results.memory.hwmMiB ?? '?'} MiB)`);
  if (document.cpu) {
    const c = document.cpu;
    const postgres = 'postgresCores' in c ? `, PostgreSQL ${c.postgresCores ?? '?'}` : '';
    console.log(`cpu over the whole run (${c.seconds} s, average cores): server ${c.serverCores}${postgres}, benchmark client ${c.benchClientCores}, everything else ${c.otherCores}; load average ${c.loadAverageAtStart} at the start, ${c.loadAverageAtEnd} at the end`);
  }
  for (const warning of results.warnings) console.log(`warning: ${warning}`);
  for (const error of document.errors) console.log(`error in ${error.step}: ${JSON.stringify(error)}`);
  console.log(`results: ${relative(process.cwd(), file)}`);
  return document.errors.length === 0;
}

async function main() {
  const args = process.argv.slice(2);
  const engineIndex = args.indexOf('--engine');
  const engine = engineIndex >= 0 ? args[engineIndex + 1] : 'all';
  if (!['all', 'sqlite', 'postgres'].includes(engine)) throw new Error('--engine must be sqlite, postgres or all');
  if (!existsSync(join(root, 'server', 'dist', 'main.js'))) throw new Error('server/dist/main.js is missing: run `npm run build` first (npm run bench:team does)');
  const config = readConfig();
  if (engine === 'postgres') return process.env.GLOSS_TEST_POSTGRES_URL ? runEngine('postgres', config) : rerunWithPostgres(root, fileURLToPath(import.meta.url), log);
  const sqliteOk = await runEngine('sqlite', config);
  if (engine === 'sqlite') return sqliteOk;
  return rerunWithPostgres(root, fileURLToPath(import.meta.url), log) && sqliteOk;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(error?.stack ?? error);
    process.exit(1);
  },
);
