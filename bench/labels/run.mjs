// Large label sets (issue 14, item 6): a dataset with a 50,000-option label question and a 50,000-option
// multi-label question, then a control dataset whose two questions have 5 options, same records, same calls.
// Times the question create and list, 1,000 records upserted with suggestions, 100 submits one by one,
// one POST /me/responses/bulk of 100, and searches filtering on the label values. SQLite, one server.
//   node bench/labels/run.mjs [--options 50000] [--records 1000] [--submits 100]
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Api } from '../records/lib/api.mjs';
import { startServer } from '../records/lib/server.mjs';
import { summarize } from '../records/lib/stats.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { values: args } = parseArgs({
  options: { options: { type: 'string', default: '50000' }, records: { type: 'string', default: '1000' }, submits: { type: 'string', default: '100' } },
});
const OPTIONS = Number(args.options);
const RECORDS = Number(args.records);
const SUBMITS = Number(args.submits);

// Values and texts of realistic length (a taxonomy path and its readable name), not the schema's maximum.
const optionsOf = (n) => Array.from({ length: n }, (_, i) => ({ value: `category/${i}`, text: `Category number ${i} of the taxonomy` }));
const labelAt = (n, i) => `category/${(i * 7919) % n}`;

async function timed(fn) {
  const started = performance.now();
  const value = await fn();
  return { ms: Math.round((performance.now() - started) * 10) / 10, value };
}

async function makeDataset(api, workspaceId, name, n) {
  const dataset = await api.post('/api/v1/datasets', { name, workspace_id: workspaceId });
  const base = `/api/v1/datasets/${dataset.id}`;
  await api.post(`${base}/fields`, { name: 'text', title: 'Text', required: true, settings: { type: 'text' } });
  const label = await timed(() =>
    api.post(`${base}/questions`, { name: 'label', title: 'Label', required: true, settings: { type: 'label_selection', options: optionsOf(n) } }),
  );
  const multi = await timed(() =>
    api.post(`${base}/questions`, { name: 'tags', title: 'Tags', required: false, settings: { type: 'multi_label_selection', options: optionsOf(n) } }),
  );
  await api.put(`${base}/publish`, {});
  return { id: dataset.id, base, label: label.value, multi: multi.value, createMs: [label.ms, multi.ms] };
}

async function measure(api, dataset, n) {
  const out = { createQuestionMs: dataset.createMs };
  const list = [];
  for (let i = 0; i < 10; i += 1) list.push((await api.request('GET', `${dataset.base}/questions`)).ms);
  out.listQuestions = summarize(list);

  const upserts = [];
  const ids = [];
  for (let start = 0; start < RECORDS; start += 100) {
    const items = Array.from({ length: 100 }, (_, k) => {
      const i = start + k;
      return {
        fields: { text: `Record ${i}: a short text to label.` },
        suggestions: [
          { question_id: dataset.label.id, value: labelAt(n, i), score: 0.9, agent: 'model' },
          { question_id: dataset.multi.id, value: [labelAt(n, i), labelAt(n, i + 1), labelAt(n, i + 2)], score: [0.9, 0.5, 0.2], agent: 'model' },
        ],
      };
    });
    const response = await api.request('PUT', `${dataset.base}/records/bulk`, { body: { items } });
    upserts.push(response.ms);
    ids.push(...response.json().items.map((item) => item.id));
  }
  out.upsert100 = summarize(upserts);
  out.upsertRecordsPerSecond = Math.round(RECORDS / (upserts.reduce((a, b) => a + b, 0) / 1000));

  const submits = [];
  for (let i = 0; i < SUBMITS; i += 1) {
    const values = { label: { value: labelAt(n, i + 3) }, tags: { value: [labelAt(n, i), labelAt(n, i + 2)] } };
    submits.push((await api.request('POST', `/api/v1/records/${ids[i]}/responses`, { body: { values, status: 'submitted' } })).ms);
  }
  out.submit = summarize(submits);

  const items = ids.slice(SUBMITS, SUBMITS + 100).map((record_id, i) => ({
    record_id,
    status: 'submitted',
    values: { label: { value: labelAt(n, i) }, tags: { value: [labelAt(n, i + 1)] } },
  }));
  out.bulkResponses100Ms = (await timed(() => api.post('/api/v1/me/responses/bulk', { items }))).ms;

  const filter = (entity) => ({
    filters: { and: [{ type: 'terms', scope: { entity, question: 'label', ...(entity === 'suggestion' ? { property: 'value' } : {}) }, values: [labelAt(n, 3), labelAt(n, 4)] }] },
  });
  const searches = { suggestion: [], response: [] };
  for (let i = 0; i < 10; i += 1) {
    for (const entity of ['suggestion', 'response']) {
      searches[entity].push((await api.request('POST', `${dataset.base}/records/search?limit=50`, { body: filter(entity) })).ms);
    }
  }
  out.searchSuggestionFilter = summarize(searches.suggestion);
  out.searchResponseFilter = summarize(searches.response);
  return out;
}

const scratch = mkdtempSync(join(os.tmpdir(), 'gloss-bench-labels-'));
const dataDir = join(scratch, 'data');
mkdirSync(dataDir);
const apiKey = 'bench-labels-api-key-0123456789';
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('GLOSS_')));
const server = await startServer({
  root,
  dataDir,
  env: { ...env, GLOSS_OWNER_USERNAME: 'owner', GLOSS_OWNER_PASSWORD: 'bench-owner-pw', GLOSS_OWNER_API_KEY: apiKey, GLOSS_LOG_LEVEL: 'warn' },
});
try {
  const api = new Api(server.url, apiKey);
  const { items } = await api.get('/api/v1/me/workspaces');
  const workspaceId = items[0].id;
  const results = {};
  // A first control round warms the server up (JIT, caches), so neither measured round pays for it.
  for (const [name, n] of [['warm-up', 5], ['large', OPTIONS], ['control', 5]]) {
    const dataset = await makeDataset(api, workspaceId, `labels-${name}`, n);
    const figures = await measure(api, dataset, n);
    if (name !== 'warm-up') results[`${name} (${n} options)`] = figures;
  }
  console.log(JSON.stringify(results, null, 2));
} finally {
  await server.stop();
  rmSync(scratch, { recursive: true, force: true });
}
