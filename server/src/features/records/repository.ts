import { type ExpressionBuilder, type Insertable, type Selectable, sql } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { Database, RecordsTable } from '../../db/schema.js';
import { chunked } from '../../db/chunks.js';
import type { Db } from '../../db/types.js';
import type { WritePlan } from '../../db/write-plan.js';

/** A record with its contents (fields and metadata), as presented. */
export type RecordRow = Selectable<RecordsTable> & { fields: string; metadata: string | null };

/** Records joined with their contents, which live in their own table to keep `records` narrow. */
export function selectRecords(db: Db) {
  return db
    .selectFrom('records')
    .innerJoin('record_contents', 'record_contents.record_seq', 'records.seq')
    .selectAll('records')
    .select(['record_contents.fields', 'record_contents.metadata']);
}

export function findRecordById(db: Db, id: string): Promise<RecordRow | undefined> {
  return selectRecords(db).where('records.id', '=', id).executeTakeFirst();
}

/** Records of a dataset matched by id or by external id (what a bulk upsert updates). */
export async function findRecordsToUpdate(
  db: Db,
  datasetId: string,
  ids: readonly string[],
  externalIds: readonly string[],
): Promise<RecordRow[]> {
  if (ids.length === 0 && externalIds.length === 0) return [];
  return selectRecords(db)
    .where('records.dataset_id', '=', datasetId)
    .where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb('records.id', 'in', ids)] : []),
        ...(externalIds.length > 0 ? [eb('records.external_id', 'in', externalIds)] : []),
      ]),
    )
    .execute();
}

export async function findExistingExternalIds(db: Db, datasetId: string, externalIds: readonly string[]): Promise<string[]> {
  if (externalIds.length === 0) return [];
  const rows = await db
    .selectFrom('records')
    .select('external_id')
    .where('dataset_id', '=', datasetId)
    .where('external_id', 'in', externalIds)
    .execute();
  return rows.map((row) => row.external_id!);
}

/**
 * A page of a dataset's records in the order written. The page's sequence numbers are counted off along
 * the (dataset, seq) index alone, then only those records are read: an offset of 900,000 otherwise read
 * every skipped record and its contents first (two seconds at a million records).
 */
export function listRecordRows(db: Db, datasetId: string, page: { offset: number; limit: number }): Promise<RecordRow[]> {
  const pageSeqs = db
    .selectFrom('records')
    .select('seq')
    .where('dataset_id', '=', datasetId)
    .orderBy('seq')
    .offset(page.offset)
    .limit(page.limit);
  return selectRecords(db).where('records.seq', 'in', pageSeqs).orderBy('records.seq').execute();
}

/** A page of a dataset's records' contents, in sequence order after `afterSeq`. */
export function listRecordContentsAfter(db: Db, datasetId: string, afterSeq: number, limit: number) {
  return db
    .selectFrom('records')
    .innerJoin('record_contents', 'record_contents.record_seq', 'records.seq')
    .select(['records.seq', 'record_contents.fields', 'record_contents.metadata'])
    .where('records.dataset_id', '=', datasetId)
    .where('records.seq', '>', afterSeq)
    .orderBy('records.seq')
    .limit(limit)
    .execute();
}

export async function findRecordsByIds(db: Db, ids: readonly string[]): Promise<RecordRow[]> {
  if (ids.length === 0) return [];
  const rows: RecordRow[] = [];
  for (const chunk of chunked(ids)) rows.push(...(await selectRecords(db).where('records.id', 'in', chunk).execute()));
  return rows;
}

/**
 * A dataset's records by status, read from the counts the database keeps on every write (migration 013):
 * a few rows, where counting the records walked one index entry each. Statuses without records are absent.
 */
export async function countRecordsByStatus(db: Db, datasetId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('record_counts')
    .select(['status', (eb) => eb.fn.sum<string | number>('records').as('count')])
    .where('dataset_id', '=', datasetId)
    .groupBy('status')
    .execute();
  const counts = new Map<string, number>();
  for (const row of rows) if (Number(row.count) > 0) counts.set(row.status, Number(row.count));
  return counts;
}

export async function countRecords(db: Db, datasetId: string): Promise<number> {
  let total = 0;
  for (const count of (await countRecordsByStatus(db, datasetId)).values()) total += count;
  return total;
}

