import type { DatasetRecord, SearchRecordsBody, SortBy } from '@gloss/contract';
import { type RawBuilder, sql } from 'kysely';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { authorize } from '../../domain/authorize.js';
import { Unprocessable } from '../../domain/errors.js';
import { requireDataset } from '../datasets/access.js';
import { datasetPolicy } from '../datasets/policy.js';
import { type DatasetSchema, loadDatasetSchema } from '../records/dataset-schema.js';
import { parseInclude } from '../records/include.js';
import { presentRecord } from '../records/presenter.js';
import { loadRelations } from '../records/relations.js';
import { type RecordRow, findRecordsByIds, selectRecords } from '../records/repository.js';
import { decodeVector, findVector, listVectorsOfRecords } from '../records/vectors-repository.js';
import { type SearchView, complementOfPending, filterCondition, sortExpression } from './criteria.js';
import { type TextMatch, searchDialectOf } from './dialect.js';
import { parseTextQuery } from './text-query.js';
import type { VectorHit } from './vector-index.js';
import type { VectorIndexes } from './vector-indexes.js';

export interface SearchRequest {
  body: SearchRecordsBody;
  offset: number;
  limit: number;
  include?: string | string[];
}

export interface SearchHit {
  record: DatasetRecord;
  query_score: number | null;
}

const SHUFFLE_RANGE = 2 ** 31;

/** A 31-bit starting point per user along the records' shared random key. */
function shuffleSalt(userId: string): number {
  return createHash('sha256').update(userId).digest().readUInt32BE(0) % SHUFFLE_RANGE;
}

interface Plan {
  conditions: RawBuilder<boolean>[];
  /** The text query's relevance, joined only where a page is ordered by it. */
  ranked: TextMatch['ranked'];
  /** The text query's condition (among `conditions`): a ranked join already applies it. */
  text: RawBuilder<boolean> | null;
  /** A "no response yet" condition (among `conditions`) and the records it drops, for fast counting. */
  pending: { condition: RawBuilder<boolean>; complement: RawBuilder<boolean> } | null;
}

function planFilters(view: SearchView, body: SearchRecordsBody): Plan {
  const plan: Plan = { conditions: [sql<boolean>`r.dataset_id = ${view.datasetId}`], ranked: null, text: null, pending: null };
  const text = body.query?.text;
  if (text) {
    let field: { name: string; position: number } | null = null;
    if (text.field) {
      const found = view.schema.fieldByName.get(text.field);
      if (!found) throw new Unprocessable(`Field \`${text.field}\` not found in dataset \`${view.datasetId}\`.`);
      field = found;
    }
    const parsed = parseTextQuery(text.q);
    if (parsed.required.length > 0 || parsed.excluded.length > 0) {
      const match = view.dialect.textCondition(view.datasetId, parsed, field);
      plan.conditions.push(match.condition);
      plan.ranked = match.ranked;
      plan.text = match.condition;
    }
  }
  for (const filter of body.filters?.and ?? []) {
    const condition = filterCondition(view, filter);
    plan.conditions.push(condition);
    const complement = complementOfPending(view, filter);
    if (complement && !plan.pending) plan.pending = { condition, complement };
  }
  return plan;
}

/** With nothing but the text to match, the index alone yields the page's most relevant records. */
async function findMostRelevant(db: Db, ranked: NonNullable<Plan['ranked']>, page: { offset: number; limit: number }): Promise<PageRow[]> {
  const top = (await ranked.top(page.offset + page.limit).execute(db)).rows.slice(page.offset);
  if (top.length === 0) return [];
  const bySeq = new Map(
    (await selectRecords(db).where('records.seq', 'in', top.map((hit) => hit.seq)).execute()).map((row) => [String(row.seq), row]),
  );
  return top.flatMap((hit) => {
    const row = bySeq.get(String(hit.seq));
    return row ? [{ ...row, query_score: Number(hit.score) }] : [];
  });
}

/** Whether the text query is the only condition besides the dataset. */
function textOnly(plan: Plan): boolean {
  return plan.text !== null && plan.conditions.length === 2;
}

function whereOf(plan: Plan): RawBuilder<unknown> {
  return sql.join(plan.conditions, sql` AND `);
}

/**
 * One part of a page ordered in parts: the records meeting `condition`, walked in `order` (which an
 * index can serve), all before any record of a later part.
 */
interface OrderedPart {
  join?: RawBuilder<unknown>;
  condition: RawBuilder<boolean>;
  order: RawBuilder<unknown>;
}

