import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/types.js';
import type { UserRow } from '../users/repository.js';

type Seq = number | string;

/** Whether any record of the dataset is assigned: the dataset is then an assigned dataset. */
export async function isDatasetAssigned(db: Db, datasetId: string): Promise<boolean> {
  const row = await db.selectFrom('record_assignments').select('record_id').where('dataset_id', '=', datasetId).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function hasAssignmentsOf(db: Db, datasetId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('record_assignments')
    .select('record_id')
    .where('dataset_id', '=', datasetId)
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the record is assigned to the user (a probe of the (record, user) key). */
export async function isRecordAssignedTo(db: Db, recordId: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom('record_assignments').select('record_id').where('record_id', '=', recordId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** How many records each annotator of the dataset is assigned, by username. */
export async function countAssignedByUser(db: Db, datasetId: string): Promise<{ user_id: string; username: string; assigned: number }[]> {
  const rows = await db
    .selectFrom('record_assignments')
    .innerJoin('users', 'users.id', 'record_assignments.user_id')
    .select(['record_assignments.user_id', 'users.username', (eb) => eb.fn.countAll<string | number>().as('assigned')])
    .where('record_assignments.dataset_id', '=', datasetId)
    .groupBy(['record_assignments.user_id', 'users.username'])
    .orderBy('users.username')
    .execute();
  return rows.map((row) => ({ user_id: row.user_id, username: row.username, assigned: Number(row.assigned) }));
}

/** How many records of the dataset have at least one assignee. */
export async function countAssignedRecords(db: Db, datasetId: string): Promise<number> {
  const row = await db
    .selectFrom('record_assignments')
    .select((eb) => eb.fn.count<string | number>('record_id').distinct().as('count'))
    .where('dataset_id', '=', datasetId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The users among `ids` that exist, with whether each is a member of the workspace. */
export async function findCandidates(
  db: Db,
  ids: readonly string[],
  workspaceId: string,
): Promise<{ id: string; username: string; role: UserRow['role']; member: boolean }[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('workspaces_users', (join) =>
      join.onRef('workspaces_users.user_id', '=', 'users.id').on('workspaces_users.workspace_id', '=', workspaceId),
    )
    .select(['users.id', 'users.username', 'users.role', 'workspaces_users.id as membership'])
    .where('users.id', 'in', ids)
    .execute();
  return rows.map((row) => ({ id: row.id, username: row.username, role: row.role, member: row.membership !== null }));
}

export async function deleteDatasetAssignments(db: Db, datasetId: string): Promise<void> {
  await db.deleteFrom('record_assignments').where('dataset_id', '=', datasetId).execute();
}

// Records split per statement: each is a window over this many records of the (dataset, seq) index.
const SPLIT_WINDOW = 20_000;

export interface Split {
  datasetId: string;
  /** The annotators, in the order the rotation takes them. */
  userIds: readonly string[];
  perRecord: number;
  /** Split only the records nobody is assigned, leaving the others as they are. */
  onlyUnassigned: boolean;
  timestamp: string;
  /** Records per statement (SPLIT_WINDOW unless given). */
  window?: number;
}

/**
 * Assigns the dataset's records (or those nobody is assigned) in record order: the k-th goes to annotators
 * (k * N + j) mod U for j < N, so each of the U annotators gets the same number of records, give or take
 * one. Each statement numbers a window of the records with row_number() and inserts its N assignments per
 * record in one INSERT ... SELECT, so nothing passes through the server. Answers how many records it split.
 */
export async function splitRecords(db: Db, split: Split): Promise<number> {
  const users = split.userIds.length;
  const slots = sql.join(
    Array.from({ length: split.perRecord }, (_, slot) => sql`SELECT ${sql.lit(slot)} AS j`),
    sql` UNION ALL `,
  );
  const unassigned = split.onlyUnassigned ? sql` AND NOT EXISTS (SELECT 1 FROM record_assignments ra WHERE ra.record_id = r.id)` : sql``;
  let done = 0;
  let after: Seq = -1;
  for (;;) {
    const bound = await lastSeqOfWindow(db, split.datasetId, after, split.window ?? SPLIT_WINDOW);
    const window = bound === null ? sql`r.seq > ${after}` : sql`r.seq > ${after} AND r.seq <= ${bound}`;
    // The k-th record (counted from the records split so far) and its j-th slot pick annotator (k*N + j) mod U.
    const pick = sql`((c.k + ${sql.lit(done)}) * ${sql.lit(split.perRecord)} + s.j) % ${sql.lit(users)}`;
    const annotator = sql`CASE ${pick} ${sql.join(
      split.userIds.map((userId, index) => sql`WHEN ${sql.lit(index)} THEN ${userId}`),
      sql` `,
    )} END`;
    const result = await sql`INSERT INTO record_assignments (record_id, user_id, dataset_id, inserted_at)
      SELECT c.id, ${annotator}, ${split.datasetId}, ${split.timestamp}
      FROM (SELECT r.id, row_number() OVER (ORDER BY r.seq) - 1 AS k FROM records r
            WHERE r.dataset_id = ${split.datasetId} AND ${window}${unassigned}) c
      CROSS JOIN (${slots}) s`.execute(db);
    done += Number(result.numAffectedRows ?? 0) / split.perRecord;
    if (bound === null) return done;
    after = bound;
  }
}

/** The sequence number closing the next window of `size` records after `after`, or null for the last window. */
async function lastSeqOfWindow(db: Db, datasetId: string, after: Seq, size: number): Promise<Seq | null> {
  const row = await db
    .selectFrom('records')
    .select('seq')
    .where('dataset_id', '=', datasetId)
    .where('seq', '>', after)
    .orderBy('seq')
    .offset(size - 1)
    .limit(1)
    .executeTakeFirst();
  return row?.seq ?? null;
}

/**
 * Assigns the records (by sequence number, all of one dataset) to the users: added beside their assignees,
 * or, with `replace`, instead of them (an assignee named again keeps their assignment).
 */
export async function assignRecords(
  db: Db,
  assignment: { datasetId: string; seqs: readonly Seq[]; userIds: readonly string[]; replace: boolean; timestamp: string },
): Promise<void> {
  const { datasetId, seqs, userIds, replace, timestamp } = assignment;
  const records = sql`SELECT rx.id FROM records rx WHERE rx.seq IN (${sql.join(seqs)})`;
  if (replace) {
    await sql`DELETE FROM record_assignments WHERE record_id IN (${records}) AND user_id NOT IN (${sql.join(userIds)})`.execute(db);
  }
  const users: RawBuilder<unknown> = sql.join(
    userIds.map((userId) => sql`SELECT ${userId} AS user_id`),
    sql` UNION ALL `,
  );
  await sql`INSERT INTO record_assignments (record_id, user_id, dataset_id, inserted_at)
    SELECT r.id, u.user_id, ${datasetId}, ${timestamp}
    FROM records r CROSS JOIN (${users}) u
    WHERE r.seq IN (${sql.join(seqs)})
      AND NOT EXISTS (SELECT 1 FROM record_assignments ra WHERE ra.record_id = r.id AND ra.user_id = u.user_id)`.execute(db);
}

/** Records grouped by dataset, each group with its dataset's `min_submitted`, to refresh their statuses. */
function recordsByDataset(
  rows: readonly { record_id: string; dataset_id: string; distribution: string }[],
): Map<string, { minSubmitted: number; recordIds: string[] }> {
  const byDataset = new Map<string, { minSubmitted: number; recordIds: string[] }>();
  for (const row of rows) {
    const group = byDataset.get(row.dataset_id) ?? { minSubmitted: (JSON.parse(row.distribution) as { min_submitted: number }).min_submitted, recordIds: [] };
    group.recordIds.push(row.record_id);
    byDataset.set(row.dataset_id, group);
  }
  return byDataset;
}

/**
 * Removes a user's assignments in the datasets of one workspace (they left it, and can no longer answer
 * there), answering the records concerned grouped by dataset with its `min_submitted`: each one's status
 * is to be decided again without them.
 */
export async function deleteAssignmentsInWorkspace(
  db: Db,
  userId: string,
  workspaceId: string,
): Promise<{ minSubmitted: number; recordIds: string[] }[]> {
  const rows = await db
    .selectFrom('record_assignments as ra')
    .innerJoin('datasets', 'datasets.id', 'ra.dataset_id')
    .select(['ra.record_id', 'datasets.id as dataset_id', 'datasets.distribution'])
    .where('ra.user_id', '=', userId)
    .where('datasets.workspace_id', '=', workspaceId)
    .execute();
  const byDataset = recordsByDataset(rows);
  for (const datasetId of byDataset.keys()) {
    await db.deleteFrom('record_assignments').where('dataset_id', '=', datasetId).where('user_id', '=', userId).execute();
  }
  return [...byDataset.values()];
}

/**
 * The records assigned to a user that they have not submitted, grouped by dataset with its `min_submitted`:
 * once the user is gone, their other assignees may have completed them.
 */
export async function listRecordsAwaitingUser(db: Db, userId: string): Promise<{ minSubmitted: number; recordIds: string[] }[]> {
  const rows = await db
    .selectFrom('record_assignments as ra')
    .innerJoin('datasets', 'datasets.id', 'ra.dataset_id')
    .select(['ra.record_id', 'datasets.id as dataset_id', 'datasets.distribution'])
    .where('ra.user_id', '=', userId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('responses as rs')
            .select('rs.id')
            .whereRef('rs.record_id', '=', 'ra.record_id')
            .whereRef('rs.user_id', '=', 'ra.user_id')
            .where('rs.status', '=', 'submitted'),
        ),
      ),
    )
    .execute();
  return [...recordsByDataset(rows).values()];
}

export async function deleteAssignmentsOfUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('record_assignments').where('user_id', '=', userId).execute();
}
