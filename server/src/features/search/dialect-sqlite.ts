import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/types.js';
import type { WritePlan } from '../../db/write-plan.js';
import type { RankedHit, RecordText, SearchDialect } from './search-dialect.js';
import { numbersAmong } from './term-numbers.js';
import { type TextTerm, toFts5 } from './text-query.js';
import { LAST_SEQ, RANKED_MATCHES_MAX, rankedOrder } from './text-ranking.js';

const ROWS_PER_INSERT = 200;

/** How each dataset's FTS5 table splits text into words (text-index.ts relies on it for plain ASCII). */
export const FTS5_TOKENIZER = 'unicode61 remove_diacritics 2';

/**
 * Each dataset has its own contentless FTS5 table (rowid = records.seq) with one column per field in the
 * dataset's field order: a search over all fields needs every word somewhere in the record, a field
 * search is a column filter, relevance weighs only that dataset's documents, and a dataset's index is
 * dropped with it. The text itself lives in record_contents.
 *
 * A first column, `m`, holds a word per term of the record's terms metadata (metadata-term-tokens.ts): a text
 * search narrowed by such a filter is then one FTS5 query, `text AND m : (term OR term)`, whose two lists the
 * index merges itself, for both the ranking and the count (a word held by most records was otherwise ranked
 * and counted over all its matches before the filter dropped four in five). Text queries never read `m`
 * (`- m :`), and it weighs nothing in bm25.
 */
export function tableOf(datasetId: string): string {
  return `records_fts_${datasetId.replace(/[^0-9a-f]/gi, '')}`;
}

const TERMS_COLUMN = 'm';

function columnOf(position: number): string {
  return `c${position}`;
}

/** The table's columns: the terms column, then one per field (at least one), as a list for SQL. */
function columnNames(fieldCount: number): string {
  return [TERMS_COLUMN, ...Array.from({ length: Math.max(1, fieldCount) }, (_, i) => columnOf(i))].join(', ');
}

/** The statement creating a dataset's table under `name`. */
function textTableDefinition(name: string, fieldCount: number): string {
  return `CREATE VIRTUAL TABLE IF NOT EXISTS ${name} USING fts5(${columnNames(fieldCount)}, content='', contentless_delete=1, tokenize='${FTS5_TOKENIZER}')`;
}

