import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * Records and everything attached to them (responses, suggestions, vectors), and the search structures
 * beside them: full-text rows per record field (FTS5 on SQLite, tsvector on PostgreSQL) and the values of
 * defined metadata properties, kept in their own indexed table so filters and sorts need no JSON parsing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  const timestamps = (builder: any) =>
    builder.addColumn('inserted_at', 'text', (c: any) => c.notNull()).addColumn('updated_at', 'text', (c: any) => c.notNull());

  await timestamps(
    db.schema
      .createTable('records')
      .addColumn('seq', postgres ? 'bigserial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('id', 'text', (c) => c.notNull().unique())
      .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
      .addColumn('external_id', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      // A random key per record: XOR-ed with a per-user salt it gives each annotator a stable shuffle.
      .addColumn('shuffle', 'integer', (c) => c.notNull()),
  ).execute();
  // The wide part of a record lives apart, so filters, counts and sorts walk narrow rows.
  await db.schema
    .createTable('record_contents')
    .addColumn('record_seq', postgres ? 'bigint' : 'integer', (c) => c.primaryKey().references('records.seq').onDelete('cascade'))
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text')
    .execute();
  await db.schema.createIndex('records_dataset_seq_idx').on('records').columns(['dataset_id', 'seq']).execute();
  await db.schema.createIndex('records_dataset_status_idx').on('records').columns(['dataset_id', 'status']).execute();
  await db.schema.createIndex('records_dataset_shuffle_idx').on('records').columns(['dataset_id', 'shuffle']).execute();
  await db.schema
    .createIndex('records_dataset_external_id_unique')
    .on('records')
    .columns(['dataset_id', 'external_id'])
    .unique()
    .execute();

  await timestamps(
    db.schema
      .createTable('responses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('record_id', 'text', (c) => c.notNull().references('records.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('values', 'text'),
  )
    .addUniqueConstraint('responses_record_user_unique', ['record_id', 'user_id'])
    .execute();
  await db.schema.createIndex('responses_dataset_user_idx').on('responses').columns(['dataset_id', 'user_id', 'status']).execute();
  await db.schema.createIndex('responses_user_idx').on('responses').column('user_id').execute();

  await timestamps(
    db.schema
      .createTable('suggestions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('record_id', 'text', (c) => c.notNull().references('records.id').onDelete('cascade'))
      .addColumn('question_id', 'text', (c) => c.notNull().references('questions.id').onDelete('cascade'))
      .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('score', 'text')
      .addColumn('agent', 'text')
      .addColumn('type', 'text'),
  )
    .addUniqueConstraint('suggestions_record_question_unique', ['record_id', 'question_id'])
    .execute();
  await db.schema.createIndex('suggestions_dataset_question_idx').on('suggestions').columns(['dataset_id', 'question_id']).execute();

  await db.schema
    .createTable('record_vectors')
    .addColumn('record_id', 'text', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addColumn('vector_settings_id', 'text', (c) => c.notNull().references('vectors_settings.id').onDelete('cascade'))
    .addColumn('value', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    // Which write last touched the vector, so in-memory indexes load only what changed since they were built.
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('record_vectors_pk', ['record_id', 'vector_settings_id'])
    .execute();
  await db.schema.createIndex('record_vectors_version_idx').on('record_vectors').columns(['vector_settings_id', 'version']).execute();
  // vectors_version: the latest write; vectors_generation: bumped when vectors are removed (a full reload).
  await db.schema.alterTable('vectors_settings').addColumn('vectors_version', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('vectors_settings').addColumn('vectors_generation', 'bigint', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema
    .createTable('record_metadata')
    .addColumn('record_seq', postgres ? 'bigint' : 'integer', (c) => c.notNull().references('records.seq').onDelete('cascade'))
    .addColumn('dataset_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('num', postgres ? 'double precision' : 'real')
    .addColumn('term', 'text')
    .execute();
  // Partial: a row holds a number or a term, so each index covers only the rows it can serve.
  await db.schema
    .createIndex('record_metadata_num_idx')
    .on('record_metadata')
    .columns(['dataset_id', 'name', 'num', 'record_seq'])
    .where(sql.ref('num'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('record_metadata_term_idx')
    .on('record_metadata')
    .columns(['dataset_id', 'name', 'term', 'record_seq'])
    .where(sql.ref('term'), 'is not', null)
    .execute();
  await db.schema.createIndex('record_metadata_record_idx').on('record_metadata').column('record_seq').execute();

  if (postgres) {
    // One row per record for the text of all its fields (field ''), and one per field for field searches.
    await db.schema
      .createTable('record_texts')
      .addColumn('record_seq', 'bigint', (c) => c.notNull().references('records.seq').onDelete('cascade'))
      .addColumn('dataset_id', 'text', (c) => c.notNull())
      .addColumn('field', 'text', (c) => c.notNull())
      .addColumn('tsv', sql`tsvector`, (c) => c.notNull())
      .execute();
    await sql`CREATE INDEX record_texts_tsv_idx ON record_texts USING gin (tsv)`.execute(db);
    await db.schema.createIndex('record_texts_record_idx').on('record_texts').column('record_seq').execute();
  }
  // On SQLite each published dataset gets its own full-text table (see the search dialect).
}

