import { type RawBuilder, sql } from 'kysely';

/**
 * How many of a text query's matches are ranked by relevance, on both engines. Ranking scores every
 * match: on SQLite bm25 over the 850,000 matches of a word at a million records took 400-550 ms, against
 * 40-50 ms for the first 20,000; on PostgreSQL ts_rank reads each match's tsvector. Such words say little
 * about relevance (their weight in bm25 is near zero), so the order of a text search is: its first
 * RANKED_MATCHES_MAX matches in record order, ranked by relevance (ties in record order), then the
 * remaining matches in record order. It is the same on every page, and queries with fewer matches are
 * ranked in full.
 */
export const RANKED_MATCHES_MAX = 20_000;

/** Past the last sequence number any record can have: the bound of a ranked part that holds every match. */
export const LAST_SEQ = sql.raw('9223372036854775807');

/**
 * The ranking's order over a join that brings each match's `score` and `part` (0 for the ranked part, 1
 * for the rest), the records being `r`.
 */
export function rankedOrder(score: RawBuilder<number>, part: RawBuilder<number>): RawBuilder<unknown>[] {
  return [part, sql`CASE WHEN ${part} = 0 THEN ${score} END DESC`, sql`r.seq`];
}
