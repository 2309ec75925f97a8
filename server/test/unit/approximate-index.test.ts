import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { keepBuilt, pageAtShare } from '../../src/features/search/approximate-builder.js';
import { FINAL_SAMPLING, calibrate } from '../../src/features/search/approximate-calibration.js';
import { ApproximateIndex, HELD_OUT_ROWS } from '../../src/features/search/approximate-index.js';
import type { VectorIndexLog } from '../../src/features/search/vector-index-log.js';
import { VectorIndex } from '../../src/features/search/vector-index.js';
import { seededRandom } from '../helpers/random.js';

/** The HNSW index answers what the exact scan answers, and keeps doing so as vectors change. */
const DIMENSIONS = 64;
const COUNT = 2000;

function gaussian(rand: () => number, dimensions = DIMENSIONS): number[] {
  return Array.from({ length: dimensions }, () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand()));
}

/** Vectors around 40 centres, as embeddings of real texts group by topic; or spread uniformly. */
function vectorSource(seed: number, clustered = true, dimensions = DIMENSIONS): () => number[] {
  const rand = seededRandom(seed);
  const centres = Array.from({ length: 40 }, () => gaussian(rand, dimensions));
  return () => {
    const noise = gaussian(rand, dimensions);
    if (!clustered) return noise;
    const centre = centres[Math.floor(rand() * centres.length)];
    return centre.map((value, i) => value + 0.8 * noise[i]);
  };
}

function filled(count: number, next: () => number[]): VectorIndex {
  const index = new VectorIndex(DIMENSIONS);
  for (let i = 0; i < count; i += 1) index.upsert(`r${i}`, next());
  return index;
}

const log: VectorIndexLog & { lines: string[] } = {
  lines: [],
  info(_fields, message) {
    this.lines.push(message);
  },
  warn(_fields, message) {
    this.lines.push(message);
  },
};

/** Attaches a graph to the index and waits until it answers with every row in it. */
async function withGraph(index: VectorIndex): Promise<ApproximateIndex> {
  const approximate = new ApproximateIndex(index);
  index.approximate = approximate;
  keepBuilt(index, approximate, { vectorSettingsId: 'test', log, onDeclined: () => (index.approximate = null) });
  await settled(approximate);
  return approximate;
}

async function settled(approximate: ApproximateIndex): Promise<void> {
  for (let waited = 0; approximate.expansion === null || approximate.pending > 0; waited += 10) {
    if (waited > 15_000) throw new Error('the graph was not built in time');
    await sleep(10);
  }
}

/** The exact answer: the same index searched without its graph. */
function exactly(index: VectorIndex, query: number[], k: number, options: Parameters<VectorIndex['search']>[2] = { order: 'most_similar' }) {
  const graph = index.approximate;
  index.approximate = null;
  try {
    return index.search(query, k, options);
  } finally {
    index.approximate = graph;
  }
}

const ids = (hits: { recordId: string }[]) => hits.map((hit) => hit.recordId);
const scores = (hits: { cosine: number }[]) => hits.map((hit) => hit.cosine.toFixed(6));

