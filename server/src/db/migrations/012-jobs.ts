import type { Kysely } from 'kysely';

/**
 * Background jobs (a dataset's import from a file or the Hub, its export to the Hub), and the files uploaded
 * for an import.
 *
 * A job's whole state is its row, so a restart loses none: an instance claims a queued job, or one whose
 * claim lapsed (its instance stopped), with one statement that only one instance can win, and renews the
 * claim while it runs. `checkpoint` says where the job stands after its last committed batch, written in
 * that batch's transaction, so a job taken up again goes on from there and writes no row twice. `secret` is
 * the Hub token given with the job: erased as soon as the job ends, and never answered.
 *
 * `job_refused_rows` holds every row an import refused (the job's row lists the first 100); a job's rows go
 * with it. A job goes with its dataset.
 *
 * `hub_sign_in_tokens`: the Hugging Face access token of a person who signed in with Hugging Face, until it
 * expires, so that their imports read the gated and private datasets they may read without pasting a token.
 * It goes with the account, and is replaced at each sign-in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('secret', 'text')
    .addColumn('rows_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_written', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_refused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows_total', 'integer')
    .addColumn('refused_rows', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('checkpoint', 'text')
    .addColumn('error', 'text')
    .addColumn('url', 'text')
    .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_token', 'text')
    .addColumn('lease_until', 'text')
    // When the running (or last) attempt began reading, and how many rows it had read then: the rate.
    .addColumn('run_started_at', 'text')
    .addColumn('run_started_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('jobs_dataset_idx').on('jobs').columns(['dataset_id', 'inserted_at']).execute();
  await db.schema.createIndex('jobs_status_idx').on('jobs').columns(['status', 'inserted_at']).execute();

  await db.schema
    .createTable('job_refused_rows')
    .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('row', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_refused_rows_pk', ['job_id', 'row'])
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('inserted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_inserted_idx').on('uploads').column('inserted_at').execute();

  await db.schema
    .createTable('hub_sign_in_tokens')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
