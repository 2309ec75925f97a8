#!/usr/bin/env node
// Server CPU per submit, one build against another, for changes that should cost a submit nothing: the
// records benchmark's back-to-back submits share one connection with 50 annotators' queue searches, so
// their figures move by ±10% from run to run; one annotator submitting alone measures the server's own
// work per answer. Each checkout must be built (`npm run build`).
//
//   node bench/records/submit-cpu.mjs <checkoutA> <checkoutB>     ROUNDS (default 4) rounds, order alternating
//
// Per round and checkout: a fresh SQLite server, 1,000 records (the records benchmark's), 100 submits to
// warm up, then 900 sequential POST /records/{id}/responses, with the server process's CPU time
// (utime + stime from /proc, so Linux only) read before and after.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Api } from './lib/api.mjs';
import { bulkBody } from './lib/data.mjs';
import { createDataset, defaultWorkspaceId, randomSecret } from './lib/dataset.mjs';
import { startServer } from './lib/server.mjs';

const RECORDS = 1000;
const WARM_UP = 100;
const CLOCK_TICK_MS = 10; // USER_HZ is 100 on Linux
const ANSWER = { status: 'submitted', values: { label: { value: 'positive' }, rating: { value: 3 } } };

function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
}

async function measure(root) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gloss-submit-cpu-'));
  const apiKey = randomSecret(24);
  const env = { GLOSS_OWNER_USERNAME: 'owner', GLOSS_OWNER_PASSWORD: randomSecret(12), GLOSS_OWNER_API_KEY: apiKey };
  const server = await startServer({ root, dataDir, env });
  try {
    const api = new Api(server.url, apiKey);
    const dataset = await createDataset(api, await defaultWorkspaceId(api), 'submit-cpu');
    for (let from = 0; from < RECORDS; from += 500) {
      await api.request('PUT', `/api/v1/datasets/${dataset.id}/records/bulk`, { body: bulkBody(from, from + 500, dataset.questions) });
    }
    const page = JSON.parse((await api.request('GET', `/api/v1/datasets/${dataset.id}/records?offset=0&limit=${RECORDS}`)).text);
    const ids = page.items.map((record) => record.id);
    const submit = (id) => api.request('POST', `/api/v1/records/${id}/responses`, { body: ANSWER });
    for (const id of ids.slice(0, WARM_UP)) await submit(id);
    const cpuBefore = cpuMs(server.pid);
    const started = performance.now();
    for (const id of ids.slice(WARM_UP)) await submit(id);
    const count = ids.length - WARM_UP;
    return { cpu: (cpuMs(server.pid) - cpuBefore) / count, wall: (performance.now() - started) / count };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const checkouts = process.argv.slice(2);
if (checkouts.length !== 2) throw new Error('usage: node bench/records/submit-cpu.mjs <checkoutA> <checkoutB>');
const rounds = Number(process.env.ROUNDS ?? 4);
for (let round = 0; round < rounds; round += 1) {
  for (const root of round % 2 === 0 ? checkouts : [...checkouts].reverse()) {
    const { cpu, wall } = await measure(root);
    console.log(`${root}\tserver cpu ${cpu.toFixed(3)} ms/submit\twall ${wall.toFixed(3)} ms/submit`);
  }
}