describe('the approximate vector index', () => {
  it('finds the same top results as the exact scan, and nearly all of the top 50', async () => {
    const next = vectorSource(1);
    const index = filled(COUNT, next);
    const approximate = await withGraph(index);
    expect(approximate.size).toBe(COUNT);
    expect(log.lines).toContain('the approximate vector index is ready');

    let found = 0;
    for (let q = 0; q < 20; q += 1) {
      const query = next();
      const before = approximate.searches;
      const hits = index.search(query, 50, { order: 'most_similar' });
      expect(approximate.searches).toBe(before + 1);
      const exact = exactly(index, query, 50);
      // The same records up to ties: int8 products of different rows can be equal.
      expect(scores(hits.slice(0, 10))).toEqual(scores(exact.slice(0, 10)));
      found += hits.filter((hit) => exact.some((other) => other.recordId === hit.recordId)).length;
    }
    expect(found / (20 * 50)).toBeGreaterThanOrEqual(0.95);
  });

  it('stays in step with new, changed and removed vectors, before and after they enter the graph', async () => {
    const next = vectorSource(2);
    const index = filled(COUNT, next);
    const approximate = await withGraph(index);
    const query = next();
    const near = query.map((value) => value * 2);

    // New rows alone wake the idle builder.
    index.upsert('first', next());
    await settled(approximate);
    expect(approximate.size).toBe(COUNT + 1);

    index.upsert('new', near);
    index.upsert('r5', near.map((value, i) => (i === 0 ? value + 0.01 : value)));
    // Not yet in the graph: scored as waiting rows.
    expect(approximate.pending).toBe(2);
    expect(ids(index.search(query, 3, { order: 'most_similar' })).slice(0, 2).sort()).toEqual(['new', 'r5']);
    await settled(approximate);
    expect(ids(index.search(query, 3, { order: 'most_similar' })).slice(0, 2).sort()).toEqual(['new', 'r5']);
    const searches = approximate.searches;

    expect(index.forget(['new'], index.writes)).toBe(1);
    const after = ids(index.search(query, 50, { order: 'most_similar' }));
    expect(after[0]).toBe('r5');
    expect(after).not.toContain('new');
    expect(scores(index.search(query, 10, { order: 'most_similar' }))).toEqual(scores(exactly(index, query, 10)));
    expect(approximate.searches).toBe(searches + 2);
    // A freed row is reused by the next new record, in the graph too.
    index.upsert('newer', near);
    await settled(approximate);
    expect(ids(index.search(query, 2, { order: 'most_similar' }))).toEqual(['newer', 'r5']);
    expect(approximate.size).toBe(COUNT + 2);
  });

  it('is built again once most of its nodes were removed', async () => {
    const next = vectorSource(6);
    const index = filled(COUNT, next);
    const approximate = await withGraph(index);
    const removed = Array.from({ length: 1500 }, (_, i) => `r${i}`);
    expect(index.forget(removed, index.writes)).toBe(1500);
    expect(approximate.size).toBe(COUNT - 1500);
    index.upsert('after', next());
    for (let waited = 0; approximate.expansion !== null; waited += 5) {
      if (waited > 5000) throw new Error('the graph was not started again');
      await sleep(5);
    }
    await settled(approximate);
    expect(approximate.size).toBe(COUNT - 1500 + 1);
    const query = next();
    expect(scores(index.search(query, 10, { order: 'most_similar' }))).toEqual(scores(exactly(index, query, 10)));
  });

  it('keeps to the allowed records and leaves out the excluded one', async () => {
    const next = vectorSource(3);
    const index = filled(COUNT, next);
    const approximate = await withGraph(index);
    const allowed = new Set(Array.from({ length: COUNT / 2 }, (_, i) => `r${i * 2}`));
    for (let q = 0; q < 10; q += 1) {
      const query = next();
      const options = { order: 'most_similar' as const, allowed, excluded: 'r0' };
      const hits = index.search(query, 20, options);
      expect(ids(hits).every((id) => allowed.has(id) && id !== 'r0')).toBe(true);
      expect(scores(hits.slice(0, 5))).toEqual(scores(exactly(index, query, 5, options)));
    }
    expect(approximate.searches).toBe(10);
    // Farthest-first is answered by the exact scan.
    const query = next();
    expect(ids(index.search(query, 5, { order: 'least_similar' }))).toEqual(ids(exactly(index, query, 5, { order: 'least_similar' })));
    expect(approximate.searches).toBe(10);
  });

  it('is measured on its own vectors: uniformly random ones need a wider search than clustered ones', async () => {
    // Pages of 10 from 10 candidates make 500 rows of 384 dimensions as hard for the graph as the similarity
    // page (50 from 200) makes many thousands, at a fraction of the cost of building such a graph.
    const page = { size: 10, candidates: 10 };
    const measured = [];
    for (const clustered of [true, false]) {
      const next = vectorSource(4, clustered, 384);
      const index = new VectorIndex(384);
      for (let i = 0; i < 500; i += 1) index.upsert(`r${i}`, next());
      const approximate = new ApproximateIndex(index);
      index.approximate = approximate;
      while (approximate.step(50));
      measured.push(await calibrate(index, approximate, [10, 16], 0.95, page));
    }
    expect(measured[0]).toMatchObject({ expansion: 10, rows: 500 });
    expect(measured[1]).toMatchObject({ expansion: 16, rows: 500 });
  });

  it('is measured early on its share of the page: a part of the rows is harder to search than the whole', async () => {
    // 40 topics of ~50 rows, 384 dimensions; measured at a quarter of the rows, as the builder's early check
    // does, and once complete, on pages of 40 from 40 candidates.
    const rand = seededRandom(11);
    const centres = Array.from({ length: 40 }, () => gaussian(rand, 384));
    const index = new VectorIndex(384);
    for (let i = 0; i < 2000; i += 1) {
      const centre = centres[Math.floor(rand() * centres.length)];
      const noise = gaussian(rand, 384);
      index.upsert(`r${i}`, centre.map((value, j) => value + 1.5 * noise[j]));
    }
    const approximate = new ApproximateIndex(index);
    index.approximate = approximate;
    const page = { size: 40, candidates: 40 };
    while (approximate.cursor < 500) approximate.step(1);
    const share = approximate.cursor / index.rows;
    expect(pageAtShare(page, share)).toEqual({ size: 10, candidates: 10 });
    const fullPage = await calibrate(index, approximate, [41], 0.8, page);
    const sharedPage = await calibrate(index, approximate, [41], 0.8, pageAtShare(page, share));
    while (approximate.step(50));
    const complete = await calibrate(index, approximate, [41], 0.97, page);
    // The full page reaches past each topic's few rows in yet, where the complete graph never has to go.
    expect(fullPage.recall).toBeLessThan(complete.recall - 0.02);
    expect(sharedPage.recall).toBeGreaterThanOrEqual(complete.recall);
    expect(pageAtShare(page, 1)).toBe(page);
    expect(pageAtShare({ size: 50, candidates: 200 }, 0.262)).toEqual({ size: 13, candidates: 52 });
  });

  it('keeps growing on a machine so busy that every slice is over before a row is added', () => {
    const index = filled(300, vectorSource(7));
    const approximate = new ApproximateIndex(index);
    // Each reading of the clock finds 50 ms gone, as when the process waits for a core between two lines:
    // every 20 ms slice is spent before it starts, and each row seems to cost tens of milliseconds.
    let now = performance.now();
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 50));
    try {
      for (let steps = 0; approximate.step(20); steps += 1) {
        if (steps > 1000) throw new Error(`the graph stopped growing at ${approximate.size} of 300 rows`);
      }
    } finally {
      clock.mockRestore();
    }
    expect(approximate.size).toBe(300);
  });

  it('is let go, and searches stay exact, when it misses too many of the nearest vectors', async () => {
    const next = vectorSource(5);
    const index = filled(COUNT, next);
    const approximate = new ApproximateIndex(index);
    index.approximate = approximate;
    let declined = false;
    keepBuilt(index, approximate, { vectorSettingsId: 'test', log, expansions: [], onDeclined: () => (declined = true) });
    for (let waited = 0; !declined; waited += 10) {
      if (waited > 30_000) throw new Error('the graph was not measured in time');
      await sleep(10);
    }
    expect(approximate.expansion).toBeNull();
    expect(approximate.canAnswer(10)).toBe(false);
    expect(log.lines).toContain('the approximate vector index misses too many of the nearest vectors to be used; searches stay exact');
  });
});

