import { z } from 'zod';
import { Id, Timestamp, itemsOf, updateSchema } from './common.js';

export const Role = z.enum(['owner', 'admin', 'annotator']);
export type Role = z.infer<typeof Role>;

export const Username = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'Username must start with a letter or digit and contain only letters, digits, "_" and "-"');

export const Password = z.string().min(8).max(100);
const PersonName = z.string().trim().min(1).max(200);

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

export const User = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  username: z.string(),
  role: Role,
  api_key: z.string(),
  inserted_at: Timestamp,
  updated_at: Timestamp,
});
export type User = z.infer<typeof User>;
export const Users = itemsOf(User);

export const UserParams = z.object({ user_id: Id });
