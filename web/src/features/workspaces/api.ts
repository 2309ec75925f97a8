import type { Dataset, User, Workspace } from '@gloss/contract';
import { request } from '../../shared/api/http';

/*
 * Writes are silent: the page says what went wrong in its own words, where it was asked, rather than
 * the app's generic toast.
 */

const workspacePath = (workspaceId: string) => `/v1/workspaces/${encodeURIComponent(workspaceId)}`;

export async function fetchMyWorkspaces(signal?: AbortSignal): Promise<Workspace[]> {
  return (await request<{ items: Workspace[] }>('/v1/me/workspaces', { signal })).items;
}

/** Every dataset the caller can open: which workspaces still hold datasets (and cannot be deleted). */
export async function fetchMyDatasets(): Promise<Dataset[]> {
  return (await request<{ items: Dataset[] }>('/v1/me/datasets')).items;
}

/** Every account, for the member picker (owners only). */
export async function fetchUsers(signal?: AbortSignal): Promise<User[]> {
  return (await request<{ items: User[] }>('/v1/users', { signal })).items;
}

export function createWorkspace(name: string): Promise<Workspace> {
  return request('/v1/workspaces', { method: 'POST', json: { name }, silent: true });
}

/** Refused (409) while the workspace holds datasets. */
export function deleteWorkspace(workspaceId: string): Promise<Workspace> {
  return request(workspacePath(workspaceId), { method: 'DELETE', silent: true });
}

export function addWorkspaceMember(workspaceId: string, userId: string): Promise<User> {
  return request(`${workspacePath(workspaceId)}/users`, { method: 'POST', json: { user_id: userId }, silent: true });
}

export function removeWorkspaceMember(workspaceId: string, userId: string): Promise<User> {
  return request(`${workspacePath(workspaceId)}/users/${encodeURIComponent(userId)}`, { method: 'DELETE', silent: true });
}
