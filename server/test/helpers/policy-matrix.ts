import { describe, expect, it } from 'vitest';
import type { Actor } from '../../src/domain/actor.js';

/**
 * The policy tests' cast, on one workspace WORKSPACE: an owner (of every workspace without being a member),
 * an admin and an annotator who are members, an admin and an annotator who are not, and an admin of no workspace at all.
 */
export const WORKSPACE = 'w-1';
export const actors: Record<string, Actor> = {
  owner: { id: 'o', username: 'o', role: 'owner', workspaceIds: new Set() },
  'admin member': { id: 'a', username: 'a', role: 'admin', workspaceIds: new Set([WORKSPACE]) },
  'admin outsider': { id: 'b', username: 'b', role: 'admin', workspaceIds: new Set(['w-2']) },
  'annotator member': { id: 'c', username: 'c', role: 'annotator', workspaceIds: new Set([WORKSPACE]) },
  'annotator outsider': { id: 'd', username: 'd', role: 'annotator', workspaceIds: new Set() },
  'admin of no workspace': { id: 'e', username: 'e', role: 'admin', workspaceIds: new Set() },
};
export const ALL = Object.keys(actors);
export const OWNER_ONLY = ['owner'];
export const MEMBERS = ['owner', 'admin member', 'annotator member'];
export const MANAGERS = ['owner', 'admin member'];

/** One action of a role x action matrix: what it is, the policy's decision for an actor, who is allowed. */
export type Row = [action: string, decide: (actor: Actor) => boolean, allowed: string[]];

/** A test per action and actor: the policy allows exactly those listed. */
export function checkMatrix(matrix: Row[]): void {
  describe.each(matrix)('%s', (_action, decide, allowed) => {
    it.each(ALL)('as %s', (name) => {
      expect(decide(actors[name])).toBe(allowed.includes(name));
    });
  });
}
