import { performance } from 'node:perf_hooks';
import usearch, { type Index } from 'usearch';
import type { VectorHit, VectorIndex } from './vector-index.js';

// HNSW settings, measured on 384-dimension vectors (bench/vectors/run.mjs): 16 links per node and 128
// candidates while adding are usearch's defaults; 32 links bought recall on uniformly random vectors only at
// a cost above the exact scan's, for a fifth more memory and twice the build time. The graph stores its own
// int8 copy of each row (usearch offers no way to read a vector back, and the exact paths need the rows),
// scored by cosine like the rows.
const CONNECTIVITY = 16;
const EXPANSION_ADD = 128;
/** Rows not yet in the graph are scored one by one at search time, up to this many; beyond, exact scans. */
const MAX_WAITING = 8192;
/** The most candidates asked of the graph: wider searches (filters that keep few records) scan exactly. */
export const MAX_GRAPH_CANDIDATES = 4096;
/** Past this share of removed nodes (holes the graph still walks through), the graph is built again. */
const MAX_TOMBSTONE_SHARE = 0.5;
/**
 * Rows the first pass keeps out of the graph until it is measured, a uniform sample of the rows it passes
 * (reservoir sampling): the queries of its final measurement (approximate-calibration.ts). A search for a
 * row the graph holds lands on that row, whose own links lead to its nearest: measured that way, the graph
 * of a million clustered vectors found 0.957 of the exact 50 nearest, and 0.891 for queries it did not hold
 * (the records benchmark's). While the index has fewer than `HOLD_OUT_FROM` rows none is held out, and a
 * graph of so few is measured on rows it holds.
 */
export const HELD_OUT_ROWS = 128;
const HOLD_OUT_FROM = 16 * HELD_OUT_ROWS;

/** What a saved graph needs besides its file. */
export interface SavedGraph {
  size: number;
  tombstones: number;
  expansion: number;
}

/**
 * An HNSW graph (usearch) over the rows of a `VectorIndex`, keyed by row number. It is filled in the
 * background (`step`, a slice at a time) from row 0 up to `cursor`; rows changed below the cursor wait in a
 * set until they are added again. Searches ask the graph for the nearest rows and score the waiting rows
 * directly, so an answer always covers every row. It answers only once `expansion` is set: the number of
 * candidates that, measured on this index's own vectors, finds nearly all of the exact nearest ones.
 */
export class ApproximateIndex {
  private graph: Index;
  /** Rows below it have been offered to the graph: live ones are in it unless waiting. */
  cursor = 0;
  private readonly waiting = new Set<number>();
  /** The rows the first pass holds out, and how many it offered to the sample (see HELD_OUT_ROWS). */
  private readonly heldOut: number[] = [];
  private offeredToSample = 0;
  private readonly sampleRandom = seededRandom(0x9e3779b9);
  /** Graph slots of removed rows, not yet reused by an addition. */
  private tombstones = 0;
  /** Candidates asked of the graph per search; null until measured. */
  expansion: number | null = null;
  /** Searches answered from the graph, for the status page and tests. */
  searches = 0;
  closed = false;
  /** Called when work appears while the builder is idle. */
  wake: (() => void) | null = null;
  private msPerRow = 0.5;

  constructor(private readonly store: VectorIndex) {
    this.graph = newGraph(store.dimensions);
  }

  /**
   * A complete graph read back from a file `save` wrote over these very rows: it holds every row, and
   * answers at once with the expansion it was measured with.
   */
  static load(store: VectorIndex, path: string, saved: SavedGraph): ApproximateIndex {
    const approximate = new ApproximateIndex(store);
    approximate.graph.load(path);
    if (approximate.graph.size() !== saved.size) throw new Error(`the stored graph holds ${approximate.graph.size()} rows, not ${saved.size}`);
    approximate.cursor = store.rows;
    approximate.tombstones = saved.tombstones;
    approximate.expansion = saved.expansion;
    return approximate;
  }

