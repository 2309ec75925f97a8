import type { Actor } from '../../domain/actor.js';

/** Only owners manage user accounts: list, read, create, update, delete, and see their workspaces. */
export const userPolicy = {
  manage: (actor: Actor): boolean => actor.role === 'owner',
};
