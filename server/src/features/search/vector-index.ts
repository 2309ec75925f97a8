import usearch, { type Matches } from 'usearch';

export const BLOCK_ROWS = 8192;
// Unit vectors are kept as int8 (a quarter of float32's memory); candidates are then ranked exactly.
const SCALE = 127;

/**
 * The Euclidean length, in a plain loop: `Math.hypot(...vector)` spreads every value into arguments, which
 * took most of an index's build. Scaled by the largest magnitude first, so huge values do not overflow.
 */
function lengthOf(vector: ArrayLike<number>): number {
  let largest = 0;
  for (let i = 0; i < vector.length; i += 1) largest = Math.max(largest, Math.abs(vector[i]));
  if (largest === 0 || !Number.isFinite(largest)) return largest;
  let squares = 0;
  for (let i = 0; i < vector.length; i += 1) {
    const scaled = vector[i] / largest;
    squares += scaled * scaled;
  }
  return largest * Math.sqrt(squares);
}

/** The vector scaled to length `SCALE` and rounded to int8, as the index holds it (into `target`). */
function quantize(vector: ArrayLike<number>, sign = 1, target: Int8Array = new Int8Array(vector.length)): Int8Array {
  const norm = lengthOf(vector) || 1;
  for (let i = 0; i < target.length; i += 1) target[i] = Math.round(((sign * vector[i]) / norm) * SCALE);
  return target;
}

export interface VectorHit {
  recordId: string;
  /** Cosine similarity of the stored vector and the query, in [-1, 1]. */
  cosine: number;
}

/**
 * The rows of an index as a snapshot keeps them: the record at each row ('' for a free one) and the
 * int8 blocks, each `BLOCK_ROWS` rows long (the last one padded with zeros).
 */
export interface StoredRows {
  recordIds: string[];
  blocks: Int8Array[];
}

export interface RowHit {
  position: number;
  cosine: number;
}

interface SearchOptions {
  order: 'most_similar' | 'least_similar';
  allowed?: ReadonlySet<string>;
  excluded?: string;
}

/**
 * The vectors of one vector settings, in memory: normalised, so cosine similarity is a dot product, and
 * quantised to int8, so 100,000 vectors of 384 dimensions take 37 MB. Rows live in fixed-size blocks so
 * growing never copies the whole matrix; each block is scanned exhaustively with SIMD (usearch), and the
 * per-block winners merged. Large indexes may also hold an approximate (HNSW) index over the same rows,
 * kept in step by every change here. The scores are approximate: callers re-rank the candidates exactly.
 */
/** What the store needs of an approximate graph kept over its rows (approximate-index.ts): told of every change, asked first. */
export interface RowGraph {
  changed(position: number, replaced: boolean): void;
  removed(position: number): void;
  canAnswer(k: number): boolean;
  search(query: Int8Array, k: number, accept: (recordId: string) => boolean): VectorHit[] | null;
}

export class VectorIndex<Graph extends RowGraph = RowGraph> {
  private readonly blocks: Int8Array[] = [];
  /** The record at each row; '' for a row freed by a removal, reused by the next new record. */
  private readonly recordIds: string[] = [];
  private readonly positions = new Map<string, number>();
  private readonly freeRows: number[] = [];
  /** When each row was last written, on the `writes` clock: a removal decided before then must not apply. */
  private readonly writtenAt: number[] = [];
  /** Counts every change, so a caller can tell whether rows changed while it waited. */
  writes = 0;
  /** Vectors of records known to be deleted (counted when a removal was signalled) but still held. */
  stale = 0;
  approximate: Graph | null = null;

  constructor(readonly dimensions: number) {}

