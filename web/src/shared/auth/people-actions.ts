import type { Role } from '@gloss/contract';

/*
 * What the people and workspace pages offer, by role: the server's policies (`server/src/features/users/
 * policy.ts`, `workspaces/policy.ts`, the API reference's cheat-sheet) as the app shows them, so no page
 * offers a call the server would refuse. The header, the dataset list and both pages ask here.
 */

export interface PeopleAccess {
  /**
   * `manage`: every account, and creating, resetting, re-roling and deleting them (owners: the users
   * endpoints are theirs alone). `colleagues`: the members of one's own workspaces, read only (admins may
   * list those). `none`: annotators may list nobody.
   */
  team: 'manage' | 'colleagues' | 'none';
  /**
   * `manage`: every workspace, created, deleted and given members (owners). `members`: one's own
   * workspaces, whose members may be listed and removed (admins). `none`: annotators.
   */
  workspaces: 'manage' | 'members' | 'none';
}

export function peopleAccessOf(role: Role | undefined): PeopleAccess {
  if (role === 'owner') return { team: 'manage', workspaces: 'manage' };
  if (role === 'admin') return { team: 'colleagues', workspaces: 'members' };
  return { team: 'none', workspaces: 'none' };
}

export interface Person {
  id: string;
  role: Role;
}

export type AccountActionBlock = 'notOwner' | 'self' | 'lastOwner';

export interface AccountActions {
  resetPassword: boolean;
  changeRole: boolean;
  delete: boolean;
  /** Why something is not offered, when it is not. */
  blockedBy: AccountActionBlock | null;
}

const NOTHING = { resetPassword: false, changeRole: false, delete: false } as const;

/**
 * What the viewer may do to one account. Only owners manage accounts. The viewer's own account is left
 * alone here: a new password or role ends the sessions opened before (this page's too), mid-dialog.
 * The last owner keeps the role and the account: the server refuses both (422).
 */
export function accountActionsFor(viewer: Person, target: Person, ownerCount: number): AccountActions {
  if (viewer.role !== 'owner') return { ...NOTHING, blockedBy: 'notOwner' };
  if (viewer.id === target.id) return { ...NOTHING, blockedBy: 'self' };
  if (target.role === 'owner' && ownerCount <= 1) {
    return { resetPassword: true, changeRole: false, delete: false, blockedBy: 'lastOwner' };
  }
  return { resetPassword: true, changeRole: true, delete: true, blockedBy: null };
}

export interface WorkspaceActions {
  create: boolean;
  delete: boolean;
  addMember: boolean;
  listMembers: boolean;
  removeMember: boolean;
}

/**
 * What the viewer may do with the workspaces listed to them (`GET /me/workspaces`: every one for an
 * owner, one's own for anyone else, so an admin's list holds only workspaces they are a member of).
 */
export function workspaceActionsFor(role: Role | undefined): WorkspaceActions {
  const owner = role === 'owner';
  const manager = owner || role === 'admin';
  return { create: owner, delete: owner, addMember: owner, listMembers: manager, removeMember: manager };
}

/**
 * Whether a member is offered for removal. An admin removing themselves would lose the workspace
 * between two clicks (the server allows it); they ask an owner instead.
 */
export function canRemoveMember(viewer: Person, memberId: string): boolean {
  if (!workspaceActionsFor(viewer.role).removeMember) return false;
  return viewer.role === 'owner' || viewer.id !== memberId;
}
