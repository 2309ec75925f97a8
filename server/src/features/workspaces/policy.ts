import type { Actor } from '../../domain/actor.js';

const isOwner = (actor: Actor) => actor.role === 'owner';
const isMember = (actor: Actor, workspaceId: string) => actor.workspaceIds.has(workspaceId);

export const workspacePolicy = {
  create: (actor: Actor): boolean => isOwner(actor),
  delete: (actor: Actor): boolean => isOwner(actor),
  addUser: (actor: Actor): boolean => isOwner(actor),
  get: (actor: Actor, workspaceId: string): boolean => isOwner(actor) || isMember(actor, workspaceId),
  listUsers: (actor: Actor, workspaceId: string): boolean =>
    isOwner(actor) || (actor.role === 'admin' && isMember(actor, workspaceId)),
  removeUser: (actor: Actor, workspaceId: string): boolean =>
    isOwner(actor) || (actor.role === 'admin' && isMember(actor, workspaceId)),
};
