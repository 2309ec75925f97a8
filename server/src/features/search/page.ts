// Reading one page of matches and their total, in the cheapest order the engine can walk: the index of
// the text, of a numeric metadata property, or of the annotator's own shuffled order.
import type { SearchRecordsBody, SortBy } from '@gloss/contract';
import { type RawBuilder, sql } from 'kysely';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/types.js';
import { chunked } from '../../db/chunks.js';
import { type RecordRow, countRecords, countRecordsByStatus, selectRecords } from '../records/repository.js';
import { sortExpression } from './criteria.js';
import { type SearchView } from './view.js';
import { type Plan, conditionsForListedRecords, probesOf, filterRecordSets, textOnly, whereOf } from './plan.js';
import { type OrderedPart, sortParts } from './sort-parts.js';
import { FILTER_SIDE_MATCHES_MAX, countSideOf } from './kept-count-side.js';

const SHUFFLE_RANGE = 2 ** 31;

/** A 31-bit starting point per user along the records' shared random key. */
function shuffleSalt(userId: string): number {
  return createHash('sha256').update(userId).digest().readUInt32BE(0) % SHUFFLE_RANGE;
}

/**
 * With nothing but the text to match, the index alone yields the page's most relevant records, and the
 * number of matches beside them (none read: none match).
 */
async function findMostRelevant(db: Db, ranked: NonNullable<Plan['ranked']>, page: { offset: number; limit: number }) {
  const top = (await ranked.top(page.offset + page.limit).execute(db)).rows;
  return { rows: await withRecords(db, top.slice(page.offset)), total: top.length > 0 ? Number(top[0].total) : 0 };
}

// How many of the text's best matches are read at first, and at most, before the filters are checked.
const RELEVANT_READ_FIRST = 1_000;
const RELEVANT_READ_MAX = 10_000;

/**
 * The most relevant matches that the other filters keep, when they keep most (the annotator's pending
 * queue keeps all but what they answered): the text index ranks its matches alone, and only its best are
 * checked against the filters, reading ten times more while too few pass. `rows` is null when even the
 * most read leaves too few (filters that keep few matches), for the caller to join the filters to the
 * ranking. The reads count the text's matches, and those the metadata filters keep where the dialect
 * counts them there (null otherwise).
 */
async function findMostRelevantKept(
  db: Db,
  plan: Plan,
  page: { offset: number; limit: number },
): Promise<{ rows: PageRow[] | null; textMatches: number; kept: number | null; keptShare: number | null }> {
  const ranked = plan.ranked!;
  const others = conditionsForListedRecords(plan, plan.text);
  const keptBy = filterRecordSets(plan);
  const wanted = page.offset + page.limit;
  let counts: { textMatches: number; kept: number | null; keptShare: number | null } = { textMatches: 0, kept: keptBy ? 0 : null, keptShare: null };
  for (let read = Math.max(RELEVANT_READ_FIRST, wanted * 10); read <= Math.max(RELEVANT_READ_MAX, wanted * 10); read *= 10) {
    const top = (await ranked.top(read, keptBy).execute(db)).rows;
    const kept = new Set<string>();
    for (const chunk of chunked(top.map((hit) => hit.seq), 2000)) {
      const rows = await sql<{ seq: number | string }>`SELECT r.seq FROM records r WHERE r.seq IN (${sql.join(chunk)}) AND ${sql.join(others, sql` AND `)}`.execute(db);
      for (const row of rows.rows) kept.add(String(row.seq));
    }
    const hits = top.filter((hit) => kept.has(String(hit.seq)));
    if (top.length > 0) {
      counts = { textMatches: Number(top[0].total), kept: top[0].kept === null ? null : Number(top[0].kept), keptShare: hits.length / top.length };
    }
    if (hits.length >= wanted || top.length < read) return { rows: await withRecords(db, hits.slice(page.offset, wanted)), ...counts };
  }
  return { rows: null, ...counts };
}