  /** Whether the graph is complete and measured: what `save` keeps can answer as soon as it is loaded. */
  get settled(): boolean {
    return this.expansion !== null && this.pending === 0 && this.heldOut.length === 0 && !this.closed;
  }

  /** Writes the graph to a file (blocking while it does: about a second per million rows). */
  save(path: string): SavedGraph {
    if (!this.settled || this.expansion === null) throw new Error('only a complete, measured graph is saved');
    this.graph.save(path);
    return { size: this.graph.size(), tombstones: this.tombstones, expansion: this.expansion };
  }

  /** Rows still to add: the waiting ones and those past the cursor (the held out ones join once measured). */
  get pending(): number {
    return this.waiting.size + Math.max(0, this.store.rows - this.cursor);
  }

  /** The live rows the first pass held out of the graph: queries it has not seen. */
  heldOutRows(): number[] {
    return this.heldOut.filter((position) => this.store.recordIdAt(position) !== '');
  }

  /** Once the graph is measured: the rows held out join it, as rows written since do. */
  releaseHeldOut(): void {
    for (const position of this.heldOutRows()) this.waiting.add(position);
    this.heldOut.length = 0;
    this.offeredToSample = 0;
  }

  /** How many rows the graph holds. */
  get size(): number {
    return this.graph.size();
  }

  canAnswer(k: number): boolean {
    return this.expansion !== null && !this.closed && k <= MAX_GRAPH_CANDIDATES && this.pending <= MAX_WAITING;
  }

  /** A row was written (`replaced`: it held a vector before). */
  changed(position: number, replaced: boolean): void {
    // A row past the cursor is taken when the cursor reaches it, a held out one when it is let in (as it is
    // then); one below waits to be added again.
    if (position < this.cursor && !this.waiting.has(position) && !this.heldOut.includes(position)) {
      if (replaced) this.tombstones += this.removeFromGraph(position);
      this.waiting.add(position);
    }
    this.wake?.();
  }

  /** A row was freed. */
  removed(position: number): void {
    if (position >= this.cursor) return;
    const held = this.heldOut.indexOf(position);
    if (held >= 0) {
      this.heldOut.splice(held, 1);
      return;
    }
    if (!this.waiting.delete(position)) this.tombstones += this.removeFromGraph(position);
  }

  /**
   * The `k` best accepted rows: the graph's nearest (asking for more while too few are accepted) and every
   * waiting row, scored like the exact scan. Null when even the widest graph search keeps too few.
   */
  search(query: Int8Array, k: number, accept: (recordId: string) => boolean): VectorHit[] | null {
    let hits: VectorHit[] = [];
    for (let asked = Math.max(k, this.expansion ?? 0); ; asked *= 4) {
      const nearest = this.nearest(query, Math.min(asked, MAX_GRAPH_CANDIDATES));
      hits = [];
      for (const position of nearest) this.collect(position, query, accept, hits);
      if (hits.length >= k || nearest.length < Math.min(asked, MAX_GRAPH_CANDIDATES)) break;
      if (asked >= MAX_GRAPH_CANDIDATES) return null;
    }
    for (const position of this.waiting) this.collect(position, query, accept, hits);
    for (let position = this.cursor; position < this.store.rows; position += 1) this.collect(position, query, accept, hits);
    this.searches += 1;
    return hits;
  }

  /** The graph's `count` nearest rows to a quantised query. */
  nearest(query: Int8Array, count: number): number[] {
    if (this.graph.size() === 0) return [];
    const { keys } = this.graph.search(query, count, 1);
    return Array.from(keys, Number);
  }

