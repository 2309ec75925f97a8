import type { Role } from '@gloss/contract';
import type { Actor } from '../../domain/actor.js';

/** Stored as the roles that may see the property, as Argilla does; owners see every property. */
export function allowedRolesFor(visibleForAnnotators: boolean): Role[] {
  return visibleForAnnotators ? ['admin', 'annotator'] : ['admin'];
}

export const metadataPropertyPolicy = {
  see: (actor: Actor, allowedRoles: readonly Role[]): boolean => actor.role === 'owner' || allowedRoles.includes(actor.role),
};
