#!/usr/bin/env node
// Ingest through the official SDK: `dataset.records.log(records)` with its default batch size, on a fresh
// Gloss server (SQLite), with the records benchmark's records (two ~100-word texts, three metadata values,
// a 384-dimension embedding, two suggestions). The records are generated and written to disk first; the
// SDK script reads them, builds its `rg.Record` objects (timed apart) and logs them (the rate).
//
//   npm run bench:sdk                  (BENCH_RECORDS, default 20,000)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Api } from '../records/lib/api.mjs';
import { makeRecord } from '../records/lib/data.mjs';
import { createDataset, defaultWorkspaceId, randomSecret } from '../records/lib/dataset.mjs';
import { machine, describeMachine } from '../records/lib/report.mjs';
import { MemorySampler, startServer } from '../records/lib/server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const python = join(root, 'compat', '.venv', 'bin', 'python');
const count = Number(process.env.BENCH_RECORDS ?? 20_000);
if (!Number.isInteger(count) || count < 1) throw new Error('BENCH_RECORDS must be a positive integer');

const scratch = mkdtempSync(join(os.tmpdir(), 'gloss-bench-sdk-'));
const dataDir = join(scratch, 'data');
mkdirSync(dataDir);
const apiKey = randomSecret(24);
const server = await startServer({
  root,
  dataDir,
  env: { GLOSS_OWNER_USERNAME: 'owner', GLOSS_OWNER_PASSWORD: randomSecret(12), GLOSS_OWNER_API_KEY: apiKey, GLOSS_LOG_LEVEL: 'warn' },
});
const sampler = new MemorySampler(server.pid);
try {
  const owner = new Api(server.url, apiKey);
  const workspaceId = await defaultWorkspaceId(owner);
  const dataset = await createDataset(owner, workspaceId, 'bench-sdk');
  const names = { [dataset.questions.label]: 'label', [dataset.questions.rating]: 'rating' };
  const file = join(scratch, 'records.jsonl');
  const lines = [];
  for (let i = 0; i < count; i += 1) {
    const record = makeRecord(i, dataset.questions);
    const suggestions = record.suggestions.map(({ question_id, value, score, agent }) => ({ question_name: names[question_id], value, score, agent }));
    lines.push(JSON.stringify({ ...record, suggestions }));
  }
  writeFileSync(file, `${lines.join('\n')}\n`);
  const workspace = (await owner.get(`/api/v1/workspaces/${workspaceId}`)).name;
  const run = spawnSync(python, [join(root, 'bench', 'sdk', 'log_records.py'), file, 'bench-sdk', workspace], {
    env: { ...process.env, GLOSS_BENCH_API_URL: server.url, GLOSS_BENCH_API_KEY: apiKey },
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
  });
  if (run.status !== 0) throw new Error(`the SDK script failed (${run.status}):\n${run.stderr.slice(-3000)}`);
  const timing = JSON.parse(run.stdout.trim().split('\n').pop());
  const total = (await owner.post(`/api/v1/datasets/${dataset.id}/records/search?limit=1`, {})).total;
  if (total !== count) throw new Error(`the dataset holds ${total} records after logging ${count}`);
  const result = {
    benchmark: 'sdk-ingest',
    at: new Date().toISOString(),
    machine: machine(root),
    ...timing,
    recordsPerSecond: Math.round(count / timing.logSeconds),
    peakServerMiB: Math.round(sampler.peakMiB),
  };
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', 'sdk-ingest.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`SDK dataset.records.log, batch size ${timing.batchSize}: ${count.toLocaleString('en-US')} records in ${timing.logSeconds.toFixed(1)} s = ${result.recordsPerSecond.toLocaleString('en-US')} records/s (target 5,000); building the rg.Record objects took ${timing.buildSeconds.toFixed(1)} s more; server peak ${result.peakServerMiB} MiB`);
  console.log(`machine: ${describeMachine(result.machine)}`);
} finally {
  sampler.stop();
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}