/** Inserts records with their contents, answering each record's sequence number by id. */
export async function insertRecordRows(
  db: Db,
  rows: (Insertable<RecordsTable> & { fields: string; metadata: string | null })[],
): Promise<Map<string, number>> {
  const seqs = new Map<string, number>();
  for (const chunk of chunked(rows)) {
    const inserted = await db
      .insertInto('records')
      .values(chunk.map(({ fields: _fields, metadata: _metadata, ...record }) => record))
      .returning(['id', 'seq'])
      .execute();
    for (const row of inserted) seqs.set(row.id, Number(row.seq));
    await db
      .insertInto('record_contents')
      .values(chunk.map((row) => ({ record_seq: seqs.get(row.id)!, fields: row.fields, metadata: row.metadata })))
      .execute();
  }
  return seqs;
}

/**
 * A check for a write planned before its transaction (db/write-plan.ts): the sequence numbers of a dataset's
 * records with any of these ids or external ids, which the plan expects to stay as read (none, for new records).
 */
export function recordsNamedQuery(db: Db, datasetId: string, ids: readonly string[], externalIds: readonly string[]) {
  return db
    .selectFrom('records')
    .select('seq')
    .where('dataset_id', '=', datasetId)
    .where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb('id', 'in', ids)] : []),
        ...(externalIds.length > 0 ? [eb('external_id', 'in', externalIds)] : []),
        ...(ids.length === 0 && externalIds.length === 0 ? [sql<boolean>`0 = 1`] : []),
      ]),
    )
    .orderBy('seq');
}

const INSERT_RECORD = 'INSERT INTO records (id, dataset_id, external_id, status, shuffle, inserted_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)';
const INSERT_CONTENTS = 'INSERT INTO record_contents (record_seq, fields, metadata) VALUES (?, ?, ?)';

/**
 * New records with their contents, planned (SQLite): the records' step is keyed, so later steps name a new
 * record's sequence number by its position in `rows`.
 */
export function planRecordRows(plan: WritePlan, rows: readonly (Omit<Insertable<RecordsTable>, 'seq'> & { fields: string; metadata: string | null })[]): void {
  plan.step(
    INSERT_RECORD,
    rows.map((row) => [row.id, row.dataset_id, row.external_id ?? null, row.status, row.shuffle, row.inserted_at, row.updated_at]),
    { keys: true },
  );
  plan.step(INSERT_CONTENTS, rows.map((row, position) => [position, row.fields, row.metadata]), { keyAt: [0] });
}

export async function updateRecordMetadata(
  db: Db,
  record: { id: string; seq: number | string },
  metadata: string | null,
  updatedAt: string,
): Promise<void> {
  await db.updateTable('record_contents').set({ metadata }).where('record_seq', '=', record.seq).execute();
  await db.updateTable('records').set({ updated_at: updatedAt }).where('id', '=', record.id).execute();
}

/** Replaces a record's field values (its text index is the caller's to rewrite). */
export async function updateRecordFields(db: Db, record: { seq: number | string }, fields: string): Promise<void> {
  await db.updateTable('record_contents').set({ fields }).where('record_seq', '=', record.seq).execute();
}

export async function touchRecords(db: Db, ids: readonly string[], updatedAt: string): Promise<void> {
  for (const chunk of chunked(ids)) await db.updateTable('records').set({ updated_at: updatedAt }).where('id', 'in', chunk).execute();
}

/** Deletes records of a dataset by id, answering the sequence numbers of those that existed there. */
export async function deleteRecordRows(db: Db, datasetId: string, ids: readonly string[]): Promise<(number | string)[]> {
  if (ids.length === 0) return [];
  const rows = await db.deleteFrom('records').where('dataset_id', '=', datasetId).where('id', 'in', ids).returning('seq').execute();
  return rows.map((row) => row.seq);
}

/**
 * An update that sets each record's status from its submitted responses (see statusFromResponses). Callers
 * narrow it to the records concerned.
 */
function statusRefresh(db: Db, minSubmitted: number) {
  return db.updateTable('records').set((eb) => ({ status: statusFromResponses(eb, minSubmitted) }));
}

/**
 * A record assigned to annotators is completed once every one of them has submitted (other people's answers
 * do not count); a record nobody is assigned once its submitted responses reach the dataset's
 * `min_submitted`. One lookup of the record's assignees by the (record, user) primary key answers how
 * many of them have yet to submit, or null when it has none; only then are its submitted responses counted
 * (COALESCE stops at its first value), so a record without assignees costs one empty index probe more.
 */
