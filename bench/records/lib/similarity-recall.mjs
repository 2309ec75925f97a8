// Recall@50 of the similarity search: the server's top 50 against an exact top 50 computed here, by
// regenerating the benchmark's vectors from their seeds one record at a time (a million float64 vectors
// would not fit in memory at once), and the state of the server's approximate vector index.
import { setTimeout as sleep } from 'node:timers/promises';
import { makeRecord } from './data.mjs';

const TOP = 50;
const WAIT_LOG_MS = 30_000;

function unit(vector) {
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  return Float64Array.from(vector, (value) => value / norm);
}

/** The exact `TOP` nearest record numbers of each query (cosine), over records 0..count-1. */
export function exactTop(queries, count) {
  const units = queries.map(unit);
  // Per query, the best so far as parallel arrays kept sorted descending; `floor` is the last score.
  const best = units.map(() => ({ ids: [], scores: [] }));
  const questions = { label: 'label', rating: 'rating' }; // only the suggestions use them
  for (let i = 0; i < count; i += 1) {
    const vector = unit(makeRecord(i, questions).vectors.embedding);
    units.forEach((query, q) => {
      let dot = 0;
      for (let d = 0; d < query.length; d += 1) dot += query[d] * vector[d];
      const { ids, scores } = best[q];
      if (scores.length === TOP && dot <= scores[TOP - 1]) return;
      let at = scores.length;
      while (at > 0 && scores[at - 1] < dot) at -= 1;
      scores.splice(at, 0, dot);
      ids.splice(at, 0, i);
      if (scores.length > TOP) {
        scores.pop();
        ids.pop();
      }
    });
  }
  return best.map(({ ids }) => new Set(ids));
}

/** The server's similarity top 50 for each query, as record numbers (from `bench-<n>` external ids). */
export async function serverTop(owner, searchPath, queries) {
  const tops = [];
  for (const value of queries) {
    const json = await owner.post(`${searchPath}?limit=${TOP}`, { query: { vector: { name: 'embedding', value, order: 'most_similar' } } });
    tops.push(json.items.map((item) => Number(/^bench-(\d+)$/.exec(item.record.external_id ?? '')?.[1] ?? -1)));
  }
  return tops;
}

export function recallOf(serverTops, exactTops) {
  let found = 0;
  serverTops.forEach((top, q) => {
    found += top.filter((id) => exactTops[q].has(id)).length;
  });
  return Math.round((found / (exactTops.length * TOP)) * 1000) / 1000;
}

/** The server's in-memory index of the dataset's `embedding` vectors, from /status (owner only). */
async function indexStatus(owner, vectorSettingsId) {
  const status = await owner.get('/api/v1/status');
  return status.search_engine?.vector_indexes?.find((index) => index.vector_settings_id === vectorSettingsId) ?? null;
}

/**
 * Waits, after one similarity search has loaded the vectors, until the server's approximate index answers
 * with every vector in it, or until the server says it will not build one (too few vectors, or it found
 * the graph misses too many of the exact nearest). Returns the index's status.
 */
export async function approximateIndexSettled(owner, datasetId, firstSearch, { timeoutMs = 60 * 60_000 } = {}) {
  const settings = await owner.get(`/api/v1/datasets/${datasetId}/vectors-settings`);
  const vectorSettingsId = settings.items.find((item) => item.name === 'embedding')?.id;
  await firstSearch();
  const started = Date.now();
  let lastLog = started;
  for (;;) {
    const status = await indexStatus(owner, vectorSettingsId);
    const state = status?.approximate ?? 'unknown';
    if (state !== 'building' && !(state === 'ready' && status.approximate_pending > 0)) return status;
    if (Date.now() - started > timeoutMs) return status;
    if (Date.now() - lastLog >= WAIT_LOG_MS) {
      lastLog = Date.now();
      console.log(`  waiting for the approximate vector index: ${status.approximate_rows ?? 0} of ${status.vectors} vectors (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    await sleep(1000);
  }
}
