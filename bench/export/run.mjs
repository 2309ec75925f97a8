#!/usr/bin/env node
// The export benchmark: seeds the records benchmark's dataset (without its vectors, with two annotators'
// answers on every record), then downloads it whole in each format, and the parts a filter and a text
// query keep, from a real Gloss server on SQLite and then on PostgreSQL. See bench/README.md.
//
//   node bench/export/run.mjs                    both engines (PostgreSQL through scripts/with-postgres.sh)
//   node bench/export/run.mjs --engine sqlite    one engine
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parquetMetadataAsync } from 'hyparquet';
import { Api } from '../records/lib/api.mjs';
import { VOCABULARY } from '../records/lib/data.mjs';
import { createAnnotators, createDataset, defaultWorkspaceId, randomSecret } from '../records/lib/dataset.mjs';
import { countRecords, discardBatches, prepareBatches, sendBatches } from '../records/lib/ingest.mjs';
import { createBenchDatabase, postgresVersion } from '../records/lib/postgres.mjs';
import { describeMachine, machine } from '../records/lib/report.mjs';
import { MemorySampler, readMemory, startServer } from '../records/lib/server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const t0 = performance.now();
const log = (message) => console.log(`[export ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${message}`);

const RECORDS = Number((process.env.BENCH_RECORDS ?? '100000').replace(/_/g, ''));
if (!Number.isInteger(RECORDS) || RECORDS < 1) throw new Error('BENCH_RECORDS must be a positive integer');

/** What is exported: every record in each format, then what a metadata filter and a text query keep. */
const CASES = [
  { name: 'all jsonl', body: { format: 'jsonl' } },
  { name: 'all csv', body: { format: 'csv' } },
  { name: 'all parquet', body: { format: 'parquet' } },
  {
    name: 'category filter jsonl',
    body: { format: 'jsonl', filters: { and: [{ type: 'terms', scope: { entity: 'metadata', metadata_property: 'category' }, values: ['news', 'sports'] }] } },
  },
  // The vocabulary's 10th most frequent word, held by about 90% of the records, and its 500th (about 10%).
  { name: 'common word jsonl', body: { format: 'jsonl', query: { text: { q: VOCABULARY[9] } } } },
  { name: 'rarer word jsonl', body: { format: 'jsonl', query: { text: { q: VOCABULARY[499] } } } },
];

/**
 * Downloads one export as a client would save it, without keeping it: bytes and records counted as they
 * arrive, the time to the first byte and to the last, and the server's memory meanwhile.
 */
