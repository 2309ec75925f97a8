// The search benchmark's dataset: the records benchmark's (fields text_a and text_b, a label and a rating
// question with model suggestions, metadata `category` terms / `length` integer / `quality` float, a
// 384-dimension `embedding`), BENCH_ANNOTATE_SEARCH_RECORDS records (100,000 by default) sent through
// `PUT /records/bulk` in batches of 500 as the SDK's `log()` does.
//
// The bodies are generated once per run (a minute for 100,000 records on this machine, and the same bytes
// every run) with placeholder question ids, which each round replaces with its own dataset's ids as it
// sends them: every round still seeds its own server through the API.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDataset } from '../../records/lib/dataset.mjs';
import { countRecords, prepareBatches, sendBatches } from '../../records/lib/ingest.mjs';

// UUID-shaped, so a real question id (the same length) takes their place byte for byte.
const PLACEHOLDERS = { label: '00000000-0000-4000-8000-00000000a001', rating: '00000000-0000-4000-8000-00000000a002' };

/** Writes the bulk bodies of `count` records under `dir`; answers what `seedSearch` sends. */
export function prepareSearchBodies(dir, count) {
  return prepareBatches(join(dir, 'search-bodies'), 0, count, PLACEHOLDERS);
}

/**
 * Creates and publishes the dataset, sends the prepared bodies with two requests in flight (faster than
 * one on SQLite, see the records benchmark) and checks the count. Answers the dataset and the timing.
 */
export async function seedSearch(api, workspaceId, prepared, { name = 'bench-annotate-search', log = () => {} } = {}) {
  const started = performance.now();
  const dataset = await createDataset(api, workspaceId, name);
  const swap = [
    [PLACEHOLDERS.label, dataset.questions.label],
    [PLACEHOLDERS.rating, dataset.questions.rating],
  ];
  const transform = (raw) => {
    let text = raw.toString('utf8');
    for (const [from, to] of swap) text = text.replaceAll(from, to);
    return text;
  };
  const total = prepared.batches.at(-1)?.to ?? 0;
  let next = 0.25;
  const sent = await sendBatches(
    api,
    dataset.id,
    prepared,
    2,
    (done) => {
      if (done / total >= next) {
        log(`  ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} records`);
        next += 0.25;
      }
    },
    { transform },
  );
  const count = await countRecords(api, dataset.id);
  if (count !== total) throw new Error(`the search dataset holds ${count} records after sending ${total}`);
  return {
    id: dataset.id,
    name,
    questions: dataset.questions,
    records: count,
    seeding: {
      seconds: Math.round((performance.now() - started) / 100) / 10,
      recordsPerSecond: Math.round(sent.recordsPerSecond),
      batchLatencyMs: sent.batchLatencyMs,
    },
  };
}
