import type { Kysely } from 'kysely';

/**
 * A dataset's submitted responses by when they were last written: the agreement report keeps its last
 * answer while their count and latest write stay the same, and reads both from this index alone (at a
 * million records, a few tens of milliseconds against the report's half a minute).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('responses_dataset_status_updated_idx')
    .on('responses')
    .columns(['dataset_id', 'status', 'updated_at'])
    .execute();
}
