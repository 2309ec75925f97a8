import type { User } from '@gloss/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CACHE } from '../../shared/api/cache';
import { workspaceKeys } from '../../shared/workspaces/members';
import { addWorkspaceMember, createUser, deleteUser, fetchMyWorkspaces, fetchUsers, updateUser, type UserCreateBody } from './api';

/*
 * The same keys and shapes as the Workspaces page and the dataset list (`['workspaces', 'mine']`,
 * `['workspaces', id, 'members']`), so the pages share cached answers and each other's invalidations.
 */
export const teamKeys = {
  users: ['users'] as const,
  myWorkspaces: workspaceKeys.mine,
  members: workspaceKeys.members,
};

export function useUsers(enabled: boolean) {
  return useQuery({ queryKey: teamKeys.users, queryFn: ({ signal }) => fetchUsers(signal), staleTime: CACHE.default, enabled });
}

export function useMyWorkspaces(enabled: boolean) {
  return useQuery({ queryKey: teamKeys.myWorkspaces, queryFn: ({ signal }) => fetchMyWorkspaces(signal), staleTime: CACHE.medium, enabled });
}

/** After any account change: the list, and every workspace's members (a deletion leaves them all). */
function useInvalidatePeople() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamKeys.users, exact: true }),
      queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] === 'workspaces' && queryKey[2] === 'members' }),
    ]);
}

export interface CreatedAccount {
  user: User;
  /** Workspace ids the account could not be added to (the account exists anyway). */
  notJoined: string[];
}

/** Creates the account, then adds it to each workspace; a failed membership does not undo the account. */
export function useCreateUser() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: async ({ body, workspaceIds }: { body: UserCreateBody; workspaceIds: readonly string[] }): Promise<CreatedAccount> => {
      const user = await createUser(body);
      const notJoined: string[] = [];
      for (const workspaceId of workspaceIds) {
        await addWorkspaceMember(workspaceId, user.id).catch(() => notJoined.push(workspaceId));
      }
      return { user, notJoined };
    },
    // Not awaited: the new account's one-time password and key are shown as soon as it exists. Awaited,
    // the form stayed 'Creating…' until every list was read again, and meanwhile took the fresh list for
    // proof that its own username was taken.
    onSettled: () => {
      void invalidate();
    },
  });
}

export function useResetPassword() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: ({ userId, password }: { userId: string; password: string }) => updateUser(userId, { password }),
    onSettled: invalidate,
  });
}

export function useChangeRole() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: User['role'] }) => updateUser(userId, { role }),
    onSettled: invalidate,
  });
}

/** Their responses go with them, so every dataset's progress may have moved too. */
export function useDeleteUser() {
  const invalidate = useInvalidatePeople();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => deleteUser(userId),
    onSettled: () => Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: ['datasets'] })]),
  });
}
