#!/usr/bin/env node
// The approximate (HNSW) vector index against the exact scan, in process, on the server's own classes
// (server/dist): build rate and longest slice, memory, graph search and exact scan times, and recall@50 of
// the whole search (index candidates ranked exactly) against an exact ranking, for uniformly random unit
// vectors and for clustered ones (as embeddings of real texts group by topic, and the records benchmark's).
//
//   npm run bench:vectors -- [vectors, default 200000] [random|clustered|both]
import { performance } from 'node:perf_hooks';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prng } from '../records/lib/data.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const search = (name) => import(join(root, 'server', 'dist', 'modules', 'search', name));
const { VectorIndex } = await search('vector-index.js');
const { ApproximateIndex } = await search('approximate-index.js');
const { calibrate } = await search('approximate-calibration.js');

const COUNT = Number(process.argv[2] ?? 200_000);
const KINDS = (process.argv[3] ?? 'both') === 'both' ? ['random', 'clustered'] : [process.argv[3]];
const DIMENSIONS = 384;
const QUERIES = 20;
const TOP = 50;
const CANDIDATES = TOP * 4; // what a similarity page of 50 asks of the index
const CLUSTERS = Math.max(10, Math.round(COUNT / 100)); // ~100 vectors per topic
const SPREAD = 1.5; // noise added to a cluster's centre, relative to its length: cosine to the centre ~0.55

function unitInto(rand, out, offset) {
  let norm = 0;
  for (let d = 0; d < DIMENSIONS; d += 2) {
    const r = Math.sqrt(-2 * Math.log(1 - rand()));
    const theta = 2 * Math.PI * rand();
    out[offset + d] = r * Math.cos(theta);
    out[offset + d + 1] = r * Math.sin(theta);
  }
  for (let d = 0; d < DIMENSIONS; d += 1) norm += out[offset + d] ** 2;
  norm = Math.sqrt(norm);
  for (let d = 0; d < DIMENSIONS; d += 1) out[offset + d] /= norm;
}

/** `count` unit vectors (float32, one after another) of the given kind. */
function vectors(kind, count, seed) {
  const rand = prng(seed);
  const out = new Float32Array(count * DIMENSIONS);
  const centres = new Float32Array(CLUSTERS * DIMENSIONS);
  if (kind === 'clustered') for (let c = 0; c < CLUSTERS; c += 1) unitInto(prng(1000 + c), centres, c * DIMENSIONS);
  for (let i = 0; i < count; i += 1) {
    const offset = i * DIMENSIONS;
    unitInto(rand, out, offset);
    if (kind !== 'clustered') continue;
    const c = Math.floor(rand() * CLUSTERS) * DIMENSIONS;
    let norm = 0;
    for (let d = 0; d < DIMENSIONS; d += 1) norm += (out[offset + d] = centres[c + d] + SPREAD * out[offset + d]) ** 2;
    norm = Math.sqrt(norm);
    for (let d = 0; d < DIMENSIONS; d += 1) out[offset + d] /= norm;
  }
  return out;
}

const rssMiB = () => {
  globalThis.gc?.(); // run with --expose-gc for steadier figures
  return process.memoryUsage().rss / 2 ** 20;
};
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const ms = (value) => Math.round(value * 100) / 100;

/** The exact top 50 of each query by float cosine, and the index's 200 candidates ranked the same way. */
function recallAt50(index, data, queries) {
  let found = 0;
  const times = [];
  for (let q = 0; q < QUERIES; q += 1) {
    const query = queries.subarray(q * DIMENSIONS, (q + 1) * DIMENSIONS);
    const score = (i) => {
      let dot = 0;
      for (let d = 0; d < DIMENSIONS; d += 1) dot += data[i * DIMENSIONS + d] * query[d];
      return dot;
    };
    const exact = new Set(Array.from({ length: COUNT }, (_, i) => [i, score(i)]).sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([i]) => i));
    const started = performance.now();
    const candidates = index.search(query, CANDIDATES, { order: 'most_similar' });
    times.push(performance.now() - started);
    const ranked = candidates.map((hit) => Number(hit.recordId)).sort((a, b) => score(b) - score(a)).slice(0, TOP);
    found += ranked.filter((i) => exact.has(i)).length;
  }
  return { recall: found / (QUERIES * TOP), p50Ms: ms(percentile(times, 0.5)), p95Ms: ms(percentile(times, 0.95)) };
}

for (const kind of KINDS) {
  const data = vectors(kind, COUNT, 1);
  const queries = vectors(kind, QUERIES, 2);
  const before = rssMiB();
  const index = new VectorIndex(DIMENSIONS);
  for (let i = 0; i < COUNT; i += 1) index.upsert(String(i), data.subarray(i * DIMENSIONS, (i + 1) * DIMENSIONS));
  const rowsMiB = rssMiB() - before;
  const exact = recallAt50(index, data, queries);

  const approximate = new ApproximateIndex(index);
  index.approximate = approximate;
  const graphBefore = rssMiB();
  const started = performance.now();
  let longestSlice = 0;
  for (let more = true; more; ) {
    const slice = performance.now();
    more = approximate.step(20);
    longestSlice = Math.max(longestSlice, performance.now() - slice);
  }
  const buildSeconds = (performance.now() - started) / 1000;
  const graphMiB = rssMiB() - graphBefore;

  const byExpansion = [];
  for (const expansion of [256, 512, 1024, 2048, 4096]) {
    const calibration = await calibrate(index, approximate, [expansion]);
    approximate.expansion = expansion;
    byExpansion.push({ expansion, calibratedRecall: ms(calibration.recall), searchRecall: recallAt50(index, data, queries) });
  }
  const chosen = await calibrate(index, approximate);
  console.log(
    JSON.stringify(
      {
        kind,
        vectors: COUNT,
        dimensions: DIMENSIONS,
        exactScan: exact,
        int8RowsMiB: Math.round(rowsMiB),
        graph: { buildSeconds: Math.round(buildSeconds), vectorsPerSecond: Math.round(COUNT / buildSeconds), longestSliceMs: ms(longestSlice), rssMiB: Math.round(graphMiB), bytesPerVector: Math.round((graphMiB * 2 ** 20) / COUNT) },
        byExpansion,
        chosenByCalibration: { expansion: chosen.expansion, recall: ms(chosen.recall), graphMs: ms(chosen.approximateMs), exactMs: ms(chosen.exactMs) },
      },
      null,
      1,
    ),
  );
}
