import type { Actor } from '../../domain/actor.js';
import { datasetPolicy } from '../datasets/policy.js';

export const responsePolicy = {
  /** Any member answers records of the dataset's workspace, as themselves. */
  create: (actor: Actor, workspaceId: string): boolean => datasetPolicy.read(actor, workspaceId),
  /** The author changes or clears their response; owners and member admins may too. */
  change: (actor: Actor, workspaceId: string, authorId: string): boolean =>
    actor.id === authorId ? datasetPolicy.read(actor, workspaceId) : datasetPolicy.manage(actor, workspaceId),
};
