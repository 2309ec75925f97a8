import type { WorkspaceCreate } from '@gloss/contract';
import { isUniqueViolation } from '../../db/errors.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { authorize } from '../../domain/authorize.js';
import { Conflict, NotFound, Unprocessable } from '../../domain/errors.js';
import { userPolicy } from '../users/policy.js';
import { findUserById, type UserRow } from '../users/repository.js';
import { requireUser } from '../users/service.js';
import { workspaceHooks } from './hooks.js';
import { workspacePolicy } from './policy.js';
import {
  countDatasetsInWorkspace,
  deleteMembership,
  deleteWorkspaceRow,
  findWorkspaceById,
  findWorkspaceByName,
  insertMembership,
  insertWorkspace,
  isMember,
  listMembers,
  listWorkspaces,
  listWorkspacesOfUser,
  type WorkspaceRow,
} from './repository.js';

function nameTaken(name: string): Conflict {
  return new Conflict(`Workspace name \`${name}\` is not unique`);
}

/** Creates a workspace without a policy check: for the owner bootstrap and the command-line tool. */
export async function ensureWorkspace(db: Db, name: string): Promise<WorkspaceRow> {
  const found = await findWorkspaceByName(db, name);
  if (found) return found;
  return insertWorkspace(db, name).catch(async (error: unknown) => {
    // Another instance starting beside this one (or a command) created it meanwhile: that one is it.
    const theirs = isUniqueViolation(error) ? await findWorkspaceByName(db, name) : undefined;
    if (theirs) return theirs;
    throw error;
  });
}

export async function createWorkspace(db: Db, actor: Actor, input: WorkspaceCreate): Promise<WorkspaceRow> {
  authorize(workspacePolicy.create(actor));
  if (await findWorkspaceByName(db, input.name)) throw nameTaken(input.name);
  if (input.id && (await findWorkspaceById(db, input.id))) throw new Conflict(`Workspace with id \`${input.id}\` is not unique`);
  return insertWorkspace(db, input.name, input.id ?? undefined).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  });
}

export async function getWorkspace(db: Db, actor: Actor, workspaceId: string): Promise<WorkspaceRow> {
  authorize(workspacePolicy.get(actor, workspaceId));
  return requireWorkspace(db, workspaceId);
}

export async function deleteWorkspace(db: Db, actor: Actor, workspaceId: string): Promise<WorkspaceRow> {
  authorize(workspacePolicy.delete(actor));
  return db.transaction().execute(async (trx) => {
    const workspace = await requireWorkspace(trx, workspaceId);
    if ((await countDatasetsInWorkspace(trx, workspace.id)) > 0) {
      throw new Conflict(`Cannot delete the workspace ${workspace.id}. This workspace has some datasets linked`);
    }
    if (!(await deleteWorkspaceRow(trx, workspace.id))) throw NotFound.byId('Workspace', workspace.id);
    return workspace;
  });
}

export function listMyWorkspaces(db: Db, actor: Actor): Promise<WorkspaceRow[]> {
  return actor.role === 'owner' ? listWorkspaces(db) : listWorkspacesOfUser(db, actor.id);
}

export async function listWorkspaceUsers(db: Db, actor: Actor, workspaceId: string): Promise<UserRow[]> {
  const workspace = await requireWorkspace(db, workspaceId);
  authorize(workspacePolicy.listUsers(actor, workspace.id));
  return listMembers(db, workspace.id);
}

export async function addWorkspaceUser(db: Db, actor: Actor, workspaceId: string, userId: string): Promise<UserRow> {
  authorize(workspacePolicy.addUser(actor));
  return db.transaction().execute(async (trx) => {
    const workspace = await requireWorkspace(trx, workspaceId);
    const user = await findUserById(trx, userId);
    if (!user) throw new Unprocessable(`User with id \`${userId}\` not found`);
    if (await isMember(trx, workspace.id, user.id)) {
      throw new Conflict(`Workspace user with workspace_id \`${workspace.id}\` and user_id \`${user.id}\` is not unique`);
    }
    await insertMembership(trx, workspace.id, user.id);
    return user;
  });
}

export async function removeWorkspaceUser(db: Db, actor: Actor, workspaceId: string, userId: string): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const workspace = await requireWorkspace(trx, workspaceId);
    authorize(workspacePolicy.removeUser(actor, workspace.id));
    const user = await findUserById(trx, userId);
    if (!user || !(await isMember(trx, workspace.id, user.id))) {
      throw NotFound.filtering('WorkspaceUser', { workspace_id: workspace.id, user_id: userId });
    }
    await deleteMembership(trx, workspace.id, user.id);
    await workspaceHooks.memberRemoved.announce(trx, { workspace, user });
    return user;
  });
}

export async function requireWorkspace(db: Db, workspaceId: string): Promise<WorkspaceRow> {
  const workspace = await findWorkspaceById(db, workspaceId);
  if (!workspace) throw NotFound.byId('Workspace', workspaceId);
  return workspace;
}

/** The workspaces an account belongs to (an owner's are all of them), for the owners who manage accounts. */
export async function listUserWorkspaces(db: Db, actor: Actor, userId: string): Promise<WorkspaceRow[]> {
  authorize(userPolicy.manage(actor));
  const user = await requireUser(db, userId);
  return user.role === 'owner' ? listWorkspaces(db) : listWorkspacesOfUser(db, user.id);
}

/** Makes a new account a member of the workspaces it names (the `registered` hook of accounts); each must exist. */
export async function joinWorkspaces(db: Db, user: UserRow, workspaceNames: readonly string[]): Promise<void> {
  for (const name of workspaceNames) {
    const workspace = await findWorkspaceByName(db, name);
    if (!workspace) throw NotFound.filtering('Workspace', { name });
    await insertMembership(db, workspace.id, user.id);
  }
}
