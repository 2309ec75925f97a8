import type { Me, Workspace } from '@gloss/contract';
import { peopleAccessOf } from '../../shared/auth/people-actions';
import { useWorkspaceMembers } from '../../shared/workspaces/members';
import { useMyWorkspaces, useUsers } from './queries';
import { teamMembers, type TeamMember } from './team-view';

export interface TeamData {
  members: TeamMember[];
  workspaces: readonly Workspace[];
  pending: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The people the viewer may see: every account for an owner (`GET /users`), the members of their own
 * workspaces for an admin; with each person's workspaces read from the workspaces' member lists.
 */
export function useTeam(viewer: Me | undefined): TeamData {
  const access = peopleAccessOf(viewer?.role);
  const allowed = access.team !== 'none';
  const owner = access.team === 'manage';
  const workspaces = useMyWorkspaces(allowed);
  const users = useUsers(owner);
  const members = useWorkspaceMembers(allowed ? (workspaces.data ?? []).map((workspace) => workspace.id) : []);
  return {
    members: teamMembers(owner ? (users.data ?? []) : null, workspaces.data ?? [], members.byWorkspace),
    workspaces: workspaces.data ?? [],
    pending: !viewer || workspaces.isPending || (owner && users.isPending) || members.pending,
    failed: workspaces.isError || users.isError || members.failed.size > 0,
    retry: () => {
      void workspaces.refetch();
      if (owner) void users.refetch();
    },
  };
}
