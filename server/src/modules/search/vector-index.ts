import usearch from 'usearch';

const BLOCK_ROWS = 8192;
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

export interface VectorHit {
  recordId: string;
  /** Cosine similarity of the stored vector and the query, in [-1, 1]. */
  cosine: number;
}

/**
 * The vectors of one vector settings, in memory: normalised, so cosine similarity is a dot product, and
 * quantised to int8, so 100,000 vectors of 384 dimensions take 37 MB. Rows live in fixed-size blocks so
 * growing never copies the whole matrix; each block is scanned exhaustively with SIMD (usearch), and the
 * per-block winners merged. The scores are approximate: callers re-rank the candidates exactly.
 */
export class VectorIndex {
  private readonly blocks: Int8Array[] = [];
  private readonly recordIds: string[] = [];
  private readonly positions = new Map<string, number>();

  constructor(readonly dimensions: number) {}

  get size(): number {
    return this.recordIds.length;
  }

  upsert(recordId: string, vector: ArrayLike<number>): void {
    let position = this.positions.get(recordId);
    if (position === undefined) {
      position = this.recordIds.length;
      this.recordIds.push(recordId);
      this.positions.set(recordId, position);
      if (position % BLOCK_ROWS === 0) this.blocks.push(new Int8Array(BLOCK_ROWS * this.dimensions));
    }
    const block = this.blocks[Math.floor(position / BLOCK_ROWS)];
    const offset = (position % BLOCK_ROWS) * this.dimensions;
    const norm = lengthOf(vector) || 1;
    for (let i = 0; i < this.dimensions; i += 1) block[offset + i] = Math.round((vector[i] / norm) * SCALE);
  }

  /**
   * The `k` records most similar to `query` (or least similar, with `order`), among `allowed` when given,
   * never `excluded`.
   */
  search(
    query: ArrayLike<number>,
    k: number,
    options: { order: 'most_similar' | 'least_similar'; allowed?: ReadonlySet<string>; excluded?: string },
  ): VectorHit[] {
    const sign = options.order === 'least_similar' ? -1 : 1;
    const norm = lengthOf(query) || 1;
    const normalised = Int8Array.from(query, (value) => Math.round(((sign * value) / norm) * SCALE));
    const accept = (recordId: string) =>
      recordId !== options.excluded && (options.allowed === undefined || options.allowed.has(recordId));

    const hits =
      options.allowed !== undefined && options.allowed.size * 8 < this.size
        ? this.scanAllowed(normalised, options.allowed, accept)
        : this.searchBlocks(normalised, k, accept);
    hits.sort((a, b) => b.cosine - a.cosine);
    return hits.slice(0, k).map((hit) => ({ recordId: hit.recordId, cosine: sign * hit.cosine }));
  }

  /** Few candidates: score each directly. */
  private scanAllowed(query: Int8Array, allowed: ReadonlySet<string>, accept: (id: string) => boolean): VectorHit[] {
    const hits: VectorHit[] = [];
    for (const recordId of allowed) {
      const position = this.positions.get(recordId);
      if (position === undefined || !accept(recordId)) continue;
      const block = this.blocks[Math.floor(position / BLOCK_ROWS)];
      const offset = (position % BLOCK_ROWS) * this.dimensions;
      let dot = 0;
      for (let i = 0; i < this.dimensions; i += 1) dot += block[offset + i] * query[i];
      hits.push({ recordId, cosine: dot / (SCALE * SCALE) });
    }
    return hits;
  }

  /** Many candidates: exact top-n per block, widening n until enough accepted hits are found. */
  private searchBlocks(query: Int8Array, k: number, accept: (id: string) => boolean): VectorHit[] {
    for (let wanted = Math.max(k * 2, 64); ; wanted *= 4) {
      const hits: VectorHit[] = [];
      let exhausted = true;
      this.blocks.forEach((block, blockIndex) => {
        const rows = Math.min(BLOCK_ROWS, this.size - blockIndex * BLOCK_ROWS);
        if (rows <= 0) return;
        const count = Math.min(wanted, rows);
        if (count < rows) exhausted = false;
        const matrix = block.subarray(0, rows * this.dimensions);
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
}