  /**
   * Adds rows to the graph for about `budgetMs` (one call blocks the event loop that long), waiting rows
   * first, and at least one row whatever the time says. Returns whether rows remain to add.
   */
  step(budgetMs: number): boolean {
    const deadline = performance.now() + budgetMs;
    if (this.tombstones > 1000 && this.tombstones > this.graph.size() * MAX_TOMBSTONE_SHARE) this.restart();
    // Only adding rows corrects the estimate of what one costs: a batch that seemed slow (the process waiting
    // for a core on a busy machine) must not leave every later slice too short to start one, for good.
    for (let first = true; ; first = false) {
      const left = deadline - performance.now();
      if (!first && left < this.msPerRow) return this.pending > 0;
      const batch = this.takeRows(Math.max(1, Math.min(1024, Math.floor(Math.max(0, left) / this.msPerRow))));
      if (batch.length === 0) return this.pending > 0;
      const started = performance.now();
      this.addRows(batch);
      this.msPerRow = 0.5 * this.msPerRow + (0.5 * (performance.now() - started)) / batch.length;
    }
  }

  /** Forgets the graph (removed since too many of its nodes were): it is built again from row 0. */
  restart(): void {
    this.graph = newGraph(this.store.dimensions);
    this.cursor = 0;
    this.waiting.clear();
    this.heldOut.length = 0;
    this.offeredToSample = 0;
    this.tombstones = 0;
    this.expansion = null;
  }

  close(): void {
    this.closed = true;
    this.wake = null;
  }

  private collect(position: number, query: Int8Array, accept: (recordId: string) => boolean, hits: VectorHit[]): void {
    const recordId = this.store.recordIdAt(position);
    if (accept(recordId)) hits.push({ recordId, cosine: this.store.cosineAt(position, query) });
  }

  private takeRows(limit: number): number[] {
    const batch: number[] = [];
    for (const position of this.waiting) {
      if (batch.length >= limit) return batch;
      this.waiting.delete(position);
      if (this.store.recordIdAt(position) !== '') batch.push(position);
    }
    while (batch.length < limit && this.cursor < this.store.rows) {
      const position = this.cursor;
      this.cursor += 1;
      if (this.store.recordIdAt(position) === '') continue;
      const added = this.expansion === null && this.store.rows >= HOLD_OUT_FROM ? this.offerToSample(position) : position;
      if (added !== null) batch.push(added);
    }
    return batch;
  }

  /** Offers a row of the first pass to the held-out sample: answers the row to add now (it or one it replaced), or null. */
  private offerToSample(position: number): number | null {
    this.offeredToSample += 1;
    if (this.heldOut.length < HELD_OUT_ROWS) {
      this.heldOut.push(position);
      return null;
    }
    const slot = Math.floor(this.sampleRandom() * this.offeredToSample);
    if (slot >= HELD_OUT_ROWS) return position;
    const replaced = this.heldOut[slot];
    this.heldOut[slot] = position;
    return replaced;
  }

  private addRows(positions: number[]): void {
    const dimensions = this.store.dimensions;
    const vectors = new Int8Array(positions.length * dimensions);
    positions.forEach((position, i) => vectors.set(this.store.rowAt(position), i * dimensions));
    // One thread: on two cores a second one made adding slower, and concurrent insertions left some rows
    // unreachable in small graphs (measured: 177 of 96,000 exact neighbours missed on 400 rows of 3
    // dimensions, none with one thread). usearch also refuses more threads than the first addition had.
    this.graph.add(BigUint64Array.from(positions, BigInt), vectors, 1);
    // usearch reuses the slots of removed nodes for new ones.
    this.tombstones = Math.max(0, this.tombstones - positions.length);
  }

  private removeFromGraph(position: number): number {
    return this.graph.remove(BigInt(position)) as number;
  }
}

/** A repeatable sequence in [0, 1) (mulberry32): the same rows are held out of the same index. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

function newGraph(dimensions: number): Index {
  return new usearch.Index({
    dimensions,
    metric: usearch.MetricKind.Cos,
    quantization: usearch.ScalarKind.I8,
    connectivity: CONNECTIVITY,
    expansion_add: EXPANSION_ADD,
    expansion_search: 0,
    multi: false,
  });
}