async function measureExport(api, datasetId, body, sampler) {
  sampler.mark(JSON.stringify(body));
  const others = watchOtherRequests(api);
  const started = performance.now();
  const response = await fetch(`${api.baseUrl}/api/v1/datasets/${datasetId}/records/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Argilla-Api-Key': api.apiKey },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`export answered ${response.status}: ${await response.text()}`);
  const headersMs = Math.round(performance.now() - started);
  const total = Number(response.headers.get('x-gloss-total'));
  let firstByteMs = null;
  let bytes = 0;
  let newlines = 0;
  const tail = [];
  let tailBytes = 0;
  for await (const chunk of response.body) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.length;
    if (body.format !== 'parquet') {
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines += 1;
    } else {
      // Parquet's footer (its metadata) is in its last bytes: they are kept to count the rows it holds.
      tail.push(chunk);
      tailBytes += chunk.length;
      while (tail.length > 1 && tailBytes - tail[0].length > 8 * 2 ** 20) tailBytes -= tail.shift().length;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const otherRequestsMs = await others.stop();
  const peakRssMiB = Math.round(sampler.byPhase[JSON.stringify(body)] ?? 0);
  const rows = body.format === 'jsonl' ? newlines : body.format === 'csv' ? newlines - 1 : await parquetRows(Buffer.concat(tail), bytes);
  return { total, rows, bytes, seconds, headersMs, firstByteMs: Math.round(firstByteMs ?? 0), recordsPerSecond: Math.round(rows / seconds), mibPerSecond: Math.round((bytes / 2 ** 20 / seconds) * 10) / 10, peakRssMiB, otherRequestsMs };
}

/**
 * Someone else using the server meanwhile: `GET /api/v1/me` every 100 ms while an export streams. Its
 * latencies say how long the export holds the server's event loop at a time.
 */
function watchOtherRequests(api) {
  const latencies = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await api.get('/api/v1/me');
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const sorted = latencies.sort((a, b) => a - b);
      const at = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
      return { n: sorted.length, p50: at(50), p95: at(95), max: Math.round(sorted[sorted.length - 1] ?? 0) };
    },
  };
}

/** The row count in a Parquet file's footer, read from the file's last bytes (`fileBytes` long in all). */
async function parquetRows(tail, fileBytes) {
  const offset = fileBytes - tail.length;
  const file = { byteLength: fileBytes, slice: (start, end = fileBytes) => new Uint8Array(tail.subarray(start - offset, end - offset)).buffer };
  return Number((await parquetMetadataAsync(file)).num_rows);
}

async function runEngine(engine) {
  const scratch = mkdtempSync(join(os.tmpdir(), `gloss-bench-export-${engine}-`));
  const dataDir = join(scratch, 'data');
  mkdirSync(dataDir);
  const apiKey = randomSecret(24);
  const env = { GLOSS_OWNER_USERNAME: 'owner', GLOSS_OWNER_PASSWORD: randomSecret(12), GLOSS_OWNER_API_KEY: apiKey, GLOSS_LOG_LEVEL: 'warn' };
  const document = { benchmark: 'export', engine, startedAt: new Date().toISOString(), machine: machine(root), config: { records: RECORDS }, results: {} };
  // Other work on the machine slows every figure: its load average is kept with them.
  document.loadAverageAtStart = os.loadavg().map((load) => Math.round(load * 10) / 10);
  if (engine === 'postgres') {
    env.GLOSS_DATABASE_URL = await createBenchDatabase(root, process.env.GLOSS_TEST_POSTGRES_URL);
    document.postgres = { version: postgresVersion(process.env.GLOSS_TEST_POSTGRES_URL) };
  }
  log(`engine ${engine} on ${describeMachine(document.machine)}`);
  const callerEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('GLOSS_')));
  const server = await startServer({ root, dataDir, env: { ...callerEnv, ...env } });
  const sampler = new MemorySampler(server.pid, 100);
  const owner = new Api(server.url, apiKey);
  try {
    const workspaceId = await defaultWorkspaceId(owner);
    const dataset = await createDataset(owner, workspaceId, 'bench-export');
    const annotators = await createAnnotators(owner, workspaceId, 2);
    log(`seeding ${RECORDS.toLocaleString('en-US')} records, each answered by 2 annotators (not timed)`);
    const prepared = prepareBatches(join(scratch, 'batches'), 0, RECORDS, dataset.questions);
    // No vectors (an export leaves them out unless asked), and every user's answers (an export has them all).
    const answered = (raw) => {
      const body = JSON.parse(raw.toString('utf8'));
      for (const [index, item] of body.items.entries()) {
        delete item.vectors;
        item.responses = annotators.map((annotator, n) => ({
          user_id: annotator.id,
          status: 'submitted',
          values: { label: { value: ['positive', 'negative', 'neutral', 'mixed'][(index + n) % 4] }, rating: { value: 1 + ((index + n) % 5) } },
        }));
      }
      return JSON.stringify(body);
    };
    try {
      const ingest = await sendBatches(owner, dataset.id, prepared, 1, () => {}, { transform: answered });
      log(`seeded at ${Math.round(ingest.recordsPerSecond)} records/s`);
    } finally {
      discardBatches(prepared);
    }
    if ((await countRecords(owner, dataset.id)) !== RECORDS) throw new Error('the dataset does not hold every record sent');
    sampler.mark('idle');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    document.results.idleRssMiB = Math.round(readMemory(server.pid)?.rssMiB ?? 0);
    for (const { name, body } of CASES) {
      const measured = await measureExport(owner, dataset.id, body, sampler);
      document.results[name] = measured;
      if (measured.rows !== measured.total) log(`warning: ${name} held ${measured.rows} records, X-Gloss-Total said ${measured.total}`);
      log(
        `${name.padEnd(22)} ${measured.rows.toLocaleString('en-US').padStart(9)} records, ${(measured.bytes / 2 ** 20).toFixed(0).padStart(5)} MiB in ${measured.seconds.toFixed(1).padStart(6)} s: ` +
          `${measured.recordsPerSecond.toLocaleString('en-US')} records/s, ${measured.mibPerSecond} MiB/s, headers ${measured.headersMs} ms, first byte ${measured.firstByteMs} ms, server RSS ≤ ${measured.peakRssMiB} MiB, ` +
          `another user's requests meanwhile p95 ${measured.otherRequestsMs.p95} ms (max ${measured.otherRequestsMs.max})`,
      );
    }
  } finally {
    sampler.stop();
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
  document.finishedAt = new Date().toISOString();
  document.loadAverageAtEnd = os.loadavg().map((load) => Math.round(load * 10) / 10);
  const file = join(root, 'bench', 'results', `export-${engine}${RECORDS === 100_000 ? '' : `-${RECORDS}`}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  log(`idle server RSS ${document.results.idleRssMiB} MiB; results: ${relative(process.cwd(), file)}`);
  return true;
}

async function main() {
  const args = process.argv.slice(2);
  const engine = args.includes('--engine') ? args[args.indexOf('--engine') + 1] : 'all';
  if (!['all', 'sqlite', 'postgres'].includes(engine)) throw new Error('--engine must be sqlite, postgres or all');
  if (!existsSync(join(root, 'server', 'dist', 'main.js'))) throw new Error('server/dist/main.js is missing: run `npm run build` first');
  if (engine === 'sqlite') return runEngine('sqlite');
  if (engine === 'postgres' && process.env.GLOSS_TEST_POSTGRES_URL) return runEngine('postgres');
  const sqliteOk = engine === 'all' ? await runEngine('sqlite') : true;
  const child = spawnSync('bash', [join(root, 'scripts', 'with-postgres.sh'), process.execPath, fileURLToPath(import.meta.url), '--engine', 'postgres'], { cwd: root, stdio: 'inherit' });
  return sqliteOk && child.status === 0;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(error?.stack ?? error);
    process.exit(1);
  },
);
