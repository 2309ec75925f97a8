import type { Actor } from '../../domain/actor.js';

/**
 * Files to import: those who may make a dataset or add records upload them (owners, and admins of some
 * workspace); a file is read back by whoever uploaded it, and by owners.
 */
export const uploadPolicy = {
  upload: (actor: Actor): boolean => actor.role === 'owner' || (actor.role === 'admin' && actor.workspaceIds.size > 0),
  read: (actor: Actor, upload: { created_by: string }): boolean => actor.role === 'owner' || (actor.role === 'admin' && upload.created_by === actor.id),
};
