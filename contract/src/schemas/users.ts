import { z } from 'zod';
import { PASSWORD_LENGTH_MAX, PASSWORD_LENGTH_MIN, PERSON_NAME_LENGTH_MAX, USERNAME_LENGTH_MAX, USERNAME_PATTERN } from '../rules/accounts.js';
import { Id, Timestamp, itemsOf, updateSchema } from './common.js';

export const Role = z.enum(['owner', 'admin', 'annotator']);
export type Role = z.infer<typeof Role>;

export const Username = z
  .string()
  .min(1)
  .max(USERNAME_LENGTH_MAX)
  .regex(USERNAME_PATTERN, 'Username must start with a letter or digit and contain only letters, digits, "_" and "-"');

export const Password = z.string().min(PASSWORD_LENGTH_MIN).max(PASSWORD_LENGTH_MAX);
const PersonName = z.string().trim().min(1).max(PERSON_NAME_LENGTH_MAX);

export const UserCreate = z.object({
  /** A chosen id (the SDK's `rg.User(id=...)`); generated when absent. */
  id: Id.nullish(),
  first_name: PersonName,
  last_name: PersonName.nullish(),
  username: Username,
  role: Role.nullish().transform((role) => role ?? 'annotator'),
  password: Password,
});
export type UserCreate = z.output<typeof UserCreate>;

export const UserUpdate = updateSchema(
  {
    first_name: PersonName.optional(),
    last_name: PersonName.nullish(),
    username: Username.optional(),
    role: Role.optional(),
    password: Password.optional(),
  },
  ['first_name', 'username', 'role', 'password'],
);
export type UserUpdate = z.output<typeof UserUpdate>;

/**
 * A user as others see them. The API key is present only for the user themselves and for owners (who may
 * do anything already): an admin or annotator who could read another's key could act as them.
 */
export const User = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  username: z.string(),
  role: Role,
  api_key: z.string().optional(),
  inserted_at: Timestamp,
  updated_at: Timestamp,
  /**
   * Gloss's own: the user's last successful sign-in (null before the first), for owners and the user
   * themselves. Not in Argilla's API: the SDK's user model ignores keys it does not know.
   */
  last_signed_in_at: Timestamp.nullable().optional(),
});
export type User = z.infer<typeof User>;

/** The signed-in user, always with their own API key (`GET /api/v1/me`). */
export const Me = User.extend({ api_key: z.string() });
export type Me = z.infer<typeof Me>;
export const Users = itemsOf(User);

export const UserParams = z.object({ user_id: Id });
