import { sql } from 'kysely';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { isPostgres } from '../../db/dialect.js';
import type { Db } from '../../db/types.js';
import { chunked } from '../../db/chunks.js';
import type { SubmittedRecord } from './dataset-tally.js';

/**
 * Records read per statement: each statement reads the submitted responses of this many consecutive records
 * (by the records' dataset and sequence index, then each record's responses by their unique key), so no
 * statement walks a whole large dataset, and other requests run between them.
 */
const RECORDS_PER_READ = 5_000;

type Seq = number | string;

/**
 * The dataset's records that have two or more submitted responses, in record order, a slice of records at a
 * time: each with its submitted responses' values and the texts of `textFields`.
 */
export async function* walkSubmittedRecords(db: Db, datasetId: string, textFields: readonly string[]): AsyncGenerator<SubmittedRecord[]> {
  let after: Seq = -1;
  for (;;) {
    const slice = db
      .selectFrom('records')
      .select('seq')
      .where('dataset_id', '=', datasetId)
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(RECORDS_PER_READ)
      .as('slice');
    const { last } = await db
      .selectFrom(slice)
      .select((eb) => eb.fn.max('slice.seq').as('last'))
      .executeTakeFirstOrThrow();
    if (last === null || last === undefined) return;
    // Every response of the slice, kept to the submitted ones here: a status condition in the statement lets
    // PostgreSQL, before it has statistics of a freshly loaded dataset, scan the status index once per record.
    const rows = await db
      .selectFrom('records')
      .innerJoin('responses', 'responses.record_id', 'records.id')
      .select(['records.seq', 'responses.user_id', 'responses.status', 'responses.values'])
      .where('records.dataset_id', '=', datasetId)
      .where('records.seq', '>', after)
      .where('records.seq', '<=', last)
      .orderBy('records.seq')
      .execute();
    const records = groupByRecord(rows.filter((row) => row.status === 'submitted'));
    if (textFields.length > 0 && records.length > 0) await attachTexts(db, records, textFields);
    yield records.map(({ record }) => record);
    after = last as Seq;
    // SQLite answers synchronously: let other requests in between slices.
    await nextTurn();
  }
}

function groupByRecord(rows: readonly { seq: Seq; user_id: string; values: string | null }[]): { seq: Seq; record: SubmittedRecord }[] {
  const groups: { seq: Seq; record: { responses: { user_id: string; values: string | null }[] } }[] = [];
  for (const row of rows) {
    const current = groups.at(-1);
    const response = { user_id: row.user_id, values: row.values };
    if (current && String(current.seq) === String(row.seq)) current.record.responses.push(response);
    else groups.push({ seq: row.seq, record: { responses: [response] } });
  }
  return groups.filter((group) => group.record.responses.length >= 2);
}

/**
 * The named fields' texts of these records, taken out of the fields' JSON by the database, so a record's other
 * fields (a long document, an image) never cross over. Field names are `[a-z0-9_-]+`, safe in a JSON path.
 */
async function attachTexts(db: Db, records: { seq: Seq; record: SubmittedRecord }[], fields: readonly string[]): Promise<void> {
  const postgres = isPostgres(db);
  const textOf = (field: string) => (postgres ? sql<string | null>`c.fields::json ->> ${field}` : sql<string | null>`json_extract(c.fields, ${`$."${field}"`})`);
  const bySeq = new Map(records.map((entry) => [String(entry.seq), entry.record as { texts?: Record<string, string | null> }]));
  for (const seqs of chunked(records.map((entry) => entry.seq))) {
    const rows = await db
      .selectFrom('record_contents as c')
      .select('c.record_seq')
      .select(fields.map((field, index) => textOf(field).as(`text_${index}`)))
      .where('c.record_seq', 'in', seqs)
      .execute();
    for (const row of rows as (Record<string, unknown> & { record_seq: Seq })[]) {
      const record = bySeq.get(String(row.record_seq));
      if (!record) continue;
      record.texts = Object.fromEntries(fields.map((field, index) => {
        const text = row[`text_${index}`];
        return [field, typeof text === 'string' ? text : null];
      }));
    }
  }
}

/** Usernames of the given users (a deleted user's responses are gone with them). */
export async function usernamesOf(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const ids of chunked(userIds)) {
    const rows = await db.selectFrom('users').select(['id', 'username']).where('id', 'in', ids).execute();
    for (const row of rows) names.set(row.id, row.username);
  }
  return names;
}

/** How many submitted responses the dataset holds, and when the latest of them was written. */
export async function submittedResponsesStamp(db: Db, datasetId: string): Promise<{ count: number; lastWrittenAt: string | null }> {
  const row = await db
    .selectFrom('responses')
    .select((eb) => [eb.fn.countAll<number | string | bigint>().as('count'), eb.fn.max('updated_at').as('last_written_at')])
    .where('dataset_id', '=', datasetId)
    .where('status', '=', 'submitted')
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), lastWrittenAt: row.last_written_at ?? null };
}
