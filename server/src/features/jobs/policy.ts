import type { Actor } from '../../domain/actor.js';

/**
 * A job is its dataset's: owners, and admins of the dataset's workspace, start, see and cancel it, as they
 * manage the dataset. Annotators see no job.
 */
export const jobPolicy = {
  manage: (actor: Actor, workspaceId: string): boolean =>
    actor.role === 'owner' || (actor.role === 'admin' && actor.workspaceIds.has(workspaceId)),
  /** Listing jobs: those of every dataset for an owner, of the admin's workspaces for an admin. */
  list: (actor: Actor): boolean => actor.role === 'owner' || actor.role === 'admin',
};