type PageRow = RecordRow & { query_score: number | null };

const WITH_CONTENTS = sql`JOIN record_contents c ON c.record_seq = r.seq`;

/**
 * Reads a page whose order is a concatenation of index-ordered parts. Each part is read only as far as
 * the page needs (the engine stops walking its index there), and a later part only when the earlier
 * ones ran out: no sort of every match, no scan of a part the page never reaches.
 */
async function findPageInParts(db: Db, plan: Plan, parts: OrderedPart[], score: RawBuilder<unknown>, page: { offset: number; limit: number }) {
  const rows: PageRow[] = [];
  let skip = page.offset;
  for (const part of parts) {
    const need = page.limit - rows.length;
    if (need <= 0) break;
    const result = await sql<PageRow>`SELECT r.*, c.fields, c.metadata, ${score} AS query_score FROM records r ${WITH_CONTENTS} ${part.join ?? sql``} WHERE ${whereOf(plan)} AND ${part.condition} ORDER BY ${part.order}, r.seq LIMIT ${skip + need}`.execute(db);
    rows.push(...result.rows.slice(skip));
    skip = Math.max(0, skip - result.rows.length);
  }
  return rows;
}

/** A single sort on a numeric metadata property: records with a value along its index, then the rest. */
function numericMetadataParts(view: SearchView, sort: SortBy): OrderedPart[] | null {
  if (sort.scope.entity !== 'metadata') return null;
  const property = view.schema.metadataByName.get(sort.scope.metadata_property);
  if (!property || property.settings.type === 'terms') return null;
  const descending = sort.order === 'desc';
  return [
    {
      join: sql`JOIN record_metadata ms ON ms.record_seq = r.seq AND ms.dataset_id = ${view.datasetId} AND ms.name = ${property.name}`,
      condition: sql<boolean>`ms.num IS NOT NULL`,
      order: descending ? sql`ms.num DESC` : sql`ms.num ASC`,
    },
    {
      condition: sql<boolean>`NOT EXISTS (SELECT 1 FROM record_metadata mx WHERE mx.record_seq = r.seq AND mx.name = ${property.name} AND mx.num IS NOT NULL)`,
      order: sql`r.seq`,
    },
  ];
}

// Up to this many matches, each annotator's order is a permutation of its own (XOR of the shared random
// key with their salt), sorted in full; beyond, a rotation along the key's index keeps pages cheap.
const PERMUTED_ORDER_MAX = 10_000;

/**
 * The annotator's own order, stable across calls, different for each annotator, with a score that falls
 * along it. Small result sets are fully permuted per user; large ones are rotated from a point of the
 * user's own, so that annotators start in different places of the queue.
 */
