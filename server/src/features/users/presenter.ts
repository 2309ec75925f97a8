import type { Me, User } from '@gloss/contract';
import type { Actor } from '../../domain/actor.js';
import { userPolicy } from './policy.js';
import type { UserRow } from './repository.js';

function userWithoutKey(row: UserRow): User {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    role: row.role,
    inserted_at: row.inserted_at,
    updated_at: row.updated_at,
  };
}

/** A user as `viewer` may see them: the API key and last sign-in only when the viewer may read them. */
export function presentUser(row: UserRow, viewer: Actor): User {
  return {
    ...userWithoutKey(row),
    ...(userPolicy.readApiKey(viewer, row.id) ? { api_key: row.api_key } : {}),
    ...(userPolicy.readLastSignIn(viewer, row.id) ? { last_signed_in_at: row.last_signed_in_at } : {}),
  };
}

/** The signed-in user, to themselves, with their own API key and last sign-in. */
export function presentMe(row: UserRow): Me {
  return { ...userWithoutKey(row), api_key: row.api_key, last_signed_in_at: row.last_signed_in_at };
}
