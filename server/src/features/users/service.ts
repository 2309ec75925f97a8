import { randomUUID } from 'node:crypto';
import { type Role, type UserCreate, type UserUpdate, pythonRepr } from '@gloss/contract';
import { isUniqueViolation } from '../../db/errors.js';
import { now } from '../../db/time.js';
import { type Db, inTransaction } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { authorize } from '../../domain/authorize.js';
import { Conflict, NotFound, Unprocessable } from '../../domain/errors.js';
import { hashPassword } from './passwords.js';
import { generateApiKey, generateSecurityStamp } from './secrets.js';
import { userHooks } from './hooks.js';
import { userPolicy } from './policy.js';
import {
  deleteUserRow,
  findUserById,
  findUserByUsername,
  insertUser,
  isUserIdRetired,
  listUsers as listUserRows,
  lockOwnersAndUser,
  lockUserAgainstReferences,
  retireUserId,
  type UserRow,
  updateUserRow,
} from './repository.js';

function usernameTaken(username: string): Conflict {
  return new Conflict(`User username \`${username}\` is not unique`);
}

export interface NewAccount {
  /** A chosen id; generated when absent. */
  id?: string | null;
  username: string;
  first_name: string;
  last_name?: string | null;
  role: Role;
  password: string;
  /** A fixed API key (bootstrap, CLI); generated when absent. */
  apiKey?: string | null;
  /** Workspace names the account joins; they must exist. */
  workspaces?: string[];
  /** The sign-in provider's account this one is linked to. */
  oauthIdentity?: { provider: string; subject: string };
}

/** Creates an account without a policy check: for the owner bootstrap and the command-line tool. */
export async function registerAccount(db: Db, account: NewAccount): Promise<UserRow> {
  // Hashing is slow by design: do it before the transaction takes the write lock.
  const passwordHash = await hashPassword(account.password);
  return inTransaction(db, async (trx) => {
    if (await findUserByUsername(trx, account.username)) throw usernameTaken(account.username);
    if (account.id && (await findUserById(trx, account.id))) throw new Conflict(`User with id \`${account.id}\` is not unique`);
    const timestamp = now();
    const user = await insertUser(trx, {
      id: account.id ?? randomUUID(),
      security_stamp: generateSecurityStamp(),
      first_name: account.first_name,
      last_name: account.last_name ?? null,
      username: account.username,
      role: account.role,
      api_key: account.apiKey ?? generateApiKey(),
      password_hash: passwordHash,
      oauth_provider: account.oauthIdentity?.provider ?? null,
      oauth_subject: account.oauthIdentity?.subject ?? null,
      inserted_at: timestamp,
      updated_at: timestamp,
    }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? new Conflict('User username or API key is not unique') : error;
    });
    // Checked once the account is in: a deletion of an account with this id committing meanwhile had the
    // insert wait for its row, and retired the id first.
    if (account.id && (await isUserIdRetired(trx, account.id))) {
      throw new Conflict(`User with id \`${account.id}\` belonged to a deleted user and cannot be given to another`);
    }
    await userHooks.registered.announce(trx, { user, workspaceNames: account.workspaces ?? [] });
    return user;
  });
}

export async function listUsers(db: Db, actor: Actor): Promise<UserRow[]> {
  authorize(userPolicy.manage(actor));
  return listUserRows(db);
}

export async function getUser(db: Db, actor: Actor, userId: string): Promise<UserRow> {
  authorize(userPolicy.manage(actor));
  return requireUser(db, userId);
}

export async function createUser(db: Db, actor: Actor, input: UserCreate): Promise<UserRow> {
  authorize(userPolicy.manage(actor));
  return registerAccount(db, { ...input, role: input.role });
}

export async function updateUser(db: Db, actor: Actor, userId: string, input: UserUpdate): Promise<UserRow> {
  authorize(userPolicy.manage(actor));
  // Hashing is slow by design: do it before the transaction takes the write lock.
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;
  return db.transaction().execute(async (trx) => {
    const takesOwnerRole = input.role !== undefined && input.role !== 'owner';
    const user = takesOwnerRole ? await holdOwnerToRemove(trx, userId, 'The last owner cannot lose the owner role') : await requireUser(trx, userId);
    // Argilla refuses a rename onto a taken username with a 422 (a new user with a taken one is a 409).
    if (input.username !== undefined && input.username !== user.username && (await findUserByUsername(trx, input.username))) {
      throw new Unprocessable(`Username ${pythonRepr(input.username)} already exists`);
    }
    // A new password or role ends the sessions opened under the old ones (API keys stay valid).
    const endsSessions = passwordHash !== undefined || (input.role !== undefined && input.role !== user.role);
    return updateUserRow(trx, user.id, {
      ...(endsSessions ? { security_stamp: generateSecurityStamp() } : {}),
      ...(input.first_name !== undefined ? { first_name: input.first_name } : {}),
      ...(input.last_name !== undefined ? { last_name: input.last_name } : {}),
      ...(input.username !== undefined ? { username: input.username } : {}),
      ...(input.role !== undefined ? { role: input.role } : {}),
      ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
      updated_at: now(),
    });
  });
}

export async function deleteUser(db: Db, actor: Actor, userId: string): Promise<UserRow> {
  authorize(userPolicy.manage(actor));
  return db.transaction().execute(async (trx) => {
    const user = await holdOwnerToRemove(trx, userId, 'The last owner cannot be deleted');
    // An answer or assignment being written for them meanwhile is among what the handlers below remove, or is refused.
    await lockUserAgainstReferences(trx, user.id);
    // Their responses and assignments go first, each feature settling the records that depended on them.
    await userHooks.deleting.announce(trx, user);
    await retireUserId(trx, user.id, now());
    if (!(await deleteUserRow(trx, user.id))) throw NotFound.byId('User', user.id);
    return user;
  });
}

/** Sets a new password (the command-line tool's reset). */
export async function resetPassword(db: Db, username: string, password: string): Promise<UserRow> {
  const user = await findUserByUsername(db, username);
  if (!user) throw NotFound.filtering('User', { username });
  const passwordHash = await hashPassword(password);
  return updateUserRow(db, user.id, { password_hash: passwordHash, security_stamp: generateSecurityStamp(), updated_at: now() });
}

export async function requireUser(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw NotFound.byId('User', userId);
  return user;
}

/**
 * The account a change may remove from the owners (by deleting it or giving it another role), read once
 * every owner is held until the change commits; refused with `refusal` when it is the last owner. Gloss
 * never leaves a server without an owner: nobody could manage users again without shell access. Holding
 * the owners is what makes the count true: two owners removing each other at once would each count the
 * other, and both succeed; held, the later one counts again once the earlier one has committed.
 */
async function holdOwnerToRemove(trx: Db, userId: string, refusal: string): Promise<UserRow> {
  const { user, ownerIds } = await lockOwnersAndUser(trx, userId);
  if (!user) throw NotFound.byId('User', userId);
  if (user.role === 'owner' && ownerIds.length <= 1) throw new Unprocessable(refusal);
  return user;
}
