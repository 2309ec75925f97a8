import type { User } from '@gloss/contract';
import type { UserRow } from './repository.js';

export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    role: row.role,
    api_key: row.api_key,
    inserted_at: row.inserted_at,
    updated_at: row.updated_at,
  };
}
