import type { SearchRecordsBody } from '@gloss/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/types.js';
import { Unprocessable } from '../../domain/errors.js';
import { chunked } from '../../db/chunks.js';
import { type RecordRow, findRecordsByIds } from '../records/repository.js';
import { decodeVector, findVector, listVectorsOfRecords } from '../records/vectors-repository.js';
import { assignedRecords } from './assigned-records.js';
import type { SearchView } from './view.js';
import { type Plan, conditionsForListedRecords, whereOf } from './plan.js';
import type { VectorHit, VectorIndex } from './vector-index.js';
import type { VectorIndexes } from './vector-indexes.js';

/** The most hits a similarity search ranks, whatever the offset and limit (Argilla's cap). */
export const SIMILARITY_HITS_MAX = 1000;

/**
 * The records nearest to the query vector (or farthest, with `least_similar`), as Argilla pages them: the
 * best `limit + offset` hits (at most 1,000) are ranked, the page is those after `offset`, and the total is
 * the number of hits. Past the 1,000th hit the page is empty and the total 0, so a client paging until an
 * empty page stops.
 */
export async function findSimilar(
  db: Db,
  view: SearchView,
  body: SearchRecordsBody,
  plan: Plan,
  page: { offset: number; limit: number },
  vectorIndexes: VectorIndexes,
): Promise<{ rows: (RecordRow & { query_score: number | null })[]; total: number }> {
  const vector = body.query!.vector!;
  const settings = view.schema.vectorsByName.get(vector.name);
  if (!settings) throw new Unprocessable(`Vector \`${vector.name}\` not found in dataset \`${view.datasetId}\`.`);
  let query: ArrayLike<number>;
  if (vector.record_id) {
    // A record out of the caller's reach is not found in the dataset, as a record of another dataset.
    let lookup = db.selectFrom('records as r').select('r.id').where('r.id', '=', vector.record_id).where('r.dataset_id', '=', view.datasetId);
    if (view.onlyAssignedTo) lookup = lookup.where(assignedRecords(view.datasetId, view.onlyAssignedTo).probe);
    const reference = await lookup.executeTakeFirst();
    if (!reference) throw new Unprocessable(`Record with id \`${vector.record_id}\` not found in dataset \`${view.datasetId}\`.`);
    const stored = await findVector(db, reference.id, settings.id);
    if (!stored) {
      throw new Unprocessable(`Record \`${reference.id}\` does not have a vector for vector settings \`${settings.name}\``, 'missing_vector');
    }
    query = stored;
  } else {
    query = vector.value!;
    if (query.length !== settings.dimensions) {
      throw new Unprocessable(`vector value for vector name=${settings.name} must have ${settings.dimensions} elements, got ${query.length} elements`);
    }
  }
  const hitsWanted = Math.min(page.offset + page.limit, SIMILARITY_HITS_MAX);
  if (page.offset >= hitsWanted) return { rows: [], total: 0 };
  const index = await vectorIndexes.indexFor(db, settings);
  const options = { order: vector.order, excluded: vector.record_id ?? undefined };
  const hits = await findHits(db, plan, index, settings.id, query, hitsWanted, options);
  const pageHits = hits.slice(page.offset);
  const byId = new Map((await findRecordsByIds(db, pageHits.map((hit) => hit.recordId))).map((row) => [row.id, row]));
  const rows = pageHits.flatMap((hit) => {
    const row = byId.get(hit.recordId);
    const similarity = vector.order === 'least_similar' ? (1 - hit.cosine) / 2 : (1 + hit.cosine) / 2;
    return row ? [{ ...row, query_score: similarity }] : [];
  });
  return { rows, total: hits.length };
}

type CandidateOptions = { order: 'most_similar' | 'least_similar'; excluded?: string };

/**
 * The best `wanted` hits, ranked exactly from four times as many candidates. The index may still hold the
 * vectors of records deleted since it loaded them (large indexes drop them in batches): they are dropped
 * here as they are met, and when they leave too few hits, more candidates are read.
 */