async function findInUserOrder(db: Db, view: SearchView, plan: Plan, userId: string, page: { offset: number; limit: number }, total: number) {
  const salt = shuffleSalt(userId);
  const range = sql.raw(String(SHUFFLE_RANGE)); // a literal: as a bound parameter PostgreSQL would type it int4
  if (total <= PERMUTED_ORDER_MAX) {
    const permuted = view.dialect.xor(sql.ref('r.shuffle'), salt);
    const rows = await sql<PageRow>`SELECT r.*, c.fields, c.metadata, 1.0 - ${permuted} * 1.0 / ${range} AS query_score FROM records r ${WITH_CONTENTS} WHERE ${whereOf(plan)} ORDER BY ${permuted}, r.seq LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
    return rows.rows;
  }
  const position = sql`(r.shuffle - ${sql.lit(salt)} + CASE WHEN r.shuffle >= ${sql.lit(salt)} THEN 0 ELSE ${range} END)`;
  return findPageInParts(db, plan, rotationParts(userId), sql`1.0 - ${position} * 1.0 / ${range}`, page);
}

/**
 * The annotator's own order: the records rotated from a point of their own along a shared random key.
 * Each annotator starts at a different place in the queue, and sees the same order every time.
 */
function rotationParts(userId: string): OrderedPart[] {
  const salt = shuffleSalt(userId);
  return [
    { condition: sql<boolean>`r.shuffle >= ${salt}`, order: sql`r.shuffle` },
    { condition: sql<boolean>`r.shuffle < ${salt}`, order: sql`r.shuffle` },
  ];
}

async function findPage(
  db: Db,
  view: SearchView,
  body: SearchRecordsBody,
  plan: Plan,
  page: { offset: number; limit: number },
): Promise<{ rows: PageRow[]; total: number }> {
  const total = countMatches(db, plan);
  const numericSort = body.sort?.length === 1 ? numericMetadataParts(view, body.sort[0]) : null;
  if (numericSort) return { rows: await findPageInParts(db, plan, numericSort, sql`NULL`, page), total: await total };
  if (!body.sort && !plan.ranked && view.userId !== null) {
    return { rows: await findInUserOrder(db, view, plan, view.userId, page, await total), total: await total };
  }

  const joins: RawBuilder<unknown>[] = [];
  let order: RawBuilder<unknown>[];
  let score: RawBuilder<unknown>;
  if (body.sort) {
    order = body.sort.flatMap((entry) => {
      const { join, expression } = sortExpression(view, entry);
      if (join) joins.push(join);
      const direction = sql.raw(entry.order === 'desc' ? 'DESC' : 'ASC');
      return [sql`(${expression}) IS NULL`, sql`${expression} ${direction}`];
    });
    order.push(sql`r.seq`);
    score = sql`NULL`;
  } else if (plan.ranked) {
    if (textOnly(plan)) return { rows: await findMostRelevant(db, plan.ranked, page), total: await total };
    joins.push(plan.ranked.join);
    order = [sql`${plan.ranked.score} DESC`, sql`r.seq`];
    score = plan.ranked.score;
  } else {
    order = [sql`r.seq`];
    score = sql`1.0`;
  }
  const pageFrom = sql`records r ${sql.join(joins, sql` `)}`;
  const conditions = plan.ranked && !body.sort ? plan.conditions.filter((c) => c !== plan.text) : plan.conditions;
  // Ordered without the contents: joining them for every candidate would read kilobytes per match.
  const rows = await sql<Omit<PageRow, 'fields' | 'metadata'>>`SELECT r.*, ${score} AS query_score FROM ${pageFrom} WHERE ${sql.join(conditions, sql` AND `)} ORDER BY ${sql.join(order)} LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  return { rows: await withContents(db, rows.rows), total: await total };
}

/** Adds their contents to the rows of a page, in one read by sequence number. */
async function withContents(db: Db, rows: Omit<PageRow, 'fields' | 'metadata'>[]): Promise<PageRow[]> {
  if (rows.length === 0) return [];
  const contents = await db
    .selectFrom('record_contents')
    .select(['record_seq', 'fields', 'metadata'])
    .where('record_seq', 'in', rows.map((row) => row.seq))
    .execute();
  const bySeq = new Map(contents.map((content) => [String(content.record_seq), content]));
  return rows.map((row) => {
    const content = bySeq.get(String(row.seq))!;
    return { ...row, fields: content.fields, metadata: content.metadata };
  });
}

async function countWhere(db: Db, plan: Plan, conditions: RawBuilder<boolean>[]): Promise<number> {
  const result = await sql<{ total: number | string }>`SELECT count(*) AS total FROM records r WHERE ${sql.join(conditions, sql` AND `)}`.execute(db);
  return Number(result.rows[0].total);
}

/**
 * The number of matches. With a "no response yet" filter (the annotator's pending queue) it is counted
 * as all the others match minus those already answered, so the count reads the caller's few responses
 * rather than probing every record for one.
 */
async function countMatches(db: Db, plan: Plan): Promise<number> {
  if (plan.ranked && textOnly(plan)) return Number((await plan.ranked.count.execute(db)).rows[0].total);
  if (!plan.pending) return countWhere(db, plan, plan.conditions);
  const others = plan.conditions.filter((condition) => condition !== plan.pending!.condition);
  const [all, answered] = await Promise.all([
    countWhere(db, plan, others),
    countWhere(db, plan, [...others, plan.pending.complement]),
  ]);
  return all - answered;
}

async function findSimilar(
  db: Db,
  view: SearchView,
  body: SearchRecordsBody,
  plan: Plan,
  limit: number,
  vectorIndexes: VectorIndexes,
): Promise<{ rows: (RecordRow & { query_score: number | null })[]; total: number }> {
  const vector = body.query!.vector!;
  const settings = view.schema.vectorsByName.get(vector.name);
  if (!settings) throw new Unprocessable(`Vector \`${vector.name}\` not found in dataset \`${view.datasetId}\`.`);
  let query: ArrayLike<number>;
  if (vector.record_id) {
    const reference = await db.selectFrom('records').select('id').where('id', '=', vector.record_id).where('dataset_id', '=', view.datasetId).executeTakeFirst();
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
  // Filters and text narrow the candidates first; they do not change the similarity score.
  let allowed: Set<string> | undefined;
  if (plan.conditions.length > 1) {
    const candidates = await sql<{ id: string }>`SELECT r.id FROM records r WHERE ${whereOf(plan)}`.execute(db);
    allowed = new Set(candidates.rows.map((row) => row.id));
  }
  const index = await vectorIndexes.indexFor(db, settings);
  const candidates = index.search(query, Math.max(limit * 4, limit + 32), { order: vector.order, allowed, excluded: vector.record_id ?? undefined });
  const hits = await rankExactly(db, settings.id, query, candidates, limit, vector.order);
  const byId = new Map((await findRecordsByIds(db, hits.map((hit) => hit.recordId))).map((row) => [row.id, row]));
  const rows = hits.flatMap((hit) => {
    const row = byId.get(hit.recordId);
    const similarity = vector.order === 'least_similar' ? (1 - hit.cosine) / 2 : (1 + hit.cosine) / 2;
    return row ? [{ ...row, query_score: similarity }] : [];
  });
  return { rows, total: rows.length };
}

/** Re-scores the index's approximate candidates with the stored vectors and keeps the best `limit`. */
async function rankExactly(
  db: Db,
  vectorSettingsId: string,
  query: ArrayLike<number>,
  candidates: VectorHit[],
  limit: number,
  order: 'most_similar' | 'least_similar',
): Promise<VectorHit[]> {
  const stored = await listVectorsOfRecords(db, candidates.map((hit) => hit.recordId), [vectorSettingsId]);
  const queryNorm = Math.hypot(...Array.from(query)) || 1;
  const hits = stored.map((row) => {
    const vector = decodeVector(row.value);
    let dot = 0;
    for (let i = 0; i < vector.length; i += 1) dot += vector[i] * query[i];
    return { recordId: row.record_id, cosine: dot / (queryNorm * (Math.hypot(...vector) || 1)) };
  });
  hits.sort((a, b) => (order === 'most_similar' ? b.cosine - a.cosine : a.cosine - b.cosine));
  return hits.slice(0, limit);
}

async function search(
  db: Db,
  view: SearchView,
  request: SearchRequest,
  vectorIndexes: VectorIndexes,
  visibleMetadata?: (key: string) => boolean,
): Promise<{ items: SearchHit[]; total: number }> {
  const inclusion = parseInclude(request.include);
  const plan = planFilters(view, request.body);
  const { rows, total } = request.body.query?.vector
    ? await findSimilar(db, view, request.body, plan, request.limit, vectorIndexes)
    : await findPage(db, view, request.body, plan, request);
  const relations = await loadRelations(db, rows.map((row) => row.id), inclusion, view.schema.vectorsSettings, view.userId ?? undefined);
  return {
    items: rows.map((row) => ({
      record: presentRecord(row, inclusion, relations, visibleMetadata),
      query_score: row.query_score === null ? null : Number(row.query_score),
    })),
    total,
  };
}

/** Which metadata keys an annotator sees: defined properties visible to annotators, nothing else. */
function annotatorMetadata(schema: DatasetSchema): (key: string) => boolean {
  return (key) => schema.metadataByName.get(key)?.allowedRoles.includes('annotator') ?? false;
}

/** The annotator's view: their own responses in response scopes and in results, and their own order. */
export async function searchMyRecords(db: Db, actor: Actor, datasetId: string, request: SearchRequest, vectorIndexes: VectorIndexes) {
  const dataset = await requireDataset(db, datasetId);
  authorize(datasetPolicy.read(actor, dataset.workspace_id));
  const schema = await loadDatasetSchema(db, dataset.id);
  const view: SearchView = { datasetId: dataset.id, schema, dialect: searchDialectOf(db), userId: actor.id };
  const visible = actor.role === 'annotator' ? annotatorMetadata(schema) : undefined;
  return search(db, view, request, vectorIndexes, visible);
}

export async function searchRecords(db: Db, actor: Actor, datasetId: string, request: SearchRequest, vectorIndexes: VectorIndexes) {
  const dataset = await requireDataset(db, datasetId);
  authorize(datasetPolicy.manage(actor, dataset.workspace_id));
  const schema = await loadDatasetSchema(db, dataset.id);
  return search(db, { datasetId: dataset.id, schema, dialect: searchDialectOf(db), userId: null }, request, vectorIndexes);
}
