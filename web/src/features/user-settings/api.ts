import type { Workspace } from '@gloss/contract';
import { request } from '../../shared/api/http';

/** The workspaces the signed-in person belongs to (every workspace, for an owner). */
export async function fetchMyWorkspaces(signal?: AbortSignal): Promise<Workspace[]> {
  const answer = await request<{ items: Workspace[] }>('/v1/me/workspaces', { signal });
  return answer.items;
}
