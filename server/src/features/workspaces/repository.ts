import { randomUUID } from 'node:crypto';
import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import type { WorkspacesTable } from '../../db/schema.js';
import type { UserRow } from '../users/repository.js';

export type WorkspaceRow = WorkspacesTable;

export function findWorkspaceById(db: Db, id: string): Promise<WorkspaceRow | undefined> {
  return db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findWorkspaceByName(db: Db, name: string): Promise<WorkspaceRow | undefined> {
  return db.selectFrom('workspaces').selectAll().where('name', '=', name).executeTakeFirst();
}

export function listWorkspaces(db: Db): Promise<WorkspaceRow[]> {
  return db.selectFrom('workspaces').selectAll().orderBy('inserted_at').orderBy('id').execute();
}

export function listWorkspacesOfUser(db: Db, userId: string): Promise<WorkspaceRow[]> {
  return db
    .selectFrom('workspaces')
    .innerJoin('workspaces_users', 'workspaces_users.workspace_id', 'workspaces.id')
    .selectAll('workspaces')
    .where('workspaces_users.user_id', '=', userId)
    .orderBy('workspaces.inserted_at')
    .orderBy('workspaces.id')
    .execute();
}

export async function insertWorkspace(db: Db, name: string, id: string = randomUUID()): Promise<WorkspaceRow> {
  const timestamp = now();
  const row = { id, name, inserted_at: timestamp, updated_at: timestamp };
  await db.insertInto('workspaces').values(row).execute();
  return row;
}

/** Whether it deleted the workspace (false: a call at the same time deleted it first). */
export async function deleteWorkspaceRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('workspaces').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countDatasetsInWorkspace(db: Db, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom('datasets')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function listMembers(db: Db, workspaceId: string): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .innerJoin('workspaces_users', 'workspaces_users.user_id', 'users.id')
    .selectAll('users')
    .where('workspaces_users.workspace_id', '=', workspaceId)
    .orderBy('workspaces_users.inserted_at')
    .orderBy('users.id')
    .execute();
}

export async function isMember(db: Db, workspaceId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('workspaces_users')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertMembership(db: Db, workspaceId: string, userId: string): Promise<void> {
  const timestamp = now();
  await db
    .insertInto('workspaces_users')
    .values({ id: randomUUID(), workspace_id: workspaceId, user_id: userId, inserted_at: timestamp, updated_at: timestamp })
    .execute();
}

export async function deleteMembership(db: Db, workspaceId: string, userId: string): Promise<void> {
  await db.deleteFrom('workspaces_users').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute();
}
