import type { Role } from '@gloss/contract';
import type { Actor } from '../../domain/actor.js';

/** Stored as the roles that may see the property, as Argilla does; owners see every property. */
export function allowedRolesFor(visibleForAnnotators: boolean): Role[] {
  return visibleForAnnotators ? ['admin', 'annotator'] : ['admin'];
}

export const metadataPropertyPolicy = {
  see: (actor: Actor, allowedRoles: readonly string[]): boolean => actor.role === 'owner' || allowedRoles.includes(actor.role),
  /**
   * Which metadata keys of a record the caller may read, or null for every key. Annotators see only the
   * defined properties shown to them: a hidden property, or a key no property defines, never reaches them,
   * neither in a record nor through a filter or a sort that would reveal its values.
   */
  visibleKeys: (
    actor: Actor,
    properties: ReadonlyMap<string, { allowedRoles: readonly string[] }>,
  ): ((key: string) => boolean) | null =>
    actor.role === 'annotator' ? (key) => properties.get(key)?.allowedRoles.includes('annotator') ?? false : null,
};
