import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type ApproximateIndex, HELD_OUT_ROWS } from './approximate-index.js';
import type { RowHit, VectorIndex } from './vector-index.js';

/**
 * The share of the exact 50 nearest rows the graph must find, as the benchmark asks of the whole search. The
 * final measurement holds the lower confidence bound of its sample to it (FINAL_SAMPLING).
 */
export const RECALL_TARGET = 0.95;

/**
 * How many rows are sampled as queries, whether the target binds the measured mean or its lower bound, and
 * whether the queries are the rows the graph was built without (`unseen`, when it holds some back: see
 * HELD_OUT_ROWS) rather than rows it holds.
 */
export interface Sampling {
  samples: number;
  confident: boolean;
  unseen: boolean;
}

/** An early look at a part of the graph: enough to tell a hopeless one, judged by the mean. */
export const EARLY_SAMPLING: Sampling = { samples: 32, confident: false, unseen: false };

/**
 * The measurement that decides whether a complete graph answers. Judged by the mean of 32 samples against a
 * margin (0.97 for 0.95), the graph of a million clustered vectors was let go at 0.964 (bench/README.md); 128
 * samples and the mean less two standard errors of the samples' recalls keep the same confidence with the
 * margin set by the sample's own spread. At a million rows their exact nearest cost, by the exact scan's 170 to
 * 200 ms per query there, some 20 to 30 s of one core (in 20 ms slices), once, after a build of half an hour.
 */
export const FINAL_SAMPLING: Sampling = { samples: HELD_OUT_ROWS, confident: true, unseen: true };

/** Standard errors below the mean for the lower bound: about 97.5% one-sided. */
const CONFIDENCE_Z = 2;

/**
 * Whether a measured recall meets the target: `found` of `wanted` nearest rows over all samples, `perSample`
 * each sample's own share; when `confident`, the mean less CONFIDENCE_Z standard errors of those shares.
 */
export function meetsRecallTarget(found: number, wanted: number, perSample: readonly number[], target: number, confident: boolean): boolean {
  const recall = wanted === 0 ? 1 : found / wanted;
  if (!confident || perSample.length < 2) return recall >= target;
  const mean = perSample.reduce((sum, share) => sum + share, 0) / perSample.length;
  const variance = perSample.reduce((sum, share) => sum + (share - mean) ** 2, 0) / (perSample.length - 1);
  return recall - CONFIDENCE_Z * Math.sqrt(variance / perSample.length) >= target;
}

/** The search measured: how many nearest rows it wants, and how many candidates it asks the graph for. */
export interface MeasuredPage {
  size: number;
  candidates: number;
}

/** A similarity page of 50 asks the index for 200 candidates (four per hit, then ranked exactly). */
export const SIMILARITY_PAGE: MeasuredPage = { size: 50, candidates: 200 };

/**
 * Expansions tried, smallest first. Past 1,024 a graph search costs about what an exact scan of the
 * smallest indexes that get a graph does (measured on 200,000 rows), so a graph needing more is not used.
 */
export const EXPANSIONS = [256, 512, 1024];
const SLICE_MS = 20;

export interface Calibration {
  /** The smallest expansion that reached the target; null when none did. */
  expansion: number | null;
  /** The recall at that expansion, or at the largest tried. */
  recall: number;
  /** Mean time of one graph search at that expansion, and of one exact scan, in ms. */
  approximateMs: number;
  exactMs: number;
  /** Rows the graph covered when measured. */
  rows: number;
}

/**
 * Measures the graph against the exact scan on its own rows: rows are the queries (searching by a record is
 * how similarity is most often asked, and other queries come from the same model). With `sampling.unseen`,
 * the rows the graph is built without (approximate-index.ts, HELD_OUT_ROWS) are the queries, as a query the
 * graph holds is found more easily than any other; else, or when it holds none back, rows sampled from it.
 * Works a slice at a time, yielding the event loop between slices. The page is the similarity search's; a
 * smaller one makes a few thousand rows as hard to search as the many it is meant for (tests).
 */
