import type { User } from '@gloss/contract';
import { useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CACHE } from '../api/cache';
import { HttpError } from '../api/errors';
import { request } from '../api/http';

/** The keys the Workspaces page, the Team page and the dataset list share, with each other's invalidations. */
export const workspaceKeys = {
  mine: ['workspaces', 'mine'] as const,
  members: (workspaceId: string) => ['workspaces', workspaceId, 'members'] as const,
};

export interface WorkspaceMembers {
  /** Each workspace's members once read; a workspace deleted since the list was read has none. */
  byWorkspace: ReadonlyMap<string, readonly User[] | undefined>;
  pending: boolean;
  /** The workspaces whose members could not be read (each page says so where it shows them). */
  failed: ReadonlySet<string>;
}

/**
 * The members of each of these workspaces, a request per workspace (the API has no bulk read). Someone
 * may delete a workspace between the list and its members' read: its 404 is no failure of the page, the
 * workspace simply has no members left, and the list is read again so that it leaves the page.
 */
export function useWorkspaceMembers(workspaceIds: readonly string[]): WorkspaceMembers {
  const queryClient = useQueryClient();
  return useQueries({
    queries: workspaceIds.map((id) => ({
      queryKey: workspaceKeys.members(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => readMembers(queryClient, id, signal),
      staleTime: CACHE.default,
    })),
    combine: (results) => membersLookup(workspaceIds, results),
  });
}

/** The members of one workspace, under the key and with the reading the pages listing several share. */
export function useMembersOfWorkspace(workspaceId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: workspaceKeys.members(workspaceId),
    queryFn: ({ signal }) => readMembers(queryClient, workspaceId, signal),
    staleTime: CACHE.default,
  });
}

/** One lookup from the queries' states, in the order of `workspaceIds`. */
export function membersLookup(
  workspaceIds: readonly string[],
  results: readonly { data?: readonly User[]; isPending: boolean; isError: boolean }[],
): WorkspaceMembers {
  return {
    byWorkspace: new Map(workspaceIds.map((id, index) => [id, results[index]?.data])),
    pending: results.some((result) => result.isPending),
    failed: new Set(workspaceIds.filter((_, index) => results[index]?.isError)),
  };
}

/** A workspace's members; none, and the list read again, when it has been deleted meanwhile. */
export async function readMembers(queryClient: QueryClient, workspaceId: string, signal: AbortSignal): Promise<User[]> {
  try {
    const path = `/v1/workspaces/${encodeURIComponent(workspaceId)}/users`;
    return (await request<{ items: User[] }>(path, { signal, silent: true })).items;
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 404) throw error;
    void queryClient.invalidateQueries({ queryKey: workspaceKeys.mine, exact: true });
    return [];
  }
}
