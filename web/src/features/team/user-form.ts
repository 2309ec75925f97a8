import type { Role } from '@gloss/contract';
import { PERSON_NAME_LENGTH_MAX, USERNAME_LENGTH_MAX, USERNAME_PATTERN } from '@gloss/contract/accounts';
import { passwordProblem, type PasswordProblem } from './password';

/** The new-account form as typed. */
export interface NewUserForm {
  username: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** Workspace ids to add the account to (not for owners, who see every workspace). */
  workspaceIds: readonly string[];
  password: string;
}

export type UsernameProblem = 'required' | 'pattern' | 'tooLong' | 'taken';
export type NameProblem = 'required' | 'tooLong';

export interface NewUserProblems {
  username?: UsernameProblem;
  firstName?: NameProblem;
  lastName?: Exclude<NameProblem, 'required'>;
  password?: PasswordProblem;
}

/**
 * What the server would refuse in the form (the contract's patterns and bounds), before anything is sent;
 * a username another account has is caught here too when the list holds it.
 */
export function newUserProblems(form: NewUserForm, takenUsernames: ReadonlySet<string>): NewUserProblems {
  const problems: NewUserProblems = {};
  const username = form.username.trim();
  if (!username) problems.username = 'required';
  else if (username.length > USERNAME_LENGTH_MAX) problems.username = 'tooLong';
  else if (!USERNAME_PATTERN.test(username)) problems.username = 'pattern';
  else if (takenUsernames.has(username)) problems.username = 'taken';
  const firstName = form.firstName.trim();
  if (!firstName) problems.firstName = 'required';
  else if (firstName.length > PERSON_NAME_LENGTH_MAX) problems.firstName = 'tooLong';
  if (form.lastName.trim().length > PERSON_NAME_LENGTH_MAX) problems.lastName = 'tooLong';
  const password = passwordProblem(form.password);
  if (password) problems.password = password;
  return problems;
}

export function hasProblems(problems: NewUserProblems): boolean {
  return Object.keys(problems).length > 0;
}

/** The body of `POST /users`: trimmed, an empty last name left out (the server refuses a blank one). */
export function newUserBody(form: NewUserForm) {
  const lastName = form.lastName.trim();
  return {
    username: form.username.trim(),
    first_name: form.firstName.trim(),
    ...(lastName ? { last_name: lastName } : {}),
    role: form.role,
    password: form.password,
  };
}

/** Owners see every workspace already; memberships are asked for the other roles only. */
export function workspacesToJoin(form: NewUserForm): readonly string[] {
  return form.role === 'owner' ? [] : form.workspaceIds;
}
