import { type RawBuilder, sql } from 'kysely';
import { SQLITE_TEXT_COLUMNS } from '../../db/migrations/002-records.js';
import type { Db } from '../../db/types.js';
import type { RecordText, SearchDialect } from './dialect.js';
import { type TextTerm, toFts5 } from './text-query.js';

const ROWS_PER_INSERT = 200;

function columnOf(position: number): string {
  return `c${Math.min(position, SQLITE_TEXT_COLUMNS - 1)}`;
}

function jsonItems(column: RawBuilder<unknown>, question: string | null): RawBuilder<unknown> {
  return question === null
    ? sql`json_each(${column})`
    : sql`json_each(${column}, ${`$."${question}".value`})`;
}

function ftsExpression(groups: TextTerm[][], column: string | null): string {
  const expression = toFts5(groups);
  return column ? `${column} : (${expression})` : expression;
}

export const sqliteDialect: SearchDialect = {
  async indexTexts(db: Db, records: readonly RecordText[]): Promise<void> {
    for (let start = 0; start < records.length; start += ROWS_PER_INSERT) {
      const chunk = records.slice(start, start + ROWS_PER_INSERT);
      const rows = chunk.map((record) => {
        const columns: string[] = Array.from({ length: SQLITE_TEXT_COLUMNS }, () => '');
        for (const field of record.fields) {
          const column = Math.min(field.position, SQLITE_TEXT_COLUMNS - 1);
          columns[column] = columns[column] ? `${columns[column]}\n${field.text}` : field.text;
        }
        return sql`(${record.recordSeq}, ${sql.join(columns)})`;
      });
      const names = Array.from({ length: SQLITE_TEXT_COLUMNS }, (_, i) => `c${i}`).join(', ');
      await sql`INSERT INTO records_fts (rowid, ${sql.raw(names)}) VALUES ${sql.join(rows)}`.execute(db);
    }
  },

  textCondition(_datasetId, query, field) {
    const column = field ? columnOf(field.position) : null;
    const excluded = query.excluded.map((term) => [term]);
    if (query.required.length === 0) {
      const matchExcluded = ftsExpression([excluded.flat()], column);
      return { condition: sql<boolean>`r.seq NOT IN (SELECT rowid FROM records_fts WHERE records_fts MATCH ${matchExcluded})`, ranked: null };
    }
    let expression = ftsExpression(query.required, column);
    if (excluded.length > 0) expression = `(${expression}) NOT (${ftsExpression([excluded.flat()], column)})`;
    return {
      condition: sql<boolean>`r.seq IN (SELECT rowid FROM records_fts WHERE records_fts MATCH ${expression})`,
      ranked: {
        join: sql`JOIN (SELECT rowid AS seq, -bm25(records_fts) AS score FROM records_fts WHERE records_fts MATCH ${expression}) tm ON tm.seq = r.seq`,
        score: sql<number>`tm.score`,
      },
    };
  },

  answerIn(column, question, values) {
    return sql<boolean>`EXISTS (SELECT 1 FROM ${jsonItems(column, question)} j WHERE j.value IN (${sql.join(values.map((value) => (typeof value === 'boolean' ? Number(value) : value)))}))`;
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
