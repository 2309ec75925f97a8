import type { Actor } from '../../domain/actor.js';

export const userPolicy = {
  /** Only owners manage user accounts: list, read, create, update, delete, and see their workspaces. */
  manage: (actor: Actor): boolean => actor.role === 'owner',
  /**
   * An API key acts as its user, so only they and owners (who can already do anything) may read it: an
   * admin who read an owner's key would become owner.
   */
  readApiKey: (actor: Actor, userId: string): boolean => actor.role === 'owner' || actor.id === userId,
  /** When someone last signed in is theirs and the owners' (who manage accounts), not their colleagues'. */
  readLastSignIn: (actor: Actor, userId: string): boolean => actor.role === 'owner' || actor.id === userId,
};
