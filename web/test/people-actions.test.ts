import { describe, expect, it } from 'vitest';
import {
  accountActionsFor,
  canRemoveMember,
  peopleAccessOf,
  workspaceActionsFor,
  type Person,
} from '../src/shared/auth/people-actions';

const owner: Person = { id: 'o1', role: 'owner' };
const otherOwner: Person = { id: 'o2', role: 'owner' };
const admin: Person = { id: 'a1', role: 'admin' };
const annotator: Person = { id: 'n1', role: 'annotator' };

describe('the people pages offered per role (the server policies: users owner-only, members to admins)', () => {
  it.each([
    ['owner', { team: 'manage', workspaces: 'manage' }],
    ['admin', { team: 'colleagues', workspaces: 'members' }],
    ['annotator', { team: 'none', workspaces: 'none' }],
    [undefined, { team: 'none', workspaces: 'none' }],
  ] as const)('%s', (role, access) => {
    expect(peopleAccessOf(role)).toEqual(access);
  });
});

describe('workspace actions per role', () => {
  it('gives an owner everything', () => {
    expect(workspaceActionsFor('owner')).toEqual({ create: true, delete: true, addMember: true, listMembers: true, removeMember: true });
  });

  it('lets an admin list and remove members only', () => {
    expect(workspaceActionsFor('admin')).toEqual({ create: false, delete: false, addMember: false, listMembers: true, removeMember: true });
  });

  it('gives an annotator nothing', () => {
    expect(workspaceActionsFor('annotator')).toEqual({
      create: false,
      delete: false,
      addMember: false,
      listMembers: false,
      removeMember: false,
    });
  });

  it('offers an admin the removal of others but not of themselves; an owner anyone', () => {
    expect(canRemoveMember(admin, annotator.id)).toBe(true);
    expect(canRemoveMember(admin, owner.id)).toBe(true);
    expect(canRemoveMember(admin, admin.id)).toBe(false);
    expect(canRemoveMember(owner, owner.id)).toBe(true);
    expect(canRemoveMember(annotator, admin.id)).toBe(false);
  });
});

describe('account actions', () => {
  it('offers an owner every action on another account', () => {
    for (const target of [admin, annotator, otherOwner]) {
      expect(accountActionsFor(owner, target, 2)).toEqual({ resetPassword: true, changeRole: true, delete: true, blockedBy: null });
    }
  });

  it('offers admins and annotators nothing: the users endpoints are owner-only', () => {
    expect(accountActionsFor(admin, annotator, 1)).toEqual({ resetPassword: false, changeRole: false, delete: false, blockedBy: 'notOwner' });
    expect(accountActionsFor(annotator, admin, 1).blockedBy).toBe('notOwner');
  });

  it("leaves the viewer's own account alone", () => {
    expect(accountActionsFor(owner, owner, 3)).toEqual({ resetPassword: false, changeRole: false, delete: false, blockedBy: 'self' });
  });

  it('never offers demoting or deleting the last owner (the server refuses both)', () => {
    // The viewer is an owner too, so this is a count read before the viewer lost the role elsewhere.
    expect(accountActionsFor(owner, otherOwner, 1)).toEqual({
      resetPassword: true,
      changeRole: false,
      delete: false,
      blockedBy: 'lastOwner',
    });
  });
});