describe('the rows a graph is measured with at last', () => {
  it('are a sample of every part of the rows, kept out of the graph until it is measured, then let in', async () => {
    const index = filled(4096, vectorSource(21));
    const approximate = new ApproximateIndex(index);
    index.approximate = approximate;
    while (approximate.cursor < index.rows) approximate.step(50);
    // The first pass over: 128 rows held out, from every part of the rows (reservoir sampling), none in the graph.
    const heldOut = approximate.heldOutRows();
    expect(heldOut).toHaveLength(HELD_OUT_ROWS);
    expect(approximate.size).toBe(4096 - HELD_OUT_ROWS);
    const quarters = [0, 1, 2, 3].map((quarter) => heldOut.filter((position) => Math.floor(position / 1024) === quarter).length);
    for (const share of quarters) expect(share).toBeGreaterThan(HELD_OUT_ROWS / 8);
    expect(approximate.settled).toBe(false);

    // Deleted meanwhile, one leaves the sample; changed, one keeps its place and joins with its new vector.
    const [deleted, changed] = heldOut;
    index.forget([index.recordIdAt(deleted)], index.writes);
    index.upsert(index.recordIdAt(changed), vectorSource(22)());
    expect(approximate.heldOutRows()).toHaveLength(HELD_OUT_ROWS - 1);
    expect(approximate.heldOutRows()).toContain(changed);

    approximate.releaseHeldOut();
    while (approximate.step(50));
    expect(approximate.heldOutRows()).toEqual([]);
    expect(approximate.size).toBe(4095);
  });

  it('ask the graph for none of themselves: a search of every row finds all the exact nearest', async () => {
    const index = filled(4096, vectorSource(25));
    const approximate = new ApproximateIndex(index);
    index.approximate = approximate;
    while (approximate.cursor < index.rows) approximate.step(50);
    const rowAt = vi.spyOn(index, 'rowAt');
    const widest = await calibrate(index, approximate, [4096], 0.95, { size: 10, candidates: 10 }, FINAL_SAMPLING);
    // The queries were the held-out rows, and the other held-out rows, which the graph cannot answer, were
    // no nearest rows it was asked to find.
    const asked = new Set(rowAt.mock.calls.map(([position]) => position));
    for (const position of approximate.heldOutRows()) expect(asked.has(position)).toBe(true);
    expect(widest).toMatchObject({ expansion: 4096, recall: 1 });
    rowAt.mockRestore();
  });

  it('are what the builder measures the complete graph on, and the graph answers with them in it', async () => {
    const index = filled(4096, vectorSource(23));
    const approximate = await withGraph(index);
    expect(approximate.size).toBe(4096);
    expect(approximate.heldOutRows()).toEqual([]);
    expect(approximate.settled).toBe(true);
  });

  it('are none for a graph of a few rows, which is measured on rows it holds', () => {
    const index = filled(COUNT, vectorSource(24));
    const approximate = new ApproximateIndex(index);
    index.approximate = approximate;
    while (approximate.step(50));
    expect(approximate.heldOutRows()).toEqual([]);
    expect(approximate.size).toBe(COUNT);
  });
});
