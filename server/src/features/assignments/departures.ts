import type { Db } from '../../db/types.js';
import type { UserRow } from '../users/repository.js';
import type { WorkspaceRow } from '../workspaces/repository.js';
import { assignmentHooks } from './hooks.js';
import { deleteAssignmentsInWorkspace, deleteAssignmentsOfUser, listRecordsAwaitingUser } from './repository.js';

/**
 * An account's assignments go with it (the `deleting` hook of accounts): records only it had still to
 * submit are then decided by their other assignees, or by min_submitted, and may now be completed.
 */
export async function releaseAssignmentsOfAccount(db: Db, user: UserRow): Promise<void> {
  const awaited = await listRecordsAwaitingUser(db, user.id);
  await deleteAssignmentsOfUser(db, user.id);
  await assignmentHooks.released.announce(db, awaited);
}

/**
 * A member who left a workspace keeps no records there (owners read every dataset, and keep theirs): a
 * record that waited for them alone is then decided by its other assignees, or by min_submitted.
 */
export async function releaseAssignmentsInWorkspace(db: Db, { workspace, user }: { workspace: WorkspaceRow; user: UserRow }): Promise<void> {
  if (user.role === 'owner') return;
  await assignmentHooks.released.announce(db, await deleteAssignmentsInWorkspace(db, user.id, workspace.id));
}
