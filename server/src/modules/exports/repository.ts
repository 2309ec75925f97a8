import { sql } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { Db } from '../../db/types.js';

/**
 * The metadata keys a dataset's records carry, for the columns of an export that has to name them all
 * before its first row: one pass over the records' metadata (JSON text), read by the engine.
 */
export async function listMetadataKeys(db: Db, datasetId: string): Promise<string[]> {
  const keys = isPostgres(db)
    ? sql<{ key: string }>`SELECT DISTINCT k.key FROM records r JOIN record_contents c ON c.record_seq = r.seq
        CROSS JOIN LATERAL jsonb_object_keys(CASE WHEN jsonb_typeof(c.metadata::jsonb) = 'object' THEN c.metadata::jsonb ELSE '{}'::jsonb END) AS k(key)
        WHERE r.dataset_id = ${datasetId} AND c.metadata IS NOT NULL ORDER BY k.key`
    : sql<{ key: string }>`SELECT DISTINCT j.key AS key FROM records r JOIN record_contents c ON c.record_seq = r.seq, json_each(c.metadata) j
        WHERE r.dataset_id = ${datasetId} AND c.metadata IS NOT NULL AND json_type(c.metadata) = 'object' ORDER BY j.key`;
  return (await keys.execute(db)).rows.map((row) => row.key);
}
