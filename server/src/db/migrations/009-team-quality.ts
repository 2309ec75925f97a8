import type { Kysely } from 'kysely';

/**
 * The team's quality loop: who annotates which records, who reviews, the final answers, where annotators
 * disagree, and the records' comments and review flags.
 *
 * - `record_assignments`: a dataset with any row here is an assigned dataset; an annotator's queue holds
 *   the records assigned to them, and a record is completed once every assignee has submitted.
 * - `dataset_reviewers`: annotators an admin marked as reviewers of one dataset (owners and the
 *   workspace's admins review by their role).
 * - `record_reviews`: the final answer of a record, once per record, with who validated it and when.
 * - `record_disagreements`: one row per (record, question) whose submitted answers differ, kept by every
 *   write of responses, so the review queue filters on disagreement without comparing answers per search.
 * - `record_comments`, `record_flags`: a record's thread, and its "needs review" flag.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('record_assignments')
    .addColumn('record_id', 'text', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('record_assignments_pkey', ['record_id', 'user_id'])
    .execute();
  // An annotator's queue (their records in a dataset), and per-annotator counts.
  await db.schema.createIndex('record_assignments_user_idx').on('record_assignments').columns(['dataset_id', 'user_id', 'record_id']).execute();

  await db.schema
    .createTable('dataset_reviewers')
    .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('dataset_reviewers_pkey', ['dataset_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('record_reviews')
    .addColumn('record_id', 'text', (c) => c.primaryKey().references('records.id').onDelete('cascade'))
    .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
    .addColumn('values', 'text', (c) => c.notNull())
    // The reviewer stays named on the answer they settled even once their account is gone.
    .addColumn('validated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('validated_at', 'text', (c) => c.notNull())
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('record_reviews_dataset_idx').on('record_reviews').columns(['dataset_id', 'record_id']).execute();

  await db.schema
    .createTable('record_disagreements')
    .addColumn('record_id', 'text', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('record_disagreements_pkey', ['record_id', 'question_id'])
    .execute();
  await db.schema.createIndex('record_disagreements_dataset_idx').on('record_disagreements').columns(['dataset_id', 'question_id']).execute();

  await db.schema
    .createTable('record_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('record_id', 'text', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('record_comments_record_idx').on('record_comments').columns(['record_id', 'inserted_at']).execute();
  await db.schema.createIndex('record_comments_dataset_idx').on('record_comments').columns(['dataset_id', 'record_id']).execute();

  await db.schema
    .createTable('record_flags')
    .addColumn('record_id', 'text', (c) => c.primaryKey().references('records.id').onDelete('cascade'))
    .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
    .addColumn('raised_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('raised_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('record_flags_dataset_idx').on('record_flags').columns(['dataset_id', 'record_id']).execute();
}