  /** An index holding rows read back from a snapshot (see `storedRows`), each record at its old row. */
  static fromStoredRows<G extends RowGraph>(dimensions: number, stored: StoredRows): VectorIndex<G> {
    const index = new VectorIndex<G>(dimensions);
    const expectedBlocks = Math.ceil(stored.recordIds.length / BLOCK_ROWS);
    if (stored.blocks.length !== expectedBlocks || stored.blocks.some((block) => block.length !== BLOCK_ROWS * dimensions)) {
      throw new Error('the stored rows do not match their record ids');
    }
    index.blocks.push(...stored.blocks);
    stored.recordIds.forEach((recordId, position) => {
      index.recordIds.push(recordId);
      index.writtenAt.push(0);
      if (recordId === '') index.freeRows.push(position);
      else if (index.positions.has(recordId)) throw new Error('a record is stored at two rows');
      else index.positions.set(recordId, position);
    });
    return index;
  }

  /** The rows as they are now, for a snapshot: views of the live blocks, valid until the next change. */
  storedRows(): StoredRows {
    return { recordIds: this.recordIds, blocks: this.blocks };
  }

  /** How many records have a vector here. */
  get size(): number {
    return this.positions.size;
  }

  /** How many rows are in use or freed: row numbers are below it. */
  get rows(): number {
    return this.recordIds.length;
  }

  upsert(recordId: string, vector: ArrayLike<number>): void {
    let position = this.positions.get(recordId);
    const replaced = position !== undefined;
    if (position === undefined) {
      position = this.freeRows.pop() ?? this.appendRow();
      this.recordIds[position] = recordId;
      this.positions.set(recordId, position);
    }
    quantize(vector, 1, this.rowAt(position));
    this.writes += 1;
    this.writtenAt[position] = this.writes;
    this.approximate?.changed(position, replaced);
  }

  /**
   * Drops the vectors of records found gone from the database, unless written since `checkedAt` (the
   * `writes` clock read before the database was): a record created again meanwhile keeps its new vector.
   * Returns how many were dropped.
   */
  forget(recordIds: Iterable<string>, checkedAt: number): number {
    let forgotten = 0;
    for (const recordId of recordIds) {
      const position = this.positions.get(recordId);
      if (position === undefined || this.writtenAt[position] > checkedAt) continue;
      this.rowAt(position).fill(0);
      this.recordIds[position] = '';
      this.positions.delete(recordId);
      this.freeRows.push(position);
      this.writes += 1;
      this.writtenAt[position] = this.writes;
      this.approximate?.removed(position);
      forgotten += 1;
    }
    this.stale = Math.max(0, this.stale - forgotten);
    return forgotten;
  }

  /** The record at a row, or '' for a free row. */
  recordIdAt(position: number): string {
    return this.recordIds[position] ?? '';
  }

  /** The live record ids, as they are now. */
  recordIdList(): string[] {
    return [...this.positions.keys()];
  }

  /** A view of one row's int8 values (not a copy). */
  rowAt(position: number): Int8Array {
    const block = this.blocks[Math.floor(position / BLOCK_ROWS)];
    const offset = (position % BLOCK_ROWS) * this.dimensions;
    return block.subarray(offset, offset + this.dimensions);
  }

  /** The int8 dot product of a row and a quantised query, as a cosine. */
  cosineAt(position: number, query: Int8Array): number {
    const block = this.blocks[Math.floor(position / BLOCK_ROWS)];
    const offset = (position % BLOCK_ROWS) * this.dimensions;
    let dot = 0;
    for (let i = 0; i < this.dimensions; i += 1) dot += block[offset + i] * query[i];
    return dot / (SCALE * SCALE);
  }

  /**
   * The `k` records most similar to `query` (or least similar, with `order`), among `allowed` when given,
   * never `excluded`.
   */
  search(query: ArrayLike<number>, k: number, options: SearchOptions): VectorHit[] {
    const sign = options.order === 'least_similar' ? -1 : 1;
    const normalised = quantize(query, sign);
    const accept = (recordId: string) =>
      recordId !== '' && recordId !== options.excluded && (options.allowed === undefined || options.allowed.has(recordId));

    let hits: VectorHit[] | null = null;
    if (options.allowed !== undefined && options.allowed.size * 8 < this.size) {
      hits = this.scanAllowed(normalised, options.allowed, accept);
    } else if (options.order === 'most_similar' && this.approximate?.canAnswer(k)) {
      // Farthest-first is left to the exact scan: a graph built for nearness walks poorly away from the data.
      hits = this.approximate.search(normalised, k, accept);
    }
    hits ??= this.searchBlocks(normalised, k, accept, this.rows);
    hits.sort((a, b) => b.cosine - a.cosine);
    return hits.slice(0, k).map((hit) => ({ recordId: hit.recordId, cosine: sign * hit.cosine }));
  }

