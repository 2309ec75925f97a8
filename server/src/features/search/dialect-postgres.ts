import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/types.js';
import type { RankedHit, RecordText, SearchDialect } from './search-dialect.js';
import { numbersAmong } from './term-numbers.js';
import type { TextTerm } from './text-query.js';
import { LAST_SEQ, RANKED_MATCHES_MAX, rankedOrder } from './text-ranking.js';

const ROWS_PER_INSERT = 300;
// 'simple': lower-cased words, no stemming and no stop words, like SQLite's unicode61 tokenizer.
const CONFIG = sql.lit('simple');

/** Terms are normalised words (letters and digits only), so they are safe inside a tsquery text. */
function tsqueryOf(term: TextTerm): RawBuilder<unknown> {
  const words = term.text.split(' ');
  const lexemes = words.map((word, index) => (term.prefix && index === words.length - 1 ? `'${word}':*` : `'${word}'`));
  return sql`to_tsquery(${CONFIG}, ${lexemes.join(' <-> ')})`;
}

function anyOf(terms: TextTerm[]): RawBuilder<unknown> {
  return sql`(${sql.join(terms.map(tsqueryOf), sql` || `)})`;
}

/**
 * How a record's terms' words (metadata-term-tokens.ts) stand in its row of all fields: as lexemes given as they
 * are (array_to_tsvector, no parser), after a character the normal form of text never holds, so that no text
 * query can match one, even by a prefix. Migration 014 computes the same in SQL.
 */
export const TERM_LEXEME_PREFIX = '#';

/** The row of all fields' tsvector: its text's words, and its terms' words as lexemes of their own. */
function allFieldsVector(text: string, terms: readonly string[]): RawBuilder<unknown> {
  const words = sql`to_tsvector(${CONFIG}, ${text})`;
  return terms.length === 0 ? words : sql`(${words} || array_to_tsvector(${terms.map((term) => TERM_LEXEME_PREFIX + term)}::text[]))`;
}

/** Each group (any of its terms' words) required, as a tsquery read as it is (the words are letters and digits). */
function termsQuery(groups: readonly (readonly string[])[]): RawBuilder<unknown> {
  const text = groups.map((tokens) => `(${tokens.map((token) => `'${TERM_LEXEME_PREFIX}${token}'`).join(' | ')})`).join(' & ');
  return sql`${text}::tsquery`;
}

/** The JSON answer as rows of items: a list's items, or a scalar as one item. */
function items(column: RawBuilder<unknown>, question: string | null): RawBuilder<unknown> {
  const value = question === null ? sql`(${column})::jsonb` : sql`((${column})::jsonb -> ${question} -> 'value')`;
  return sql`jsonb_array_elements(CASE WHEN jsonb_typeof(${value}) = 'array' THEN ${value} ELSE jsonb_build_array(${value}) END)`;
}