async function findHits(
  db: Db,
  plan: Plan,
  index: VectorIndex,
  vectorSettingsId: string,
  query: ArrayLike<number>,
  wanted: number,
  options: CandidateOptions,
): Promise<VectorHit[]> {
  for (let read = Math.max(wanted * 4, wanted + 32); ; read *= 4) {
    const candidates = await findCandidates(db, plan, index, query, read, options);
    const checkedAt = index.writes;
    const { hits, gone } = await rankExactly(db, vectorSettingsId, query, candidates, wanted, options.order);
    if (gone.length > 0) index.forget(gone, checkedAt);
    if (hits.length >= wanted || candidates.length < read || gone.length === 0) return hits;
  }
}

/**
 * The index's `wanted` best candidates among the records the search's filters and text keep (they narrow
 * the candidates; they do not change the similarity score). Filters usually keep most records (the
 * annotator's pending queue keeps all but those they answered), so the nearest records of the whole index
 * are read first and only they are checked against the filters, reading more of the index until enough
 * pass. Filters that keep few records are met with the list of every record they keep instead.
 */
async function findCandidates(
  db: Db,
  plan: Plan,
  index: VectorIndex,
  query: ArrayLike<number>,
  wanted: number,
  options: CandidateOptions,
): Promise<VectorHit[]> {
  if (plan.conditions.length <= 1) return index.search(query, wanted, options);
  for (let read = wanted * 2; read * 4 <= index.size; read *= 4) {
    const nearest = index.search(query, read, options);
    const kept = await keepMatching(db, plan, nearest.map((hit) => hit.recordId));
    const candidates = nearest.filter((hit) => kept.has(hit.recordId));
    if (candidates.length >= wanted || nearest.length < read) return candidates.slice(0, wanted);
  }
  const matching = await sql<{ id: string }>`SELECT r.id FROM records r WHERE ${whereOf(plan)}`.execute(db);
  return index.search(query, wanted, { ...options, allowed: new Set(matching.rows.map((row) => row.id)) });
}

/** Which of these records the search's conditions keep. */
async function keepMatching(db: Db, plan: Plan, recordIds: string[]): Promise<Set<string>> {
  const kept = new Set<string>();
  for (const chunk of chunked(recordIds, 2000)) {
    const rows = await sql<{ id: string }>`SELECT r.id FROM records r WHERE r.id IN (${sql.join(chunk)}) AND ${sql.join(conditionsForListedRecords(plan), sql` AND `)}`.execute(db);
    for (const row of rows.rows) kept.add(row.id);
  }
  return kept;
}

/**
 * Re-scores the index's approximate candidates with the stored vectors and keeps the best `limit`; `gone`
 * lists the candidates whose vector is no longer stored.
 */
async function rankExactly(
  db: Db,
  vectorSettingsId: string,
  query: ArrayLike<number>,
  candidates: VectorHit[],
  limit: number,
  order: 'most_similar' | 'least_similar',
): Promise<{ hits: VectorHit[]; gone: string[] }> {
  const stored = await listVectorsOfRecords(db, candidates.map((hit) => hit.recordId), [vectorSettingsId]);
  const found = new Set(stored.map((row) => row.record_id));
  const unitQuery = towardUnit(query);
  const hits = stored.map((row) => {
    const vector = towardUnit(decodeVector(row.value));
    let dot = 0;
    for (let i = 0; i < vector.length; i += 1) dot += vector[i] * unitQuery[i];
    return { recordId: row.record_id, cosine: dot };
  });
  hits.sort((a, b) => (order === 'most_similar' ? b.cosine - a.cosine : a.cosine - b.cosine));
  return { hits: hits.slice(0, limit), gone: candidates.map((hit) => hit.recordId).filter((recordId) => !found.has(recordId)) };
}

/**
 * The vector scaled to length 1 (all zeros stay zeros). It is first divided by its largest magnitude, so
 * that values near the largest doubles neither overflow the length nor the dot product.
 */
function towardUnit(vector: ArrayLike<number>): Float64Array {
  let largest = 0;
  for (let i = 0; i < vector.length; i += 1) largest = Math.max(largest, Math.abs(vector[i]));
  const unit = new Float64Array(vector.length);
  if (largest === 0 || !Number.isFinite(largest)) return unit;
  let squares = 0;
  for (let i = 0; i < vector.length; i += 1) {
    unit[i] = vector[i] / largest;
    squares += unit[i] * unit[i];
  }
  const length = Math.sqrt(squares);
  for (let i = 0; i < unit.length; i += 1) unit[i] /= length;
  return unit;
}
