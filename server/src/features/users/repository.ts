import { type Insertable, type Selectable, type Updateable, sql } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { Db } from '../../db/types.js';
import type { UsersTable } from '../../db/schema.js';

export type UserRow = Selectable<UsersTable>;

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

/** A user with the ids of the workspaces they are a member of. */
export interface UserWithWorkspaces {
  user: UserRow;
  workspaceIds: string[];
}

/**
 * The user holding an API key (or with an id), and their workspaces, in one statement: every request starts
 * with it, and each statement is a round trip that waits its turn on a busy server.
 */
export async function findUserWithWorkspaces(db: Db, by: { apiKey: string } | { id: string }): Promise<UserWithWorkspaces | undefined> {
  // Workspace ids are UUIDs: a comma never occurs in one.
  const joinedIds = isPostgres(db)
    ? sql<string | null>`(select string_agg(workspace_id, ',') from workspaces_users where user_id = users.id)`
    : sql<string | null>`(select group_concat(workspace_id, ',') from workspaces_users where user_id = users.id)`;
  const query = db.selectFrom('users').selectAll().select(joinedIds.as('workspace_ids'));
  const row = await ('apiKey' in by ? query.where('api_key', '=', by.apiKey) : query.where('id', '=', by.id)).executeTakeFirst();
  if (!row) return undefined;
  const { workspace_ids: joined, ...user } = row;
  return { user, workspaceIds: joined ? joined.split(',') : [] };
}

export function findUserByOAuthIdentity(db: Db, provider: string, subject: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('oauth_provider', '=', provider).where('oauth_subject', '=', subject).executeTakeFirst();
}

export function listUsers(db: Db): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().orderBy('inserted_at').orderBy('id').execute();
}

/**
 * Holds every owner and the account `id` until the transaction ends (PostgreSQL; SQLite runs one
 * transaction at a time), in id order so that two such transactions never wait for each other in a
 * circle, and answers them as they are once held: a removal of an owner decides on owners nobody else
 * can remove meanwhile. A NO KEY lock: rows written on behalf of the accounts (their responses,
 * memberships) hold key-share locks on them, which it leaves alone.
 */
export async function lockOwnersAndUser(db: Db, id: string): Promise<{ user: UserRow | undefined; ownerIds: string[] }> {
  let query = db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('role', '=', 'owner'), eb('id', '=', id)]))
    .orderBy('id');
  if (isPostgres(db)) query = query.forNoKeyUpdate();
  const rows = await query.execute();
  return { user: rows.find((row) => row.id === id), ownerIds: rows.filter((row) => row.role === 'owner').map((row) => row.id) };
}

/**
 * Holds the account `id` against every row that would refer to it, until the transaction ends (PostgreSQL;
 * SQLite runs one transaction at a time). A write on the account's behalf (its answer, an owner's import of
 * one, an assignment to it) takes a key-share lock on the account's row as it inserts: this waits for those
 * in progress to commit, and makes any later one wait until the deletion has committed, when it is refused
 * as naming an account that no longer exists. So whatever the deletion then reads of the account's answers
 * and assignments is all that it takes away.
 */
export async function lockUserAgainstReferences(db: Db, id: string): Promise<void> {
  if (isPostgres(db)) await db.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
}

export async function countUsers(db: Db, role?: UserRow['role']): Promise<number> {
  let query = db.selectFrom('users').select((eb) => eb.fn.countAll<string | number>().as('count'));
  if (role) query = query.where('role', '=', role);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertUser(db: Db, row: Insertable<UsersTable>): Promise<UserRow> {
  await db.insertInto('users').values(row).execute();
  return (await findUserById(db, row.id))!;
}

export async function updateUserRow(db: Db, id: string, changes: Updateable<UsersTable>): Promise<UserRow> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
  return (await findUserById(db, id))!;
}

/**
 * Stamps a successful sign-in. It leaves `updated_at` alone: signing in is not an edit of the account, and
 * the SDK reads `updated_at` as one.
 */
export async function recordSignIn(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable('users').set({ last_signed_in_at: at }).where('id', '=', id).execute();
}

/** Keeps a deleted account's id from being given to a new one. */
export async function retireUserId(db: Db, id: string, at: string): Promise<void> {
  await db.insertInto('retired_user_ids').values({ id, retired_at: at }).onConflict((oc) => oc.column('id').doNothing()).execute();
}

export async function isUserIdRetired(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('retired_user_ids').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Whether it deleted the user (false: a call at the same time deleted them first). */
export async function deleteUserRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** These users (those that exist), each with their role and whether they are a member of the workspace. */
export async function findUsersWithMembership(
  db: Db,
  ids: readonly string[],
  workspaceId: string,
): Promise<{ id: string; role: UserRow['role']; member: boolean }[]> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('workspaces_users', (join) =>
      join.onRef('workspaces_users.user_id', '=', 'users.id').on('workspaces_users.workspace_id', '=', workspaceId),
    )
    .select(['users.id', 'users.role', 'workspaces_users.id as membership'])
    .where('users.id', 'in', ids)
    .execute();
  return rows.map((row) => ({ id: row.id, role: row.role, member: row.membership !== null }));
}

export async function listWorkspaceIdsOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('workspaces_users').select('workspace_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.workspace_id);
}
