import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CACHE } from '../../shared/api/cache';
import { workspaceKeys } from '../../shared/workspaces/members';
import {
  addWorkspaceMember,
  createWorkspace,
  deleteWorkspace,
  fetchMyDatasets,
  fetchMyWorkspaces,
  fetchUsers,
  removeWorkspaceMember,
} from './api';

/*
 * The same keys and shapes as the dataset list (`['datasets', 'mine']`, `['workspaces', 'mine']`) and the
 * Team page (`['users']`, `['workspaces', id, 'members']`), so the pages share cached answers and each
 * other's invalidations.
 */
export const workspacesKeys = {
  ...workspaceKeys,
  datasets: ['datasets', 'mine'] as const,
  users: ['users'] as const,
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
