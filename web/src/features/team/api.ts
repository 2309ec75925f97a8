import type { Role, User, Workspace } from '@gloss/contract';
import { request } from '../../shared/api/http';

/*
 * Writes are silent: each dialog says what went wrong in its own words, in place, rather than the app's
 * generic toast.
 */

const userPath = (userId: string) => `/v1/users/${encodeURIComponent(userId)}`;
const membersPath = (workspaceId: string) => `/v1/workspaces/${encodeURIComponent(workspaceId)}/users`;

/** Every account, with API keys and last sign-ins (owners only). */
export async function fetchUsers(signal?: AbortSignal): Promise<User[]> {
  return (await request<{ items: User[] }>('/v1/users', { signal })).items;
}

export async function fetchMyWorkspaces(signal?: AbortSignal): Promise<Workspace[]> {
  return (await request<{ items: Workspace[] }>('/v1/me/workspaces', { signal })).items;
}

/** Members of one workspace (owners, and admins of it). */
export interface UserCreateBody {
  username: string;
  first_name: string;
  last_name?: string;
  role: Role;
  password: string;
}

/** The new account, with the API key the server generated for it. */
export function createUser(body: UserCreateBody): Promise<User> {
  return request(`/v1/users`, { method: 'POST', json: body, silent: true });
}

export function addWorkspaceMember(workspaceId: string, userId: string): Promise<User> {
  return request(membersPath(workspaceId), { method: 'POST', json: { user_id: userId }, silent: true });
}

/** A new password or role; either ends the account's sessions (its API key keeps working). */
export function updateUser(userId: string, changes: { password: string } | { role: Role }): Promise<User> {
  return request(userPath(userId), { method: 'PATCH', json: changes, silent: true });
}

/** Deletes the account with its responses and memberships. */
export function deleteUser(userId: string): Promise<User> {
  return request(userPath(userId), { method: 'DELETE', silent: true });
}
