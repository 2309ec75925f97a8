import { sql } from 'kysely';
import type { Db } from '../../db/types.js';
import type { UserRow } from '../../features/users/repository.js';

export interface TeamUser {
  id: string;
  username: string;
  role: UserRow['role'];
}

/** The workspace's members. */
export function listWorkspaceMembers(db: Db, workspaceId: string): Promise<TeamUser[]> {
  return db
    .selectFrom('workspaces_users')
    .innerJoin('users', 'users.id', 'workspaces_users.user_id')
    .select(['users.id', 'users.username', 'users.role'])
    .where('workspaces_users.workspace_id', '=', workspaceId)
    .execute();
}

export async function findTeamUsers(db: Db, ids: readonly string[]): Promise<TeamUser[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('users').select(['id', 'username', 'role']).where('id', 'in', ids).execute();
}

export interface ResponseTally {
  user_id: string;
  status: 'submitted' | 'discarded' | 'draft';
  count: number;
  /** Of those, how many were last written since `since`. */
  recent: number;
  last: string;
}

/** Each user's responses in the dataset by status, with how many were written since `since` and the latest. */
export async function tallyResponses(db: Db, datasetId: string, since: string): Promise<ResponseTally[]> {
  const rows = await db
    .selectFrom('responses')
    .select([
      'user_id',
      'status',
      (eb) => eb.fn.countAll<string | number>().as('count'),
      sql<string | number>`sum(CASE WHEN updated_at >= ${since} THEN 1 ELSE 0 END)`.as('recent'),
      (eb) => eb.fn.max('updated_at').as('last'),
    ])
    .where('dataset_id', '=', datasetId)
    .groupBy(['user_id', 'status'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count), recent: Number(row.recent), last: String(row.last) }));
}

/** Each user's assigned records, and how many of those they have not answered yet. */
export async function tallyAssignments(db: Db, datasetId: string): Promise<{ user_id: string; assigned: number; unanswered: number }[]> {
  const rows = await sql<{ user_id: string; assigned: string | number; unanswered: string | number }>`
    SELECT ra.user_id, count(*) AS assigned,
      sum(CASE WHEN EXISTS (SELECT 1 FROM responses rs WHERE rs.record_id = ra.record_id AND rs.user_id = ra.user_id) THEN 0 ELSE 1 END) AS unanswered
    FROM record_assignments ra WHERE ra.dataset_id = ${datasetId} GROUP BY ra.user_id`.execute(db);
  return rows.rows.map((row) => ({ user_id: row.user_id, assigned: Number(row.assigned), unanswered: Number(row.unanswered) }));
}

/** Each user's responses on the dataset's pending records (what they answered of the shared queue). */
export async function countAnsweredPendingByUser(db: Db, datasetId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('responses')
    .innerJoin('records', 'records.id', 'responses.record_id')
    .select(['responses.user_id', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('responses.dataset_id', '=', datasetId)
    .where('records.status', '=', 'pending')
    .groupBy('responses.user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.count)]));
}

export async function listMarkedReviewers(db: Db, datasetId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('dataset_reviewers').select('user_id').where('dataset_id', '=', datasetId).execute();
  return new Set(rows.map((row) => row.user_id));
}

/** Records validated, flagged "needs review", and with at least one disagreement. */
export async function countReviewState(db: Db, datasetId: string): Promise<{ validated: number; needsReview: number; disagreements: number }> {
  const [validated, flagged, disagreements] = await Promise.all([
    db.selectFrom('record_reviews').select((eb) => eb.fn.countAll<string | number>().as('n')).where('dataset_id', '=', datasetId).executeTakeFirstOrThrow(),
    db.selectFrom('record_flags').select((eb) => eb.fn.countAll<string | number>().as('n')).where('dataset_id', '=', datasetId).executeTakeFirstOrThrow(),
    db
      .selectFrom('record_disagreements')
      .select((eb) => eb.fn.count<string | number>('record_id').distinct().as('n'))
      .where('dataset_id', '=', datasetId)
      .executeTakeFirstOrThrow(),
  ]);
  return { validated: Number(validated.n), needsReview: Number(flagged.n), disagreements: Number(disagreements.n) };
}
