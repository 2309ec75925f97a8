import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * Sorts read along an index, so a sorted page walks the index and stops after the page instead of sorting
 * every record.
 *
 * Records by creation and update time, then record order.
 *
 * Suggestions: the record's sequence number beside its id, and the keys a sort by a
 * suggestion's score or value reads (`score_key`: the score, or the first score of a list; `value_num`: a
 * number value, such as a rating's; `value_text`: any other value's JSON text, its first 100 characters).
 * Each index holds a question's suggestions in key order, then record order, so a sorted page walks the
 * index in order. Existing suggestions are filled in.
 *
 * Terms metadata: a term a record lists twice is kept once, so a sort by the record's smallest term reads
 * the record once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  for (const column of ['inserted_at', 'updated_at']) {
    await db.schema.createIndex(`records_dataset_${column}_idx`).on('records').columns(['dataset_id', column, 'seq']).execute();
  }

  await db.schema.alterTable('suggestions').addColumn('record_seq', postgres ? 'bigint' : 'integer').execute();
  await db.schema.alterTable('suggestions').addColumn('score_key', postgres ? 'double precision' : 'real').execute();
  await db.schema.alterTable('suggestions').addColumn('value_num', postgres ? 'double precision' : 'real').execute();
  await db.schema.alterTable('suggestions').addColumn('value_text', 'text').execute();

  if (postgres) {
    await sql`UPDATE suggestions SET
      record_seq = (SELECT r.seq FROM records r WHERE r.id = suggestions.record_id),
      score_key = (
        SELECT (e.item #>> '{}')::double precision
        FROM jsonb_array_elements(CASE jsonb_typeof(score::jsonb) WHEN 'array' THEN score::jsonb ELSE jsonb_build_array(score::jsonb) END)
          WITH ORDINALITY AS e(item, position)
        WHERE jsonb_typeof(e.item) = 'number' ORDER BY e.position LIMIT 1
      ),
      value_num = CASE WHEN jsonb_typeof(value::jsonb) = 'number' THEN (value::jsonb #>> '{}')::double precision END,
      value_text = CASE WHEN jsonb_typeof(value::jsonb) = 'number' THEN NULL ELSE left(value, 100) END`.execute(db);
  } else {
    await sql`UPDATE suggestions SET
      record_seq = (SELECT r.seq FROM records r WHERE r.id = suggestions.record_id),
      score_key = (SELECT j.value FROM json_each(score) j WHERE j.type IN ('integer', 'real') ORDER BY j.key LIMIT 1),
      value_num = CASE WHEN json_type(value) IN ('integer', 'real') THEN json_extract(value, '$') END,
      value_text = CASE WHEN json_type(value) IN ('integer', 'real') THEN NULL ELSE substr(value, 1, 100) END`.execute(db);
  }

  // A terms property's values are kept once per record (a record listing a term twice sorts once by it).
  if (postgres) {
    await sql`DELETE FROM record_metadata a USING record_metadata b
      WHERE a.term IS NOT NULL AND a.record_seq = b.record_seq AND a.name = b.name AND a.term = b.term AND a.ctid > b.ctid`.execute(db);
  } else {
    await sql`DELETE FROM record_metadata WHERE term IS NOT NULL AND rowid NOT IN (
      SELECT min(rowid) FROM record_metadata WHERE term IS NOT NULL GROUP BY record_seq, name, term)`.execute(db);
  }

  for (const key of ['score_key', 'value_num', 'value_text']) {
    await db.schema
      .createIndex(`suggestions_${key}_idx`)
      .on('suggestions')
      .columns(['question_id', key, 'record_seq'])
      .where(sql.ref(key), 'is not', null)
      .execute();
  }
}
