import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * PostgreSQL's full-text rows, laid out for the searches that read them. Measured at 100,000 records for
 * a word held by a fifth of them, on a busy machine: 80 ms to count its matches and 130 ms to rank them
 * in the one table; 40 and 70 ms with the rows of all fields apart; ranking in 30-35 ms with the vectors
 * in the row as well.
 *
 * - Partitioned by field: the rows holding all of a record's fields (`field = ''`, what a search without a
 *   field reads) get a table and GIN index of their own, so a search visits none of the per-field rows'
 *   pages. Counting a GIN index's matches visits each match's row (its dataset is checked there), so those
 *   pages are the cost of every text search.
 * - The tsvector kept in the row (storage `main`): out of line, in TOAST, every row ranked costs a lookup
 *   in the TOAST index, and a sequential scan (the plan for words in most records) read every one of them
 *   to test the match. Kept in the row, a vector is read with its page. `plain` for the dataset and field,
 *   or PostgreSQL would move those out of line first to keep a wide row under 2 kB.
 *
 * Existing rows are copied into the new layout.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`ALTER TABLE record_texts RENAME TO record_texts_before_008`.execute(db);
  // Its foreign key goes with it, so the new table's takes the same name.
  await sql`ALTER TABLE record_texts_before_008 DROP CONSTRAINT IF EXISTS record_texts_record_seq_fkey`.execute(db);
  await sql`CREATE TABLE record_texts (
    record_seq bigint NOT NULL REFERENCES records (seq) ON DELETE CASCADE,
    dataset_id text NOT NULL,
    field text NOT NULL,
    tsv tsvector NOT NULL
  ) PARTITION BY LIST (field)`.execute(db);
  // Set on the parent before the partitions exist, so that they take it.
  await sql`ALTER TABLE record_texts
    ALTER COLUMN dataset_id SET STORAGE PLAIN,
    ALTER COLUMN field SET STORAGE PLAIN,
    ALTER COLUMN tsv SET STORAGE MAIN`.execute(db);
  await sql`CREATE TABLE record_texts_all_fields PARTITION OF record_texts FOR VALUES IN ('')`.execute(db);
  await sql`CREATE TABLE record_texts_each_field PARTITION OF record_texts DEFAULT`.execute(db);
  await sql`INSERT INTO record_texts (record_seq, dataset_id, field, tsv)
    SELECT record_seq, dataset_id, field, tsv FROM record_texts_before_008`.execute(db);
  await sql`DROP TABLE record_texts_before_008`.execute(db);
  // Built after the copy: one pass over the rows instead of an index update per row.
  await sql`CREATE INDEX record_texts_tsv_idx ON record_texts USING gin (tsv)`.execute(db);
  await sql`CREATE INDEX record_texts_record_idx ON record_texts (record_seq)`.execute(db);
}
