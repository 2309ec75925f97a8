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

/** A user as `viewer` may see them: with the API key only when the viewer may read it. */
export function presentUser(row: UserRow, viewer: Actor): User {
  return userPolicy.readApiKey(viewer, row.id) ? { ...userWithoutKey(row), api_key: row.api_key } : userWithoutKey(row);
}

/** The signed-in user, to themselves, with their own API key. */
export function presentMe(row: UserRow): Me {
  return { ...userWithoutKey(row), api_key: row.api_key };
}