/** Whether a table's definition (as sqlite_master holds it) has the terms column first. */
export function holdsMetadataTerms(definition: string): boolean {
  return /USING\s+fts5\s*\(\s*m\s*,/i.test(definition);
}

// bm25's weights by column: the terms column none, every field 1 (the default for the columns not listed).
const bm25Of = (table: RawBuilder<unknown>) => sql<number>`bm25(${table}, 0)`;

function jsonItems(column: RawBuilder<unknown>, question: string | null): RawBuilder<unknown> {
  return question === null
    ? sql`json_each(${column})`
    : sql`json_each(${column}, ${`$."${question}".value`})`;
}

/** The text query over one field's column, or over every field's (never the terms column). */
function ftsExpression(groups: TextTerm[][], column: string | null): string {
  return `${column ?? `- ${TERMS_COLUMN}`} : (${toFts5(groups)})`;
}

/** Each group (any of its terms' words) required in the terms column. */
function termsExpression(groups: readonly (readonly string[])[]): string {
  return groups.map((tokens) => `${TERMS_COLUMN} : (${tokens.map((token) => `"${token}"`).join(' OR ')})`).join(' AND ');
}

/** A record's row of its table: its terms' words, then its text in one column per field ('' for a field without text). */
function textColumns(record: RecordText, fieldCount: number): string[] {
  const columns: string[] = Array.from({ length: Math.max(1, fieldCount) }, () => '');
  for (const field of record.fields) columns[field.position] = field.text;
  return [record.terms.join(' '), ...columns];
}

/**
 * indexTexts, planned (db/write-plan.ts): each record's `recordSeq` is its position in the plan's keyed step,
 * the rowid its text is indexed under once the record is inserted.
 */
export function planIndexTexts(plan: WritePlan, records: readonly RecordText[]): void {
  if (records.length === 0) return;
  const { datasetId, fieldCount } = records[0];
  const rows = records.map((record) => [record.recordSeq, ...textColumns(record, fieldCount)]);
  plan.step(`INSERT INTO ${tableOf(datasetId)} (rowid, ${columnNames(fieldCount)}) VALUES (?, ?${', ?'.repeat(Math.max(1, fieldCount))})`, rows, { keyAt: [0] });
}

export const sqliteDialect: SearchDialect = {
  // Every column is in the one row the terms column shares.
  matchesMetadataTerms: () => true,

  async createTextIndex(db, datasetId, fieldCount) {
    await sql.raw(textTableDefinition(tableOf(datasetId), fieldCount)).execute(db);
  },

  async removeTexts(db, datasetId, recordSeqs) {
    for (let start = 0; start < recordSeqs.length; start += ROWS_PER_INSERT) {
      const chunk = recordSeqs.slice(start, start + ROWS_PER_INSERT);
      await sql`DELETE FROM ${sql.table(tableOf(datasetId))} WHERE rowid IN (${sql.join(chunk)})`.execute(db);
    }
  },

  async dropTextIndex(db, datasetId) {
    await sql`DROP TABLE IF EXISTS ${sql.table(tableOf(datasetId))}`.execute(db);
  },

  async indexTexts(db: Db, records: readonly RecordText[]): Promise<void> {
    if (records.length === 0) return;
    const { datasetId, fieldCount } = records[0];
    const names = sql.raw(columnNames(fieldCount));
    for (let start = 0; start < records.length; start += ROWS_PER_INSERT) {
      const rows = records.slice(start, start + ROWS_PER_INSERT).map((record) => sql`(${record.recordSeq}, ${sql.join(textColumns(record, fieldCount))})`);
      await sql`INSERT INTO ${sql.table(tableOf(datasetId))} (rowid, ${names}) VALUES ${sql.join(rows)}`.execute(db);
    }
  },

  async replaceTexts(db, records) {
    if (records.length === 0) return;
    await sqliteDialect.removeTexts(db, records[0].datasetId, records.map((record) => record.recordSeq));
    await sqliteDialect.indexTexts(db, records);
  },

  textCondition(datasetId, query, field, metadataTerms = []) {
    const table = sql.table(tableOf(datasetId));
    const column = field ? columnOf(field.position) : null;
    const excluded = query.excluded.map((term) => [term]);
    if (query.required.length === 0) {
      if (metadataTerms.length > 0) throw new TypeError('metadata terms narrow a text query with words to match');
      const matchExcluded = ftsExpression([excluded.flat()], column);
      return { condition: sql<boolean>`+r.seq NOT IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ${matchExcluded})`, ranked: null };
    }
    let expression = ftsExpression(query.required, column);
    if (excluded.length > 0) expression = `(${expression}) NOT (${ftsExpression([excluded.flat()], column)})`;
    if (metadataTerms.length > 0) expression = `(${expression}) AND ${termsExpression(metadataTerms)}`;
    // The last record of the ranked part (RANKED_MATCHES_MAX): past it, matches follow in the order written.
    const lastRanked = sql`(SELECT coalesce((SELECT rowid FROM ${table} WHERE ${table} MATCH ${expression} ORDER BY rowid LIMIT 1 OFFSET ${RANKED_MATCHES_MAX - 1}), ${LAST_SEQ}))`;
    // The dataset's own table holds only its records: the index alone answers the count.
    const count = sql<{ total: number | string }>`SELECT count(*) AS total FROM ${table} WHERE ${table} MATCH ${expression}`;
    const score = sql<number>`tm.score`;
    const part = sql<number>`tm.part`;
    return {
      condition: sql<boolean>`+r.seq IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ${expression})`,
      ranked: {
        join: sql`JOIN (SELECT rowid AS seq, -${bm25Of(table)} AS score, rowid > ${lastRanked} AS part FROM ${table} WHERE ${table} MATCH ${expression}) tm ON tm.seq = r.seq`,
        score,
        order: rankedOrder(score, part),
        // `kept`: counted apart (page.ts), from the metadata index while the matches are few.
        top: (n) =>
          // The rest is walked in rowid order, so it is read no further than `n` matches.
          sql<RankedHit>`SELECT seq, score, (${count}) AS total, NULL AS kept FROM (
            SELECT * FROM (SELECT rowid AS seq, -${bm25Of(table)} AS score, 0 AS part FROM ${table} WHERE ${table} MATCH ${expression} AND rowid <= ${lastRanked} ORDER BY score DESC, rowid LIMIT ${n})
            UNION ALL
            SELECT * FROM (SELECT rowid AS seq, -${bm25Of(table)} AS score, 1 AS part FROM ${table} WHERE ${table} MATCH ${expression} AND rowid > ${lastRanked} ORDER BY rowid LIMIT ${n})
          ) ORDER BY part, CASE WHEN part = 0 THEN -score ELSE 0 END, seq LIMIT ${n}`,
        matches: sql`(SELECT rowid AS seq FROM ${table} WHERE ${table} MATCH ${expression})`,
        count,
      },
    };
  },

  answerIn(column, question, values) {
    const numbers = numbersAmong(values);
    const asNumber = numbers.length > 0 ? sql` OR (j.type IN ('integer', 'real') AND j.value IN (${sql.join(numbers)}))` : sql``;
    return sql<boolean>`EXISTS (SELECT 1 FROM ${jsonItems(column, question)} j WHERE (j.type = 'text' AND j.value IN (${sql.join(values)}))${asNumber})`;
  },

  answerWithin(column, question, ge, le) {
    const bounds = [
      sql`j.type IN ('integer', 'real')`,
      ...(ge !== null ? [sql`j.value >= ${ge}`] : []),
      ...(le !== null ? [sql`j.value <= ${le}`] : []),
    ];
    return sql<boolean>`EXISTS (SELECT 1 FROM ${jsonItems(column, question)} j WHERE ${sql.join(bounds, sql` AND `)})`;
  },

  answerNumber(column, question) {
    return sql<number>`(SELECT j.value FROM ${jsonItems(column, question)} j WHERE j.type IN ('integer', 'real') LIMIT 1)`;
  },
};

/** How a dataset's table is defined, as sqlite_master holds it; null when it has none (a draft). */
export async function textTableDefinitionOf(db: Db, datasetId: string): Promise<string | null> {
  const found = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ${tableOf(datasetId)}`.execute(db);
  return found.rows[0]?.sql ?? null;
}
