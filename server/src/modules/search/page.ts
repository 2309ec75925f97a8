// Reading one page of matches and their total, in the cheapest order the engine can walk: the index of
// the text, of a numeric metadata property, or of the annotator's own shuffled order.
import type { SearchRecordsBody, SortBy } from '@gloss/contract';
import { type RawBuilder, sql } from 'kysely';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/types.js';
import { type RecordRow, selectRecords } from '../records/repository.js';
import { type SearchView, metadataOf, sortExpression } from './criteria.js';
import { type Plan, textOnly, whereOf } from './plan.js';

const SHUFFLE_RANGE = 2 ** 31;

/** A 31-bit starting point per user along the records' shared random key. */
function shuffleSalt(userId: string): number {
  return createHash('sha256').update(userId).digest().readUInt32BE(0) % SHUFFLE_RANGE;
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

/**
 * One part of a page ordered in parts: the records meeting `condition`, walked in `order` (which an
 * index can serve), all before any record of a later part.
 */
interface OrderedPart {
  join?: RawBuilder<unknown>;
  condition: RawBuilder<boolean>;
  order: RawBuilder<unknown>;
}

export type PageRow = RecordRow & { query_score: number | null };

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
  const property = metadataOf(view, sort.scope.metadata_property);
  if (property.settings.type === 'terms') return null;
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

export async function findPage(
  db: Db,
  view: SearchView,
  body: SearchRecordsBody,
  plan: Plan,
  page: { offset: number; limit: number },
): Promise<{ rows: PageRow[]; total: number }> {
  const numericSort = body.sort?.length === 1 ? numericMetadataParts(view, body.sort[0]) : null;
  if (numericSort) return withTotal(findPageInParts(db, plan, numericSort, sql`NULL`, page), countMatches(db, plan));
  if (!body.sort && !plan.ranked && view.userId !== null) {
    const total = await countMatches(db, plan);
    return { rows: await findInUserOrder(db, view, plan, view.userId, page, total), total };
  }

  const joins: RawBuilder<unknown>[] = [];
  let order: RawBuilder<unknown>[];
  let score: RawBuilder<unknown>;
  if (body.sort) {
    order = body.sort.flatMap((entry, position) => {
      const { join, expression } = sortExpression(view, entry, position);
      if (join) joins.push(join);
      const direction = sql.raw(entry.order === 'desc' ? 'DESC' : 'ASC');
      return [sql`(${expression}) IS NULL`, sql`${expression} ${direction}`];
    });
    order.push(sql`r.seq`);
    score = sql`NULL`;
  } else if (plan.ranked) {
    if (textOnly(plan)) return withTotal(findMostRelevant(db, plan.ranked, page), countMatches(db, plan));
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
  const rows = sql<Omit<PageRow, 'fields' | 'metadata'>>`SELECT r.*, ${score} AS query_score FROM ${pageFrom} WHERE ${sql.join(conditions, sql` AND `)} ORDER BY ${sql.join(order)} LIMIT ${page.limit} OFFSET ${page.offset}`
    .execute(db)
    .then((result) => withContents(db, result.rows));
  return withTotal(rows, countMatches(db, plan));
}

/**
 * A page and its total, read side by side (on PostgreSQL, on two connections). Both are awaited together,
 * so when one fails the other is never left running with nobody to observe its outcome.
 */
async function withTotal(rows: Promise<PageRow[]>, total: Promise<number>): Promise<{ rows: PageRow[]; total: number }> {
  const [pageRows, count] = await Promise.all([rows, total]);
  return { rows: pageRows, total: count };
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
