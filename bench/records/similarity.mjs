#!/usr/bin/env node
// The similarity search of the records benchmark alone, on a database a run kept (BENCH_KEEP_DATA=1): the
// server is started on it, the vector index loaded and (past GLOSS_VECTOR_ANN_THRESHOLD) its approximate
// graph built, then the search is measured with its recall@50, and the server's memory sampled throughout.
//
//   npm run build && node bench/records/similarity.mjs <data directory> <owner API key>
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Api } from './lib/api.mjs';
import { machine, describeMachine } from './lib/report.mjs';
import { measureSearch, searchCases } from './lib/searches.mjs';
import { MemorySampler, readMemory, startServer } from './lib/server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const [dataDir, apiKey] = process.argv.slice(2);
if (!dataDir || !apiKey) throw new Error('usage: node bench/records/similarity.mjs <data directory> <owner API key>');
const requests = Number(process.env.BENCH_SEARCH_REQUESTS ?? 100);
const warmup = Number(process.env.BENCH_WARMUP ?? 10);

const server = await startServer({ root, dataDir, env: { GLOSS_OWNER_API_KEY: apiKey, GLOSS_LOG_LEVEL: 'warn' } });
const sampler = new MemorySampler(server.pid);
try {
  const owner = new Api(server.url, apiKey);
  const { items } = await owner.get('/api/v1/me/datasets');
  const dataset = items.find((item) => item.name === 'bench-records');
  if (!dataset) throw new Error('no bench-records dataset in this database');
  const search = searchCases({ owner, annotators: [], datasetId: dataset.id }).find((item) => item.name === 'vector');
  const started = Date.now();
  const measured = await measureSearch(search, { warmup, requests });
  const records = (await owner.post(`/api/v1/datasets/${dataset.id}/records/search?limit=1`, {})).total;
  const result = {
    benchmark: 'records-similarity',
    at: new Date().toISOString(),
    machine: machine(root),
    records,
    seconds: Math.round((Date.now() - started) / 1000),
    ...measured,
    peakServerMiB: Math.round(sampler.peakMiB),
    hwmMiB: Math.round(readMemory(server.pid)?.hwmMiB ?? 0),
  };
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', `similarity-${records}.json`), `${JSON.stringify(result, null, 2)}\n`);
  const { p50, p95 } = measured.latencyMs;
  console.log(`similarity top-50 on ${records.toLocaleString('en-US')} records: p50 ${p50} ms, p95 ${p95} ms; recall@50 ${measured.recallAt50} (${measured.recallQueries} queries); index ${JSON.stringify(measured.vectorIndex)}; server peak ${result.peakServerMiB} MiB`);
  console.log(`machine: ${describeMachine(result.machine)}`);
} finally {
  sampler.stop();
  await server.stop();
}