/** The records of ranked hits, in their order, with their scores. */
async function withRecords(db: Db, hits: { seq: number | string; score: number }[]): Promise<PageRow[]> {
  if (hits.length === 0) return [];
  const bySeq = new Map(
    (await selectRecords(db).where('records.seq', 'in', hits.map((hit) => hit.seq)).execute()).map((row) => [String(row.seq), row]),
  );
  return hits.flatMap((hit) => {
    const row = bySeq.get(String(hit.seq));
    return row ? [{ ...row, query_score: Number(hit.score) }] : [];
  });
}

export type PageRow = RecordRow & { query_score: number | null };

/**
 * Reads a page whose order is a concatenation of index-ordered parts. Each part is read only as far as
 * the page needs (the engine stops walking its index there), and a later part only when the earlier
 * ones ran out: no sort of every match, no scan of a part the page never reaches. Later sort keys order
 * the records that tie on the first (`then`, with their joins).
 */
async function findPageInParts(
  db: Db,
  plan: Plan,
  parts: OrderedPart[],
  score: RawBuilder<unknown>,
  page: { offset: number; limit: number },
  then: { joins: RawBuilder<unknown>[]; order: RawBuilder<unknown>[] } = { joins: [], order: [] },
) {
  const rows: Omit<PageRow, 'fields' | 'metadata'>[] = [];
  let skip = page.offset;
  for (const part of parts) {
    const need = page.limit - rows.length;
    if (need <= 0) break;
    const joins = sql.join([part.join ?? sql``, ...then.joins], sql` `);
    const order = sql.join([...part.order, ...then.order, part.tie]);
    // The engine skips the offset itself: handing every skipped row to the server first took seconds
    // (and memory) at an offset of 900,000.
    const result = await sql<Omit<PageRow, 'fields' | 'metadata'>>`SELECT r.*, ${score} AS query_score FROM records r ${joins} WHERE ${probesOf(plan)} AND ${part.condition} ORDER BY ${order} LIMIT ${need} OFFSET ${skip}`.execute(db);
    rows.push(...result.rows);
    // A part that yields nothing held at most `skip` records: the rest of the offset falls on later parts.
    if (skip > 0) skip = result.rows.length > 0 ? 0 : Math.max(0, skip - (await countPart(db, plan, part)));
  }
  return withContents(db, rows);
}

async function countPart(db: Db, plan: Plan, part: OrderedPart): Promise<number> {
  const result = await sql<{ total: number | string }>`SELECT count(*) AS total FROM records r ${part.join ?? sql``} WHERE ${whereOf(plan)} AND ${part.condition}`.execute(db);
  return Number(result.rows[0].total);
}

/** A sort whose first key an index serves: that key's parts, the later keys ordering its ties. */
function findSortedPage(db: Db, view: SearchView, plan: Plan, sort: SortBy[], page: { offset: number; limit: number }) {
  const parts = sortParts(view, sort[0]);
  if (!parts) return null;
  const then = { joins: [] as RawBuilder<unknown>[], order: [] as RawBuilder<unknown>[] };
  sort.slice(1).forEach((entry, index) => {
    const { join, expression } = sortExpression(view, entry, index + 1);
    if (join) then.joins.push(join);
    then.order.push(sql`(${expression}) IS NULL`, sql`${expression} ${sql.raw(entry.order === 'desc' ? 'DESC' : 'ASC')}`);
  });
  return findPageInParts(db, plan, parts, sql`NULL`, page, then);
}

// Up to this many matches, each annotator's order is a permutation of its own (XOR of the shared random
// key with their salt), sorted in full; beyond, a rotation along the key's index keeps pages cheap.
const PERMUTED_ORDER_MAX = 10_000;

/**
 * The annotator's own order, stable across calls, different for each annotator, with a score that falls
 * along it. Small result sets are fully permuted per user; large ones are rotated from a point of the
 * user's own, so that annotators start in different places of the queue. The matches are read once, up
 * to one more than a small set holds, first only counted (a large queue's fetch of one record would otherwise
 * read and hand over 10,001 rows each time); a small set is then read, permuted and paged.
 */
