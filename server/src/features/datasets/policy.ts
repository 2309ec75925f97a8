import type { Actor } from '../../domain/actor.js';

const isOwner = (actor: Actor) => actor.role === 'owner';
const isMember = (actor: Actor, workspaceId: string) => actor.workspaceIds.has(workspaceId);

/**
 * Datasets and their settings (fields, questions, metadata properties, vectors settings): members read,
 * admins who are members and owners manage.
 */
export const datasetPolicy = {
  read: (actor: Actor, workspaceId: string): boolean => isOwner(actor) || isMember(actor, workspaceId),
  manage: (actor: Actor, workspaceId: string): boolean =>
    isOwner(actor) || (actor.role === 'admin' && isMember(actor, workspaceId)),
  /**
   * Whether the caller could create a dataset in any workspace: before the body names one, those who could
   * in none are refused.
   */
  createInSomeWorkspace: (actor: Actor): boolean => isOwner(actor) || (actor.role === 'admin' && actor.workspaceIds.size > 0),
  /** Listing `/me/datasets` filtered to one workspace. */
  listInWorkspace: (actor: Actor, workspaceId: string): boolean => isOwner(actor) || isMember(actor, workspaceId),
};
