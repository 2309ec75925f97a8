import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * PostgreSQL's rows of all fields (`record_texts`, `field = ''`) gain a lexeme per term of the record's terms
 * metadata, as the server now writes them (features/search/metadata-term-tokens.ts, dialect-postgres.ts): `#m`
 * and the first 32 hex digits of SHA-256 of the property's id, a zero byte and the term. A text search narrowed
 * by a terms filter then matches both in the GIN index, which intersects their lists before any row is read.
 * The terms are those `record_metadata` holds (a record's values of defined terms properties, as terms filters
 * compare them). On SQLite the text indexes are tables of each dataset, built again at start
 * (features/search/text-index-upgrade.ts), as only the server can compute a record's text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`UPDATE record_texts t SET tsv = t.tsv || array_to_tsvector(terms.lexemes)
    FROM (
      SELECT md.record_seq, array_agg(DISTINCT '#m' || left(encode(sha256(convert_to(mp.id, 'UTF8') || decode('00', 'hex') || convert_to(md.term, 'UTF8')), 'hex'), 32)) AS lexemes
      FROM record_metadata md
      JOIN metadata_properties mp ON mp.dataset_id = md.dataset_id AND mp.name = md.name
      WHERE md.term IS NOT NULL
      GROUP BY md.record_seq
    ) terms
    WHERE t.record_seq = terms.record_seq AND t.field = ''`.execute(db);
}