  /** Few candidates: score each directly. */
  private scanAllowed(query: Int8Array, allowed: ReadonlySet<string>, accept: (id: string) => boolean): VectorHit[] {
    const hits: VectorHit[] = [];
    for (const recordId of allowed) {
      const position = this.positions.get(recordId);
      if (position === undefined || !accept(recordId)) continue;
      hits.push({ recordId, cosine: this.cosineAt(position, query) });
    }
    return hits;
  }

  /**
   * Many candidates: exact top-n per block among the first `rows` rows, widening n until enough accepted
   * hits are found.
   */
  searchBlocks(query: Int8Array, k: number, accept: (id: string) => boolean, rows: number): VectorHit[] {
    for (let wanted = Math.max(k * 2, 64); ; wanted *= 4) {
      const hits: VectorHit[] = [];
      let exhausted = true;
      this.blocks.forEach((block, blockIndex) => {
        const blockRows = Math.min(BLOCK_ROWS, rows - blockIndex * BLOCK_ROWS);
        if (blockRows <= 0) return;
        const count = Math.min(wanted, blockRows);
        if (count < blockRows) exhausted = false;
        // usearch reads a typed array from the start of its buffer, so the block and the query are passed
        // whole or from offset 0.
        const matrix = block.subarray(0, blockRows * this.dimensions);
        const { keys, distances } = usearch.exactSearch(matrix, query, this.dimensions, count, usearch.MetricKind.IP);
        for (let i = 0; i < keys.length; i += 1) {
          const recordId = this.recordIds[blockIndex * BLOCK_ROWS + Number(keys[i])];
          // usearch's inner-product distance is 1 - dot.
          if (accept(recordId)) hits.push({ recordId, cosine: (1 - distances[i]) / (SCALE * SCALE) });
        }
      });
      if (hits.length >= k || exhausted) return hits;
    }
  }

  get blockCount(): number {
    return this.blocks.length;
  }

  /**
   * The exact nearest rows to each of several queries (`queries` holds them one after another) within one
   * block, counting only the first `rows` rows overall; free rows left out. For measuring the approximate
   * index against, a block at a time.
   */
  nearestInBlock(queries: Int8Array, count: number, blockIndex: number, rows: number): RowHit[][] {
    const queryCount = queries.length / this.dimensions;
    const blockRows = Math.min(BLOCK_ROWS, rows - blockIndex * BLOCK_ROWS);
    if (blockRows <= 0) return Array.from({ length: queryCount }, () => []);
    const wanted = Math.min(count, blockRows);
    const matrix = this.blocks[blockIndex].subarray(0, blockRows * this.dimensions);
    const { keys, distances } = usearch.exactSearch(matrix, queries, this.dimensions, wanted, usearch.MetricKind.IP) as Matches;
    return Array.from({ length: queryCount }, (_, q) => {
      const nearest: RowHit[] = [];
      for (let i = q * wanted; i < (q + 1) * wanted; i += 1) {
        const position = blockIndex * BLOCK_ROWS + Number(keys[i]);
        if (this.recordIds[position] !== '') nearest.push({ position, cosine: (1 - distances[i]) / (SCALE * SCALE) });
      }
      return nearest;
    });
  }

  private appendRow(): number {
    const position = this.recordIds.length;
    if (position % BLOCK_ROWS === 0) this.blocks.push(new Int8Array(BLOCK_ROWS * this.dimensions));
    this.recordIds.push('');
    this.writtenAt.push(0);
    return position;
  }
}
