import type { Insertable, Selectable } from 'kysely';
import type { RecordCommentsTable, RecordFlagsTable } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import { chunked } from '../../db/chunks.js';

export type CommentRow = Selectable<RecordCommentsTable> & { username: string | null };
export type FlagRow = Selectable<RecordFlagsTable> & { raised_by_username: string | null };

function selectComments(db: Db) {
  return db.selectFrom('record_comments').leftJoin('users', 'users.id', 'record_comments.user_id').selectAll('record_comments').select('users.username');
}

/** A record's comments, oldest first (ids grow with time, so they break ties of one microsecond). */
export function listCommentRows(db: Db, recordId: string): Promise<CommentRow[]> {
  return selectComments(db).where('record_comments.record_id', '=', recordId).orderBy('record_comments.inserted_at').orderBy('record_comments.id').execute();
}

export function findCommentRow(db: Db, id: string): Promise<CommentRow | undefined> {
  return selectComments(db).where('record_comments.id', '=', id).executeTakeFirst();
}

export async function insertCommentRow(db: Db, row: Insertable<RecordCommentsTable>): Promise<void> {
  await db.insertInto('record_comments').values(row).execute();
}

export async function updateCommentBody(db: Db, id: string, body: string, updatedAt: string): Promise<void> {
  await db.updateTable('record_comments').set({ body, updated_at: updatedAt }).where('id', '=', id).execute();
}

/** Whether the comment was there to delete (false: a call at the same time deleted it first). */
export async function deleteCommentRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('record_comments').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

function selectFlags(db: Db) {
  return db.selectFrom('record_flags').leftJoin('users', 'users.id', 'record_flags.raised_by').selectAll('record_flags').select('users.username as raised_by_username');
}

export function findFlagRow(db: Db, recordId: string): Promise<FlagRow | undefined> {
  return selectFlags(db).where('record_flags.record_id', '=', recordId).executeTakeFirst();
}

export async function listFlagsOfRecords(db: Db, recordIds: readonly string[]): Promise<FlagRow[]> {
  const rows: FlagRow[] = [];
  for (const chunk of chunked(recordIds)) rows.push(...(await selectFlags(db).where('record_flags.record_id', 'in', chunk).execute()));
  return rows;
}

/**
 * Raises a record's flag; a flag already up stays as it was (its first raiser and time). Either way the flag
 * row is then held until the transaction ends: a clear at the same time waits, so the flag can be read back.
 * (Doing nothing on a conflict would hold nothing, and a clear could take the flag away before it is read.)
 */
export async function insertFlagRow(db: Db, row: Insertable<RecordFlagsTable>): Promise<void> {
  await db
    .insertInto('record_flags')
    .values(row)
    .onConflict((conflict) => conflict.column('record_id').doUpdateSet((eb) => ({ dataset_id: eb.ref('record_flags.dataset_id') })))
    .execute();
}

/** Whether the record was flagged. */
export async function deleteFlagRow(db: Db, recordId: string): Promise<boolean> {
  const result = await db.deleteFrom('record_flags').where('record_id', '=', recordId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