export const postgresDialect: SearchDialect = {
  // Only the row of all fields holds the terms' words: a field's search keeps its terms filters apart.
  matchesMetadataTerms: (field) => field === null,

  // record_texts is one table for every dataset, and rows go with their records by cascade.
  async createTextIndex() {},
  async removeTexts() {},
  async dropTextIndex() {},

  async indexTexts(db: Db, records: readonly RecordText[]): Promise<void> {
    const rows = records.flatMap((record) => [
      { seq: record.recordSeq, datasetId: record.datasetId, field: '', tsv: allFieldsVector(record.fields.map((f) => f.text).join(' '), record.terms) },
      ...record.fields.map((field) => ({ seq: record.recordSeq, datasetId: record.datasetId, field: field.name, tsv: sql`to_tsvector(${CONFIG}, ${field.text})` })),
    ]);
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const values = rows.slice(start, start + ROWS_PER_INSERT).map((row) => sql`(${row.seq}, ${row.datasetId}, ${row.field}, ${row.tsv})`);
      await sql`INSERT INTO record_texts (record_seq, dataset_id, field, tsv) VALUES ${sql.join(values)}`.execute(db);
    }
  },

  async replaceTexts(db, records) {
    for (let start = 0; start < records.length; start += ROWS_PER_INSERT) {
      const seqs = records.slice(start, start + ROWS_PER_INSERT).map((record) => record.recordSeq);
      await sql`DELETE FROM record_texts WHERE record_seq IN (${sql.join(seqs)})`.execute(db);
    }
    await postgresDialect.indexTexts(db, records);
  },

  textCondition(datasetId, query, field, metadataTerms = []) {
    const fieldName = field?.name ?? '';
    const required = query.required.map(anyOf);
    const excluded = query.excluded.length > 0 ? sql`!! ${anyOf(query.excluded)}` : null;
    if (metadataTerms.length > 0 && (field !== null || required.length === 0)) throw new TypeError('metadata terms narrow a text query with words over all fields');
    const parts = excluded ? [...required, excluded] : required;
    // Ranked by the text alone; matched with the terms too, which GIN intersects before a row is read.
    const tsquery = sql`(${sql.join(parts, sql` && `)})`;
    const matched = metadataTerms.length > 0 ? sql`(${tsquery} && ${termsQuery(metadataTerms)})` : tsquery;
    const matches = sql`FROM record_texts WHERE dataset_id = ${datasetId} AND field = ${fieldName} AND tsv @@ ${matched}`;
    const condition = sql<boolean>`r.seq IN (SELECT record_seq ${matches})`;
    if (required.length === 0) return { condition, ranked: null };
    // The last record of the ranked part (RANKED_MATCHES_MAX): past it, matches follow in record order.
    const lastRanked = sql`coalesce((SELECT record_seq ${matches} ORDER BY record_seq OFFSET ${RANKED_MATCHES_MAX - 1} LIMIT 1), ${LAST_SEQ})`;
    const score = sql<number>`tm.score`;
    const part = sql<number>`tm.part`;
    return {
      condition,
      ranked: {
        join: sql`JOIN (SELECT record_seq, ts_rank(tsv, ${tsquery}) AS score, CASE WHEN record_seq <= (SELECT ${lastRanked}) THEN 0 ELSE 1 END AS part ${matches}) tm ON tm.record_seq = r.seq`,
        score,
        order: rankedOrder(score, part),
        // The matches are read once (a GIN index lists them in no useful order, so every match is visited
        // whatever the page), and kept with their scores: the ranked part's bound, both parts and the counts
        // are then taken from that list. Ranking every match costs little beside reading its row, as the
        // tsvector is kept in the row (migration 008). Those the record sets keep are counted as a set
        // intersection (hashed or sorted): as a join, before statistics exist (just after an import), it
        // was planned as a loop reading all of one side for each row of the other, 20 s for 22,000 matches.
        top: (n, keptIn) =>
          sql<RankedHit>`WITH matching AS MATERIALIZED (
              SELECT record_seq AS seq, ts_rank(tsv, ${tsquery}) AS score ${matches}
            ),
            counts AS (
              SELECT count(*) AS total,
                ${keptIn ? sql`(SELECT count(*) FROM (SELECT seq FROM matching INTERSECT ${sql.join(keptIn, sql` INTERSECT `)}) kept)` : sql`NULL::bigint`} AS kept
              FROM matching
            ),
            -- Matches sorted by record only when there are more than the ranked part holds.
            bounds AS (
              SELECT total, kept, CASE WHEN total <= ${RANKED_MATCHES_MAX} THEN ${LAST_SEQ}
                ELSE (SELECT seq FROM matching ORDER BY seq OFFSET ${RANKED_MATCHES_MAX - 1} LIMIT 1) END AS last_ranked
              FROM counts
            )
            SELECT p.seq, p.score, bounds.total, bounds.kept FROM (
              (SELECT m.seq, m.score, 0 AS part FROM matching m, bounds WHERE m.seq <= bounds.last_ranked ORDER BY m.score DESC, m.seq LIMIT ${n})
              UNION ALL
              (SELECT m.seq, m.score, 1 AS part FROM matching m, bounds WHERE m.seq > bounds.last_ranked ORDER BY m.seq LIMIT ${n})
            ) p, bounds
            ORDER BY p.part, CASE WHEN p.part = 0 THEN p.score END DESC, p.seq LIMIT ${n}`,
        matches: sql`(SELECT record_seq AS seq ${matches})`,
        count: sql<{ total: number | string }>`SELECT count(*) AS total ${matches}`,
      },
    };
  },

  answerIn(column, question, values) {
    // jsonb equality: a string matches the same string, a number any number of equal value (3 and 3.0).
    const candidates = [...values.map((value) => JSON.stringify(value)), ...numbersAmong(values).map(String)];
    return sql<boolean>`EXISTS (SELECT 1 FROM ${items(column, question)} j WHERE j IN (${sql.join(candidates.map((candidate) => sql`${candidate}::jsonb`))}))`;
  },

  answerWithin(column, question, ge, le) {
    const bounds = [
      sql`jsonb_typeof(j) = 'number'`,
      ...(ge !== null ? [sql`(j #>> '{}')::double precision >= ${ge}`] : []),
      ...(le !== null ? [sql`(j #>> '{}')::double precision <= ${le}`] : []),
    ];
    return sql<boolean>`EXISTS (SELECT 1 FROM ${items(column, question)} j WHERE ${sql.join(bounds, sql` AND `)})`;
  },

  answerNumber(column, question) {
    return sql<number>`(SELECT (j #>> '{}')::double precision FROM ${items(column, question)} j WHERE jsonb_typeof(j) = 'number' LIMIT 1)`;
  },
};
