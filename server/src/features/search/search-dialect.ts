import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/types.js';
import type { TextQuery } from './text-query.js';

export interface RecordText {
  recordSeq: number;
  datasetId: string;
  /** How many fields the dataset has: one text column each. */
  fieldCount: number;
  /** The searchable text of each field, by the field's position in the dataset. */
  fields: { name: string; position: number; text: string }[];
  /** The words of its terms metadata (metadata-term-tokens.ts), which the index holds beside its text. */
  terms: string[];
}

export interface RankedHit {
  seq: number | string;
  score: number;
  total: number | string;
  kept: number | string | null;
}

export interface TextMatch {
  condition: RawBuilder<boolean>;
  /** The text query's ranking, in the order RANKED_MATCHES_MAX describes (`text-ranking.ts`). */
  ranked: {
    /** Brings each match's relevance as `tm.score`, and its part of the ranking as `tm.part`. */
    join: RawBuilder<unknown>;
    score: RawBuilder<number>;
    /** The ranking's order over the join. */
    order: RawBuilder<unknown>[];
    /**
     * A statement for the first `n` matches in the ranking's order (seq, score), each with the number of
     * all matches (`total`) and, given record sets (statements listing `record_seq`s, see
     * filterRecordSet), the number of matches in all of them (`kept`; null from a dialect whose index
     * counts those as cheaply on its own): read together, the matches are found once.
     */
    top: (n: number, keptIn?: RawBuilder<unknown>[] | null) => RawBuilder<RankedHit>;
    /** The matches as a table of `seq`, unranked, to count them with other filters from the text's side. */
    matches: RawBuilder<unknown>;
    /** A statement counting the matches, for a search with no other filter. */
    count: RawBuilder<{ total: number | string }>;
  } | null;
}

/**
 * What differs between the engines in search: how text is indexed and matched, how JSON answers are
 * compared, and a little arithmetic. Everything else in search is plain SQL shared by both.
 */
export interface SearchDialect {
  /**
   * Whether a text search over all fields (`field` null) or over one field is matched by the text index
   * together with terms metadata filters (textCondition's `metadataTerms`): the index holds each record's
   * terms metadata as words (metadata-term-tokens.ts) where it answers true.
   */
  matchesMetadataTerms(field: { name: string; position: number } | null): boolean;
  /** Prepares a dataset's full-text index when it is published (its fields are fixed from then on). */
  createTextIndex(db: Db, datasetId: string, fieldCount: number): Promise<void>;
  /** Removes records' text from the index (where the database does not cascade it). */
  removeTexts(db: Db, datasetId: string, recordSeqs: readonly (number | string)[]): Promise<void>;
  dropTextIndex(db: Db, datasetId: string): Promise<void>;
  indexTexts(db: Db, records: readonly RecordText[]): Promise<void>;
  /** Indexes records' text again after their fields changed, forgetting what was indexed before. */
  replaceTexts(db: Db, records: readonly RecordText[]): Promise<void>;
  /**
   * The text query as a condition on the records alias `r` (for counting and narrowing), and, when it
   * has words to rank by, its ranking (for ordering a page). `metadataTerms` (only where matchesMetadataTerms,
   * and only with words required): groups of terms words the matches must also hold, one of each group.
   */
  textCondition(
    datasetId: string,
    query: TextQuery,
    field: { name: string; position: number } | null,
    metadataTerms?: readonly (readonly string[])[],
  ): TextMatch;
  /**
   * Whether the JSON answer at `question` in `column` (a scalar or a list) has any of the terms `values`: a
   * string item equal to one, or a number item equal in value to one that reads as a number (as a number field
   * of Argilla's search engine reads a term).
   */
  answerIn(column: RawBuilder<unknown>, question: string | null, values: readonly string[]): RawBuilder<boolean>;
  /** Whether the JSON answer (a number or a list of numbers) has an item within the bounds. */
  answerWithin(column: RawBuilder<unknown>, question: string | null, ge: number | null, le: number | null): RawBuilder<boolean>;
  /** The JSON answer as a number for sorting (the first item of a list). */
  answerNumber(column: RawBuilder<unknown>, question: string | null): RawBuilder<number>;
}
