#!/usr/bin/env node
// The records benchmark's searches again, on a database a run kept (BENCH_KEEP_DATA=1), as the owner: the
// server is started on it and each search measured twice in a row, so that the first pass shows a server
// whose files are not yet in the page cache (as after a restart) and the second a warm one. The similarity
// search waits first for the vector index (past GLOSS_VECTOR_ANN_THRESHOLD, its graph: read back from disk,
// or built) and gives its recall@50. The server's memory is sampled throughout.
//
//   npm run build && node bench/records/searches.mjs <data directory> <owner API key> [search names...]
// with the run's BENCH_TOPICS (and BENCH_RECORDS) in the environment: the queries, and the exact answers the
// recall is measured against, are drawn from the same embeddings as the records.
//   (names: text, text_terms, range_sort, vector; all of them by default)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Api } from './lib/api.mjs';
import { machine, describeMachine } from './lib/report.mjs';
import { measureSearch, searchCases } from './lib/searches.mjs';
import { MemorySampler, readMemory, startServer } from './lib/server.mjs';

const OWNER_SEARCHES = ['text', 'text_terms', 'range_sort', 'vector'];
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const [dataDir, apiKey, ...names] = process.argv.slice(2);
if (!dataDir || !apiKey) throw new Error('usage: node bench/records/searches.mjs <data directory> <owner API key> [search names...]');
const wanted = names.length > 0 ? names : OWNER_SEARCHES;
const unknown = wanted.filter((name) => !OWNER_SEARCHES.includes(name));
if (unknown.length > 0) throw new Error(`unknown searches ${unknown.join(', ')}: pick among ${OWNER_SEARCHES.join(', ')}`);
const requests = Number(process.env.BENCH_SEARCH_REQUESTS ?? 100);
const warmup = Number(process.env.BENCH_WARMUP ?? 10);

const server = await startServer({ root, dataDir, env: { GLOSS_OWNER_API_KEY: apiKey, GLOSS_LOG_LEVEL: 'warn' } });
const sampler = new MemorySampler(server.pid);
try {
  const owner = new Api(server.url, apiKey);
  const { items } = await owner.get('/api/v1/me/datasets');
  const dataset = items.find((item) => item.name === 'bench-records');
  if (!dataset) throw new Error('no bench-records dataset in this database');
  const cases = searchCases({ owner, annotators: [], datasetId: dataset.id });
  const records = (await owner.post(`/api/v1/datasets/${dataset.id}/records/search?limit=1`, {})).total;
  const result = { benchmark: 'records-searches', at: new Date().toISOString(), machine: machine(root), records, searches: {} };
  for (const name of wanted) {
    const search = cases.find((item) => item.name === name);
    const passes = [];
    for (let pass = 0; pass < 2; pass += 1) passes.push(await measureSearch(search, { warmup, requests }));
    result.searches[name] = { first: passes[0], second: passes[1] };
    const line = passes.map((measured, pass) => `${pass === 0 ? 'first' : 'second'} pass p50 ${measured.latencyMs.p50} ms, p95 ${measured.latencyMs.p95} ms`).join('; ');
    const recall = passes[0].recallAt50 === undefined ? '' : `; recall@50 ${passes[0].recallAt50}; index ${JSON.stringify(passes[0].vectorIndex)}`;
    console.log(`${search.title} on ${records.toLocaleString('en-US')} records: ${line}${recall}`);
  }
  result.peakServerMiB = Math.round(sampler.peakMiB);
  result.hwmMiB = Math.round(readMemory(server.pid)?.hwmMiB ?? 0);
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', `searches-${records}.json`), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`server peak ${result.peakServerMiB} MiB; machine: ${describeMachine(result.machine)}`);
} finally {
  sampler.stop();
  await server.stop();
}
