import type { User } from '@gloss/contract';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { CACHE } from '../../shared/api/cache';
import {
  addWorkspaceMember,
  createWorkspace,
  deleteWorkspace,
  fetchMyDatasets,
  fetchMyWorkspaces,
  fetchUsers,
  fetchWorkspaceMembers,
  removeWorkspaceMember,
} from './api';

/*
 * The same keys and shapes as the dataset list (`['datasets', 'mine']`, `['workspaces', 'mine']`) and the
 * Team page (`['users']`, `['workspaces', id, 'members']`), so the pages share cached answers and each
 * other's invalidations.
 */
export const workspacesKeys = {
  mine: ['workspaces', 'mine'] as const,
  datasets: ['datasets', 'mine'] as const,
  users: ['users'] as const,
  members: (workspaceId: string) => ['workspaces', workspaceId, 'members'] as const,
};

export function useMyWorkspaces(enabled: boolean) {
  return useQuery({ queryKey: workspacesKeys.mine, queryFn: ({ signal }) => fetchMyWorkspaces(signal), staleTime: CACHE.medium, enabled });
}

export function useMyDatasets(enabled: boolean) {
  return useQuery({ queryKey: workspacesKeys.datasets, queryFn: fetchMyDatasets, staleTime: CACHE.default, enabled });
}

export function useUsers(enabled: boolean) {
  return useQuery({ queryKey: workspacesKeys.users, queryFn: ({ signal }) => fetchUsers(signal), staleTime: CACHE.default, enabled });
}

/** Members of each workspace, as one lookup by workspace id. */
export function useMembersOf(workspaceIds: readonly string[]) {
  return useQueries({
    queries: workspaceIds.map((id) => ({
      queryKey: workspacesKeys.members(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchWorkspaceMembers(id, signal),
      staleTime: CACHE.default,
    })),
    combine: (results) => ({
      byWorkspace: new Map<string, readonly User[] | undefined>(workspaceIds.map((id, index) => [id, results[index]?.data])),
      failed: results.some((result) => result.isError),
    }),
  });
}

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createWorkspace(name),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspacesKeys.mine, exact: true }),
  });
}

/** A refusal means datasets arrived since the page loaded: the list is read again either way. */
export function useDeleteWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workspaceId: string) => deleteWorkspace(workspaceId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workspacesKeys.mine, exact: true }),
        queryClient.invalidateQueries({ queryKey: workspacesKeys.datasets, exact: true }),
      ]),
  });
}

export function useAddMember(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => addWorkspaceMember(workspaceId, userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspacesKeys.members(workspaceId), exact: true }),
  });
}

export function useRemoveMember(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeWorkspaceMember(workspaceId, userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspacesKeys.members(workspaceId), exact: true }),
  });
}
