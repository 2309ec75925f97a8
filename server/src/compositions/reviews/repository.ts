import type { Selectable } from 'kysely';
import type { RecordReviewsTable } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import { chunked } from '../../db/chunks.js';

export type ReviewRow = Selectable<RecordReviewsTable> & { validated_by_username: string | null };
function selectReviews(db: Db) {
  return db
    .selectFrom('record_reviews')
    .leftJoin('users', 'users.id', 'record_reviews.validated_by')
    .selectAll('record_reviews')
    .select('users.username as validated_by_username');
}

export function findReview(db: Db, recordId: string): Promise<ReviewRow | undefined> {
  return selectReviews(db).where('record_reviews.record_id', '=', recordId).executeTakeFirst();
}

export async function listReviewsOfRecords(db: Db, recordIds: readonly string[]): Promise<ReviewRow[]> {
  const rows: ReviewRow[] = [];
  for (const chunk of chunked(recordIds)) rows.push(...(await selectReviews(db).where('record_reviews.record_id', 'in', chunk).execute()));
  return rows;
}

/** Stores a record's final answer, replacing the one it had (which keeps its creation time). */
export async function upsertReview(db: Db, row: Selectable<RecordReviewsTable>): Promise<void> {
  await db
    .insertInto('record_reviews')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('record_id').doUpdateSet((eb) => ({
        values: eb.ref('excluded.values'),
        validated_by: eb.ref('excluded.validated_by'),
        validated_at: eb.ref('excluded.validated_at'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** Whether the record had a final answer to delete. */
export async function deleteReview(db: Db, recordId: string): Promise<boolean> {
  const result = await db.deleteFrom('record_reviews').where('record_id', '=', recordId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Turns a record's submitted and discarded responses into drafts (values kept); answers them as they now are. */
export async function reopenResponses(db: Db, recordId: string, updatedAt: string) {
  return db
    .updateTable('responses')
    .set({ status: 'draft', updated_at: updatedAt })
    .where('record_id', '=', recordId)
    .where('status', 'in', ['submitted', 'discarded'])
    .returningAll()
    .execute();
}

/** The users assigned each of these records. */
export async function listAssigneesOfRecords(db: Db, recordIds: readonly string[]): Promise<{ record_id: string; user_id: string }[]> {
  const rows: { record_id: string; user_id: string }[] = [];
  for (const chunk of chunked(recordIds)) {
    rows.push(
      ...(await db
        .selectFrom('record_assignments')
        .select(['record_id', 'user_id'])
        .where('record_id', 'in', chunk)
        .orderBy('inserted_at')
        .orderBy('user_id')
        .execute()),
    );
  }
  return rows;
}

/** How many comments each of these records has (records without any are left out). */
export async function countCommentsOfRecords(db: Db, recordIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const chunk of chunked(recordIds)) {
    const rows = await db
      .selectFrom('record_comments')
      .select((eb) => ['record_id', eb.fn.countAll<string | number>().as('count')])
      .where('record_id', 'in', chunk)
      .groupBy('record_id')
      .execute();
    for (const row of rows) counts.set(row.record_id, Number(row.count));
  }
  return counts;
}

/** Usernames of these users (those that exist). */
export async function listUsernames(db: Db, userIds: readonly string[]): Promise<{ id: string; username: string }[]> {
  const rows: { id: string; username: string }[] = [];
  for (const chunk of chunked(userIds)) rows.push(...(await db.selectFrom('users').select(['id', 'username']).where('id', 'in', chunk).execute()));
  return rows;
}