async function findInUserOrder(db: Db, plan: Plan, userId: string, page: { offset: number; limit: number }) {
  const salt = shuffleSalt(userId);
  const probe = await sql<{ total: number | string }>`SELECT count(*) AS total FROM (SELECT 1 FROM records r WHERE ${whereOf(plan)} LIMIT ${PERMUTED_ORDER_MAX + 1}) probe`.execute(db);
  if (Number(probe.rows[0].total) <= PERMUTED_ORDER_MAX) {
    const matches = await sql<{ seq: number | string; shuffle: number }>`SELECT r.seq, r.shuffle FROM records r WHERE ${whereOf(plan)}`.execute(db);
    // XOR with the salt permutes the 31-bit keys: a bijection, so each annotator gets an order of their own.
    const permuted = matches.rows
      .map((row) => ({ seq: row.seq, key: (Number(row.shuffle) ^ salt) >>> 0 }))
      .sort((a, b) => a.key - b.key || Number(a.seq) - Number(b.seq));
    const hits = permuted.slice(page.offset, page.offset + page.limit).map((hit) => ({ seq: hit.seq, score: 1 - hit.key / SHUFFLE_RANGE }));
    return { rows: await withRecords(db, hits), total: matches.rows.length };
  }
  const range = sql.raw(String(SHUFFLE_RANGE)); // a literal: as a bound parameter PostgreSQL would type it int4
  const position = sql`(r.shuffle - ${sql.lit(salt)} + CASE WHEN r.shuffle >= ${sql.lit(salt)} THEN 0 ELSE ${range} END)`;
  return withTotal(findPageInParts(db, plan, rotationParts(userId), sql`1.0 - ${position} * 1.0 / ${range}`, page), countMatches(db, plan));
}

/**
 * The annotator's own order: the records rotated from a point of their own along a shared random key.
 * Each annotator starts at a different place in the queue, and sees the same order every time.
 */
function rotationParts(userId: string): OrderedPart[] {
  const salt = shuffleSalt(userId);
  return [
    { condition: sql<boolean>`r.shuffle >= ${salt}`, order: [sql`r.shuffle`], tie: sql`r.seq` },
    { condition: sql<boolean>`r.shuffle < ${salt}`, order: [sql`r.shuffle`], tie: sql`r.seq` },
  ];
}

export async function findPage(
  db: Db,
  view: SearchView,
  body: SearchRecordsBody,
  plan: Plan,
  page: { offset: number; limit: number },
): Promise<{ rows: PageRow[]; total: number }> {
  const sorted = body.sort ? findSortedPage(db, view, plan, body.sort, page) : null;
  if (sorted) return withTotal(sorted, countMatches(db, plan));
  if (!body.sort && !plan.ranked && view.userId !== null) {
    return findInUserOrder(db, plan, view.userId, page);
  }

  const joins: RawBuilder<unknown>[] = [];
  let order: RawBuilder<unknown>[];
  let score: RawBuilder<unknown>;
  let textMatches: number | null = null;
  let keptCount: number | null = null;
  let keptShare: number | null = null;
  if (body.sort) {
    order = body.sort.flatMap((entry, position) => {
      const { join, expression } = sortExpression(view, entry, position);
      if (join) joins.push(join);
      const direction = sql.raw(entry.order === 'desc' ? 'DESC' : 'ASC');
      return [sql`(${expression}) IS NULL`, sql`${expression} ${direction}`];
    });
    // Ties follow the record order in the first key's direction, as in index-ordered sorts.
    order.push(sql`r.seq ${sql.raw(body.sort[0].order === 'desc' ? 'DESC' : 'ASC')}`);
    score = sql`NULL`;
  } else if (plan.ranked) {
    if (textOnly(plan)) return findMostRelevant(db, plan.ranked, page);
    const kept = await findMostRelevantKept(db, plan, page);
    textMatches = kept.textMatches;
    keptCount = kept.kept;
    keptShare = kept.keptShare;
    if (kept.rows) return { rows: kept.rows, total: keptCount ?? (await countMatches(db, plan, textMatches, keptShare)) };
    joins.push(plan.ranked.join);
    order = plan.ranked.order;
    score = plan.ranked.score;
  } else {
    order = [sql`r.seq`];
    score = sql`1.0`;
  }
  const pageFrom = sql`records r ${sql.join(joins, sql` `)}`;
  const conditions = plan.ranked && !body.sort ? plan.conditions.filter((c) => c !== plan.text) : plan.conditions;
  if (joins.length === 0 && !body.sort && !plan.ranked) return withTotal(findPageInRecordOrder(db, conditions, page), countMatches(db, plan));
  // Ordered without the contents: joining them for every candidate would read kilobytes per match.
  const rows = sql<Omit<PageRow, 'fields' | 'metadata'>>`SELECT r.*, ${score} AS query_score FROM ${pageFrom} WHERE ${sql.join(conditions, sql` AND `)} ORDER BY ${sql.join(order)} LIMIT ${page.limit} OFFSET ${page.offset}`
    .execute(db)
    .then((result) => withContents(db, result.rows));
  return withTotal(rows, keptCount !== null ? Promise.resolve(keptCount) : countMatches(db, plan, textMatches, keptShare));
}

