import { type QueryResult, type RawBuilder, sql } from 'kysely';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { isPostgres } from '../../db/dialect.js';
import type { Db } from '../../db/types.js';

// Records whose metadata keys are listed per statement: SQLite answers synchronously, and one statement
// over a million records' JSON would hold the server for seconds.
const RECORDS_PER_READ = 20_000;

/**
 * The metadata keys a dataset's records carry, for the columns of an export that has to name them all
 * before its first row: one pass over the records' metadata (JSON text), read by the engine a slice of
 * records at a time, letting other requests in between.
 */
export async function listMetadataKeys(db: Db, datasetId: string): Promise<string[]> {
  const keys = new Set<string>();
  let after: number | string = -1;
  for (;;) {
    const slice: RawBuilder<unknown> = sql`SELECT r.seq FROM records r WHERE r.dataset_id = ${datasetId} AND r.seq > ${after} ORDER BY r.seq LIMIT ${RECORDS_PER_READ}`;
    const last: QueryResult<{ last: number | string | null }> = await sql<{ last: number | string | null }>`SELECT max(s.seq) AS last FROM (${slice}) s`.execute(db);
    const until: number | string | null | undefined = last.rows[0]?.last;
    if (until === null || until === undefined) return [...keys].sort();
    const found = isPostgres(db)
      ? sql<{ key: string }>`SELECT DISTINCT k.key FROM records r JOIN record_contents c ON c.record_seq = r.seq
          CROSS JOIN LATERAL jsonb_object_keys(CASE WHEN jsonb_typeof(c.metadata::jsonb) = 'object' THEN c.metadata::jsonb ELSE '{}'::jsonb END) AS k(key)
          WHERE r.dataset_id = ${datasetId} AND r.seq > ${after} AND r.seq <= ${until} AND c.metadata IS NOT NULL`
      : sql<{ key: string }>`SELECT DISTINCT j.key AS key FROM records r JOIN record_contents c ON c.record_seq = r.seq, json_each(c.metadata) j
          WHERE r.dataset_id = ${datasetId} AND r.seq > ${after} AND r.seq <= ${until} AND c.metadata IS NOT NULL AND json_type(c.metadata) = 'object'`;
    for (const row of (await found.execute(db)).rows) keys.add(row.key);
    after = until;
    await nextTurn();
  }
}
