// The team's dataset: the records benchmark's texts (bench/records/lib/data.mjs, same seed, same bytes per
// record) with one required label question and its model suggestion, and nothing else a response would
// have to fill in. Seeded through the bulk API (bench/records/lib/ingest.mjs) before anything is timed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { LABELS, makeRecord } from '../../records/lib/data.mjs';
import { BATCH_SIZE, countRecords, discardBatches, sendBatches } from '../../records/lib/ingest.mjs';

/** Creates and publishes the dataset (overlap, one submitted response completes a record); returns { id, question }. */
export async function createTeamDataset(api, workspaceId, name) {
  const dataset = await api.post('/api/v1/datasets', {
    name,
    workspace_id: workspaceId,
    guidelines: 'Team benchmark: pick the label.',
    distribution: { strategy: 'overlap', min_submitted: 1 },
  });
  const base = `/api/v1/datasets/${dataset.id}`;
  for (const field of ['text_a', 'text_b']) {
    await api.post(`${base}/fields`, { name: field, title: field, required: true, settings: { type: 'text', use_markdown: false } });
  }
  const question = await api.post(`${base}/questions`, {
    name: 'label',
    title: 'Label',
    required: true,
    settings: { type: 'label_selection', options: LABELS.map((value) => ({ value, text: value })) },
  });
  await api.put(`${base}/publish`);
  return { id: dataset.id, question: { id: question.id, name: 'label' } };
}

/**
 * Record `index` of the records benchmark without what this dataset does not have: its vector, its
 * metadata and its rating suggestion. The texts and the label suggestion are the same bytes.
 */
function teamRecord(index, labelQuestionId) {
  const record = makeRecord(index, { label: labelQuestionId, rating: null });
  return { external_id: record.external_id, fields: record.fields, suggestions: record.suggestions.filter((s) => s.question_id === labelQuestionId) };
}

/** Writes the bulk bodies of all records to `dir` (the shape ingest.mjs's sendBatches reads). */
export function prepareTeamBatches(dir, records, labelQuestionId) {
  mkdirSync(dir, { recursive: true });
  const started = performance.now();
  const batches = [];
  let bytes = 0;
  for (let from = 0; from < records; from += BATCH_SIZE) {
    const to = Math.min(records, from + BATCH_SIZE);
    const items = [];
    for (let i = from; i < to; i += 1) items.push(teamRecord(i, labelQuestionId));
    const body = JSON.stringify({ items });
    const path = join(dir, `batch-${String(from).padStart(9, '0')}.json`);
    writeFileSync(path, body);
    bytes += Buffer.byteLength(body);
    batches.push({ path, from, to });
  }
  return { dir, batches, bytes, ms: performance.now() - started };
}

/** Generates, sends and counts the records; the bodies are removed afterwards. */
export async function seed(api, datasetId, labelQuestionId, { records, concurrency, scratch, log }) {
  const prepared = prepareTeamBatches(join(scratch, 'batches'), records, labelQuestionId);
  log(`${prepared.batches.length} bulk bodies written (${(prepared.bytes / 1e6).toFixed(1)} MB) in ${(prepared.ms / 1000).toFixed(1)} s`);
  let lastShown = 0;
  try {
    const ingest = await sendBatches(api, datasetId, prepared, concurrency, (done) => {
      if (done - lastShown >= Math.max(50_000, records / 10) || done === records) {
        lastShown = done;
        log(`  ${done.toLocaleString('en-US')} / ${records.toLocaleString('en-US')} records`);
      }
    });
    const count = await countRecords(api, datasetId);
    if (count !== records) throw new Error(`the dataset holds ${count} records after seeding ${records}`);
    return { ...ingest, bytes: prepared.bytes, count };
  } finally {
    discardBatches(prepared);
  }
}