/**
 * A page in the order records were written: its sequence numbers are counted off first, reading no more
 * than the conditions need for each skipped record, and only the page's records are then read in full.
 */
async function findPageInRecordOrder(db: Db, conditions: RawBuilder<boolean>[], page: { offset: number; limit: number }): Promise<PageRow[]> {
  const pageSeqs = sql`SELECT r.seq FROM records r WHERE ${sql.join(conditions, sql` AND `)} ORDER BY r.seq LIMIT ${page.limit} OFFSET ${page.offset}`;
  const result = await sql<Omit<PageRow, 'fields' | 'metadata'>>`SELECT r.*, 1.0 AS query_score FROM records r WHERE r.seq IN (${pageSeqs}) ORDER BY r.seq`.execute(db);
  return withContents(db, result.rows);
}

/**
 * A page and its total, read side by side (on PostgreSQL, on two connections). Both are awaited together,
 * so when one fails the other is never left running with nobody to observe its outcome.
 */
async function withTotal(rows: Promise<PageRow[]>, total: Promise<number>): Promise<{ rows: PageRow[]; total: number }> {
  const [pageRows, count] = await Promise.all([rows, total]);
  return { rows: pageRows, total: count };
}

/**
 * Adds their contents to the rows of a page, in one read by sequence number. A record deleted between the
 * two reads (on PostgreSQL each statement sees the latest commits) has no contents left and leaves the page.
 */
async function withContents(db: Db, rows: Omit<PageRow, 'fields' | 'metadata'>[]): Promise<PageRow[]> {
  if (rows.length === 0) return [];
  const contents = await db
    .selectFrom('record_contents')
    .select(['record_seq', 'fields', 'metadata'])
    .where('record_seq', 'in', rows.map((row) => row.seq))
    .execute();
  const bySeq = new Map(contents.map((content) => [String(content.record_seq), content]));
  return rows.flatMap((row) => {
    const content = bySeq.get(String(row.seq));
    return content ? [{ ...row, fields: content.fields, metadata: content.metadata }] : [];
  });
}

/**
 * `textMatches`: the number of the text query's matches, when a read of its ranking has given it; `keptShare`:
 * the share of its best matches the other filters kept, when they were read (see kept-count-side.ts).
 */
