import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/types.js';
import { isPostgres } from '../../db/dialect.js';
import { postgresDialect } from './dialect-postgres.js';
import { sqliteDialect } from './dialect-sqlite.js';
import type { TextQuery } from './text-query.js';

export interface RecordText {
  recordId: string;
  recordSeq: number;
  datasetId: string;
  /** The searchable text of each field, by the field's position in the dataset. */
  fields: { name: string; position: number; text: string }[];
}

export type Bound = number | string;

/**
 * What differs between the engines in search: how text is indexed and matched, how JSON answers are
 * compared, and a little arithmetic. Everything else in search is plain SQL shared by both.
 */
export interface SearchDialect {
  indexTexts(db: Db, records: readonly RecordText[]): Promise<void>;
  /**
   * A condition on the records alias `r` for the text query, and the relevance score expression to select
   * (null when the query only excludes words).
   */
  textCondition(
    datasetId: string,
    query: TextQuery,
    field: { name: string; position: number } | null,
  ): { join: RawBuilder<unknown> | null; condition: RawBuilder<boolean>; score: RawBuilder<number> | null };
  /** Whether the JSON answer at `question` in `column` (a scalar or a list) has any of `values`. */
  answerIn(column: RawBuilder<unknown>, question: string | null, values: readonly (string | number | boolean)[]): RawBuilder<boolean>;
  /** Whether the JSON answer (a number or a list of numbers) has an item within the bounds. */
  answerWithin(column: RawBuilder<unknown>, question: string | null, ge: number | null, le: number | null): RawBuilder<boolean>;
  /** The JSON answer as a number for sorting (the first item of a list). */
  answerNumber(column: RawBuilder<unknown>, question: string | null): RawBuilder<number>;
}

export function searchDialectOf(db: Db): SearchDialect {
  return isPostgres(db) ? postgresDialect : sqliteDialect;
}

export const alwaysTrue: RawBuilder<boolean> = sql<boolean>`1 = 1`;
