import type { Actor } from '../../domain/actor.js';
import { datasetPolicy } from '../datasets/policy.js';

const isMember = (actor: Actor, workspaceId: string) => datasetPolicy.read(actor, workspaceId);

/** A record's comments and its "needs review" flag, among the members of its dataset. */
export const commentPolicy = {
  /** Reading the thread, commenting, raising the flag: any member. */
  read: isMember,
  create: isMember,
  raiseFlag: isMember,
  /** Editing: the author alone, while still a member. */
  edit: (actor: Actor, workspaceId: string, authorId: string | null): boolean => actor.id === authorId && isMember(actor, workspaceId),
  /** Deleting: the author while a member, and the dataset's managers (moderation). */
  delete: (actor: Actor, workspaceId: string, authorId: string | null): boolean =>
    (actor.id === authorId && isMember(actor, workspaceId)) || datasetPolicy.manage(actor, workspaceId),
  /** Clearing the flag: whoever raised it while a member, and the dataset's reviewers. */
  clearFlag: (actor: Actor, workspaceId: string, raisedBy: string | null, reviewer: boolean): boolean =>
    (actor.id === raisedBy && isMember(actor, workspaceId)) || reviewer,
};