function statusFromResponses(eb: ExpressionBuilder<Database, 'records'>, minSubmitted: number) {
  const yetToSubmit = eb
    .selectFrom('record_assignments as ra')
    .leftJoin('responses as rs', (join) =>
      join.onRef('rs.record_id', '=', 'ra.record_id').onRef('rs.user_id', '=', 'ra.user_id').on('rs.status', '=', 'submitted'),
    )
    .select(sql<number | null>`CASE WHEN count(*) = 0 THEN NULL ELSE count(*) - count(rs.id) END`.as('n'))
    .whereRef('ra.record_id', '=', 'records.id');
  const submitted = eb
    .selectFrom('responses')
    .select((inner) => inner.fn.countAll().as('n'))
    .whereRef('responses.record_id', '=', 'records.id')
    .where('responses.status', '=', 'submitted');
  // Without assignees: 0 left to wait for once min_submitted is reached, 1 before.
  const byOverlap = eb.case().when(submitted, '>=', minSubmitted).then(0).else(1).end();
  return eb
    .case(eb.fn.coalesce(yetToSubmit, byOverlap))
    .when(0)
    .then('completed' as const)
    .else('pending' as const)
    .end();
}

/** The records each open transaction holds already (lockRecords), kept with the transaction and gone with it. */
const heldBy = new WeakMap<Db, Set<string>>();

/**
 * Holds these records until the transaction ends, for a change that reads their responses and writes from
 * them (PostgreSQL; SQLite writes one transaction at a time). Callers pass at most a chunk of ids, in
 * ascending order across calls, so that two transactions take the records in one order. A NO KEY lock: the
 * responses being written hold key-share locks on their record, which a full update lock would wait for.
 * Records the transaction holds already are not asked for again (each ask is a round trip, and an answer
 * takes its record three times: to write, to count its status, to compare its answers). Answers how many of
 * the records are still there (on SQLite, all: nothing deletes them meanwhile).
 */
export async function lockRecords(db: Db, recordIds: readonly string[]): Promise<number> {
  if (!isPostgres(db) || recordIds.length === 0) return recordIds.length;
  const held = db.isTransaction ? (heldBy.get(db) ?? new Set<string>()) : new Set<string>();
  const wanted = recordIds.filter((id) => !held.has(id));
  if (wanted.length === 0) return recordIds.length;
  const taken = await sql<{ id: string }>`SELECT id FROM records WHERE id IN (${sql.join(wanted)}) ORDER BY id FOR NO KEY UPDATE`.execute(db);
  for (const row of taken.rows) held.add(row.id);
  if (db.isTransaction) heldBy.set(db, held);
  return recordIds.length - wanted.length + taken.rows.length;
}

/**
 * Sets the records' statuses from their submitted responses. The records are locked first (`lockRecords`):
 * two annotators submitting to one record at once would otherwise each count only their own response
 * (neither sees the other's, not yet committed) and leave it pending for good. Waiting for the lock, the
 * later one counts again with the earlier one's response committed. Answers the ids of the records that
 * became completed.
 */
export async function refreshRecordStatuses(db: Db, recordIds: readonly string[], minSubmitted: number): Promise<string[]> {
  const completed: string[] = [];
  for (const chunk of chunked([...recordIds].sort())) {
    await lockRecords(db, chunk);
    // Only the records whose status changes are written, and those that became completed are answered
    // (the `record.completed` webhook event).
    const changed = await statusRefresh(db, minSubmitted)
      .where('id', 'in', chunk)
      .where((eb) => eb('status', '<>', statusFromResponses(eb, minSubmitted)))
      .returning(['id', 'status'])
      .execute();
    for (const row of changed) if (row.status === 'completed') completed.push(row.id);
  }
  return completed;
}

/**
 * Locks every record of a dataset as refreshRecordStatuses locks a few (PostgreSQL; in the same id order),
 * for a change that decides many records' statuses at once (their assignments): a submit on one of them
 * then waits for it and counts with its outcome, or the change waits for the submit and counts its answer.
 */
export async function lockDatasetRecords(db: Db, datasetId: string): Promise<void> {
  if (isPostgres(db)) await sql`SELECT 1 FROM records WHERE dataset_id = ${datasetId} ORDER BY id FOR NO KEY UPDATE`.execute(db);
}

/**
 * After a change that decides every record's status anew (the distribution, the assignments), each record of
 * the dataset follows it. Only records whose status changes are written; those that became completed are
 * answered.
 */
export async function refreshDatasetStatuses(db: Db, datasetId: string, minSubmitted: number): Promise<string[]> {
  const changed = await statusRefresh(db, minSubmitted)
    .where('dataset_id', '=', datasetId)
    .where((eb) => eb('status', '<>', statusFromResponses(eb, minSubmitted)))
    .returning(['id', 'status'])
    .execute();
  return changed.filter((row) => row.status === 'completed').map((row) => row.id);
}