async function countWhere(db: Db, plan: Plan, conditions: RawBuilder<boolean>[], textMatches: number | null, keptShare: number | null): Promise<number> {
  if (conditions.length === 1 || (conditions.length === 2 && conditions[1] === plan.recordStatus?.condition)) {
    return countKept(await countRecordsByStatus(db, plan.datasetId), conditions.length === 1 ? null : plan.recordStatus!.statuses);
  }
  const alone = conditions.length === 2 ? plan.counts.get(conditions[1]) : undefined;
  if (alone) return Number((await alone(null).execute(db)).rows[0].total);
  if (conditions.length === 2 && conditions[1] === plan.text && textMatches !== null) return textMatches;
  if (plan.ranked && conditions.length === 3 && conditions[1] === plan.text) {
    const withText = plan.counts.get(conditions[2]);
    // Counted no further than the limit, unless the ranking already counted them: a word in most records
    // would otherwise be counted in full only to be counted again below.
    const upToLimit = sql<{ total: number | string }>`SELECT count(*) AS total FROM (SELECT tm.seq FROM ${plan.ranked.matches} tm LIMIT ${FILTER_SIDE_MATCHES_MAX + 1}) listed`;
    if (withText) {
      const matches = textMatches ?? Number((await upToLimit.execute(db)).rows[0].total);
      const estimate = textMatches !== null && keptShare !== null ? { keptShare, records: await countRecords(db, plan.datasetId) } : null;
      if (countSideOf(matches, estimate) === 'filter') return Number((await withText(plan.ranked.matches).execute(db)).rows[0].total);
    }
  }
  let query = sql<{ total: number | string }>`SELECT count(*) AS total FROM records r WHERE ${sql.join(conditions, sql` AND `)}`;
  const filters = conditions.filter((condition) => condition !== plan.text && condition !== plan.conditions[0]);
  const sets = filters.map((condition) => plan.recordSets.get(condition));
  if (plan.ranked && plan.text && conditions.includes(plan.text) && sets.every((set) => set !== undefined)) {
    // The text index holds only this dataset's records, and each filter keeps a set of sequence numbers
    // (metadata values, an annotator's assignments): its matches are counted without reading a record (half
    // the time of a word held by most records). The matches have nothing but `seq` to test.
    const tests = sets.length > 0 ? sql.join(sets.map((set) => sql`+r.seq IN (${set})`), sql` AND `) : sql`1 = 1`;
    query = sql`SELECT count(*) AS total FROM ${plan.ranked.matches} r WHERE ${tests}`;
  } else if (plan.ranked && plan.text && conditions.includes(plan.text)) {
    // From the text's side: its matches looked up by sequence number, rather than every record of the
    // dataset checked against the list of matches.
    const others = conditions.filter((condition) => condition !== plan.text);
    query = sql`SELECT count(*) AS total FROM ${plan.ranked.matches} tx JOIN records r ON r.seq = tx.seq WHERE ${sql.join(others, sql` AND `)}`;
  }
  return Number((await query.execute(db)).rows[0].total);
}

/** The dataset's records of these statuses (all statuses for null), from the counts the database keeps. */
function countKept(byStatus: Map<string, number>, statuses: readonly string[] | null): number {
  let total = 0;
  for (const [status, count] of byStatus) if (!statuses || statuses.includes(status)) total += count;
  return total;
}

/**
 * The number of matches. With a "no response yet" filter (the annotator's pending queue) it is counted
 * as all the others match minus those already answered, the latter read from the caller's few responses
 * rather than by probing every record for one.
 */
async function countMatches(db: Db, plan: Plan, textMatches: number | null = null, keptShare: number | null = null): Promise<number> {
  if (plan.ranked && textOnly(plan)) return textMatches ?? Number((await plan.ranked.count.execute(db)).rows[0].total);
  if (!plan.pending) return countWhere(db, plan, plan.conditions, textMatches, keptShare);
  const others = plan.conditions.filter((condition) => condition !== plan.pending!.condition);
  const answeredConditions = [plan.pending.complement, ...conditionsForListedRecords(plan, plan.pending.condition)];
  const answered = sql<{ total: number | string }>`SELECT count(*) AS total FROM records r WHERE ${sql.join(answeredConditions, sql` AND `)}`;
  const [all, answeredCount] = await Promise.all([countWhere(db, plan, others, textMatches, keptShare), answered.execute(db)]);
  return all - Number(answeredCount.rows[0].total);
}
