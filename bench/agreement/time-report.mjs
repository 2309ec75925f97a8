// How long the agreement report (GET /api/v1/datasets/{id}/agreement) takes to compute, in process, without
// HTTP: seeds a dataset straight into the database (SQLite in a temp dir, or PostgreSQL at GLOSS_DATABASE_URL)
// with RECORDS records (default 50,000) each submitted by ANNOTATORS annotators (default 2), answering a label,
// multi-label, rating, ranking, span and text question, then computes the report RUNS times (default 2) and
// prints wall and CPU time; then the time of a request while nothing changed (the kept report). DATA_DIR reuses a SQLite data dir an earlier run seeded (it prints its path).
//   npm run build -w server && node bench/agreement/time-report.mjs
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
const dist = new URL('../../server/dist', import.meta.url).href;
const { openDatabase } = await import(`${dist}/db/database.js`);
const { migrateToLatest } = await import(`${dist}/db/migrate.js`);
const { getDatasetAgreement } = await import(`${dist}/compositions/agreement/service.js`);
const { AgreementReports } = await import(`${dist}/compositions/agreement/report-cache.js`);

const RECORDS = Number(process.env.RECORDS ?? 50_000);
const ANNOTATORS = Number(process.env.ANNOTATORS ?? 2);
const reuse = process.env.DATA_DIR;
const dataDir = reuse ?? mkdtempSync(join(tmpdir(), 'agr-timing-'));
console.log(`data dir ${dataDir}`);
const handle = openDatabase({ databaseUrl: process.env.GLOSS_DATABASE_URL ?? null, dataDir });
const db = handle.db;
await migrateToLatest(db);
let dataset;
if (reuse) {
  dataset = await db.selectFrom('datasets').selectAll().executeTakeFirstOrThrow();
} else {
const ts = '2026-01-01T00:00:00.000000';
const users = Array.from({ length: ANNOTATORS }, (_, i) => ({ id: randomUUID(), username: `u${i}` }));
await db.insertInto('users').values(users.map((u) => ({ ...u, first_name: u.username, last_name: null, role: 'annotator', api_key: randomUUID(), password_hash: 'x', oauth_provider: null, oauth_subject: null, last_signed_in_at: null, inserted_at: ts, updated_at: ts }))).execute();
const workspace = { id: randomUUID(), name: 'w', inserted_at: ts, updated_at: ts };
await db.insertInto('workspaces').values(workspace).execute();
dataset = { id: randomUUID(), name: 'd', guidelines: null, allow_extra_metadata: 0, status: 'ready', distribution: '{"strategy":"overlap","min_submitted":1}', metadata: null, workspace_id: workspace.id, last_activity_at: ts, inserted_at: ts, updated_at: ts };
await db.insertInto('datasets').values(dataset).execute();
const opts = (values) => values.map((value) => ({ value, text: value, description: null }));
const questions = [
  ['label', { type: 'label_selection', options: opts(['pos', 'neg', 'neu']), visible_options: null }],
  ['topics', { type: 'multi_label_selection', options: opts(['a', 'b', 'c', 'd']), visible_options: null, options_order: 'natural' }],
  ['rating', { type: 'rating', options: [1, 2, 3, 4, 5].map((value) => ({ value })) }],
  ['ranking', { type: 'ranking', options: opts(['x', 'y', 'z']) }],
  ['entities', { type: 'span', field: 'text', options: opts(['PER', 'LOC']), visible_options: null, allow_overlapping: false, allow_character_annotation: true }],
  ['note', { type: 'text', use_markdown: false }],
];
for (const [i, [name, settings]] of questions.entries()) {
  await db.insertInto('questions').values({ id: randomUUID(), name, title: name, description: null, required: 0, settings: JSON.stringify(settings), dataset_id: dataset.id, inserted_at: `2026-01-01T00:00:0${i}.000000`, updated_at: ts }).execute();
}
let seed = 7;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = (items) => items[Math.floor(random() * items.length)];
const seedStart = Date.now();
const BATCH = 500;
for (let start = 0; start < RECORDS; start += BATCH) {
  await db.transaction().execute(async (trx) => {
    const rows = [];
    for (let i = start; i < Math.min(RECORDS, start + BATCH); i++) rows.push({ id: randomUUID(), dataset_id: dataset.id, external_id: null, status: 'completed', shuffle: i, inserted_at: ts, updated_at: ts });
    const inserted = await trx.insertInto('records').values(rows).returning(['seq', 'id']).execute();
    await trx.insertInto('record_contents').values(inserted.map((r) => ({ record_seq: r.seq, fields: JSON.stringify({ text: 'Ana lives in Paris with Bob and Carla, near the river.' }), metadata: null }))).execute();
    const responses = [];
    for (const r of inserted) {
      for (const u of users) {
        const values = {
          label: { value: pick(['pos', 'neg', 'neu']) },
          topics: { value: [...new Set([pick(['a', 'b', 'c', 'd']), pick(['a', 'b'])])] },
          rating: { value: pick([1, 2, 3, 4, 5]) },
          ranking: { value: [{ value: 'x', rank: pick([1, 2]) }, { value: 'y', rank: pick([1, 2, 3]) }, { value: 'z', rank: 3 }] },
          entities: { value: [{ label: 'PER', start: 0, end: 3 }, { label: pick(['LOC', 'PER']), start: 13, end: 18 }] },
          note: { value: pick(['ok', 'fine']) },
        };
        responses.push({ id: randomUUID(), record_id: r.id, user_id: u.id, dataset_id: dataset.id, status: 'submitted', values: JSON.stringify(values), inserted_at: ts, updated_at: ts });
      }
    }
    await trx.insertInto('responses').values(responses).execute();
  });
}
console.log(`seeded ${RECORDS} records x ${ANNOTATORS} responses in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
}
const actor = { id: randomUUID(), username: 'owner', role: 'owner', workspaceIds: new Set() };
for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const report = await getDatasetAgreement(db, actor, dataset.id);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const responses = report.annotators.reduce((sum, annotator) => sum + annotator.records, 0);
  const heap = Math.round((process.memoryUsage().heapUsed - heapBefore) / 2 ** 20);
  console.log(`run ${run + 1}: ${responses} responses in ${seconds.toFixed(2)} s wall, ${((used.user + used.system) / 1e6).toFixed(2)} s CPU (${Math.round(responses / seconds)} responses/s), heap ${heap} MiB more`);
  if (run === 0) for (const q of report.questions) console.log(`  ${q.question}: ${q.records} records, ${q.disagreements} disagreements, ${q.overall.map((f) => `${f.metric} ${f.value?.toFixed(4)}`).join(', ')}`);
}
// As the server answers while nothing changed: it reads the basis (the count and latest stamp of the
// submitted responses) and takes the report it kept.
const reports = new AgreementReports();
await getDatasetAgreement(db, actor, dataset.id, reports);
const keptStarted = performance.now();
await getDatasetAgreement(db, actor, dataset.id, reports);
console.log(`again, nothing changed since: ${(performance.now() - keptStarted).toFixed(1)} ms (the kept report)`);
await handle.close();
