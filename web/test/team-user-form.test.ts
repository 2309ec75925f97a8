import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../src/shared/api/errors';
import { teamRefusal } from '../src/features/team/refusals';
import { hasProblems, newUserBody, newUserProblems, workspacesToJoin, type NewUserForm } from '../src/features/team/user-form';

const form = (changes: Partial<NewUserForm> = {}): NewUserForm => ({
  username: 'ada',
  firstName: 'Ada',
  lastName: '',
  role: 'annotator',
  workspaceIds: ['w1'],
  password: 'a-long-password',
  ...changes,
});

const none = new Set<string>();

describe('the new-user form', () => {
  it('has no problem when filled in as the server wants', () => {
    expect(newUserProblems(form(), none)).toEqual({});
    expect(hasProblems(newUserProblems(form(), none))).toBe(false);
  });

  it('names each field the server would refuse', () => {
    expect(newUserProblems(form({ username: '  ', firstName: ' ', password: 'short' }), none)).toEqual({
      username: 'required',
      firstName: 'required',
      password: 'tooShort',
    });
    expect(newUserProblems(form({ username: '-ada' }), none).username).toBe('pattern');
    expect(newUserProblems(form({ username: 'ada lovelace' }), none).username).toBe('pattern');
    expect(newUserProblems(form({ username: 'a'.repeat(201) }), none).username).toBe('tooLong');
    expect(newUserProblems(form({ lastName: 'x'.repeat(201) }), none).lastName).toBe('tooLong');
    expect(newUserProblems(form({ password: 'x'.repeat(101) }), none).password).toBe('tooLong');
  });

  it('knows a username another account already has', () => {
    expect(newUserProblems(form({ username: ' ada ' }), new Set(['ada'])).username).toBe('taken');
  });

  it('sends names trimmed, and no last name when it is blank', () => {
    expect(newUserBody(form({ username: ' ada ', firstName: ' Ada ', lastName: '  ' }))).toEqual({
      username: 'ada',
      first_name: 'Ada',
      role: 'annotator',
      password: 'a-long-password',
    });
    expect(newUserBody(form({ lastName: ' Lovelace ' }))).toMatchObject({ last_name: 'Lovelace' });
  });

  it('asks memberships for admins and annotators only: owners see every workspace', () => {
    expect(workspacesToJoin(form({ role: 'admin' }))).toEqual(['w1']);
    expect(workspacesToJoin(form({ role: 'owner' }))).toEqual([]);
  });
});

describe('refusals of account changes', () => {
  const refused = (status: number, detail: string) => new HttpError(status, { detail }, '/v1/users');

  it('says a taken username, the last owner, a vanished account in the interface language', () => {
    expect(teamRefusal('create', refused(409, 'User username `ada` is not unique'))).toEqual({ key: 'team.errors.usernameTaken' });
    expect(teamRefusal('role', refused(422, 'The last owner cannot lose the owner role'))).toEqual({ key: 'team.errors.lastOwner' });
    expect(teamRefusal('delete', refused(422, 'The last owner cannot be deleted'))).toEqual({ key: 'team.errors.lastOwner' });
    expect(teamRefusal('reset', refused(404, 'User with id `x` not found'))).toEqual({ key: 'team.errors.userGone' });
    expect(teamRefusal('join', refused(404, 'Workspace with id `x` not found'))).toEqual({ key: 'team.errors.workspaceGone' });
    expect(teamRefusal('delete', new HttpError(403, {}, '/v1/users/x'))).toEqual({ key: 'team.errors.forbidden' });
    expect(teamRefusal('create', new NetworkError('/v1/users'))).toEqual({ key: 'team.errors.network' });
  });

  it("passes on the server's words when nothing fits", () => {
    expect(teamRefusal('create', refused(422, 'Something new'))).toEqual({ key: 'team.errors.other', values: { detail: 'Something new' } });
  });
});