export async function calibrate(
  store: VectorIndex,
  approximate: ApproximateIndex,
  expansions = EXPANSIONS,
  target = RECALL_TARGET,
  page = SIMILARITY_PAGE,
  sampling = EARLY_SAMPLING,
): Promise<Calibration> {
  const rows = approximate.cursor;
  const heldOut = approximate.heldOutRows();
  const samples = sampling.unseen && heldOut.length > 0 ? heldOut : sampleRows(store, rows, sampling.samples);
  // Rows the graph does not hold are no nearest rows it could find.
  const outside = new Set(heldOut);
  if (samples.length === 0) return { expansion: expansions[0], recall: 1, approximateMs: 0, exactMs: 0, rows };
  const dimensions = store.dimensions;
  const queries = new Int8Array(samples.length * dimensions);
  samples.forEach((position, i) => queries.set(store.rowAt(position), i * dimensions));
  const queryAt = (i: number) => queries.slice(i * dimensions, (i + 1) * dimensions);

  const exact = await exactNearest(store, queries, samples, rows, page.size, outside);
  const started = performance.now();
  store.searchBlocks(queryAt(0), page.candidates, (recordId) => recordId !== '', rows);
  const exactMs = performance.now() - started;
  await nextTurn();

  let result: Calibration = { expansion: null, recall: 0, approximateMs: 0, exactMs, rows };
  for (const expansion of expansions) {
    let found = 0;
    let wanted = 0;
    const perSample: number[] = [];
    let spent = 0;
    let sliceStart = performance.now();
    for (let i = 0; i < samples.length; i += 1) {
      const query = queryAt(i);
      const searchStart = performance.now();
      const nearest = approximate.nearest(query, Math.max(expansion, page.candidates + 1));
      spent += performance.now() - searchStart;
      const best = nearest
        .filter((position) => position !== samples[i])
        .map((position) => ({ position, cosine: store.cosineAt(position, query) }))
        .sort((a, b) => b.cosine - a.cosine)
        .slice(0, page.size);
      const foundHere = best.filter((hit) => exact[i].has(hit.position)).length;
      found += foundHere;
      wanted += exact[i].size;
      if (exact[i].size > 0) perSample.push(foundHere / exact[i].size);
      if (performance.now() - sliceStart > SLICE_MS) {
        await nextTurn();
        sliceStart = performance.now();
      }
    }
    const recall = wanted === 0 ? 1 : found / wanted;
    result = { expansion: null, recall, approximateMs: spent / Math.max(1, samples.length), exactMs, rows };
    if (meetsRecallTarget(found, wanted, perSample, target, sampling.confident)) return { ...result, expansion };
  }
  return result;
}

/** Up to `count` live rows below `rows`, spread evenly. */
function sampleRows(store: VectorIndex, rows: number, count: number): number[] {
  const samples: number[] = [];
  const step = rows / count;
  for (let i = 0; i < count; i += 1) {
    let position = Math.floor(i * step);
    const end = Math.min(rows, Math.floor((i + 1) * step));
    while (position < end && store.recordIdAt(position) === '') position += 1;
    if (position < end && samples.at(-1) !== position) samples.push(position);
  }
  return samples;
}

/** The exact `top` nearest rows to each sample (itself and the `outside` rows left out), a block per slice. */
async function exactNearest(
  store: VectorIndex,
  queries: Int8Array,
  samples: number[],
  rows: number,
  top: number,
  outside: ReadonlySet<number>,
): Promise<Set<number>[]> {
  const best: RowHit[][] = samples.map(() => []);
  const asked = top + 1 + outside.size;
  let sliceStart = performance.now();
  for (let block = 0; block < store.blockCount; block += 1) {
    store.nearestInBlock(queries, asked, block, rows).forEach((hits, i) => {
      const kept = hits.filter((hit) => !outside.has(hit.position));
      best[i] = [...best[i], ...kept].sort((a, b) => b.cosine - a.cosine).slice(0, top + 1);
    });
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
  return best.map((hits, i) => new Set(hits.filter((hit) => hit.position !== samples[i]).slice(0, top).map((hit) => hit.position)));
}
