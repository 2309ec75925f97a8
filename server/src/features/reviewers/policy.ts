import type { Actor } from '../../domain/actor.js';
import { datasetPolicy } from '../datasets/policy.js';

/**
 * The review of a dataset's records. Reviewers are its managers (owners, and admins who are members of its
 * workspace) and the annotators listed as its reviewers who can still read it (`listed`: the caller is
 * in the dataset's reviewers list; a listed annotator removed from the workspace reviews no more).
 */
export const reviewerPolicy = {
  review: (actor: Actor, workspaceId: string, listed: boolean): boolean =>
    datasetPolicy.manage(actor, workspaceId) || (listed && datasetPolicy.read(actor, workspaceId)),
  /** Whether the reviewers list must be read to decide (only for members who do not manage the dataset). */
  needsListing: (actor: Actor, workspaceId: string): boolean => !datasetPolicy.manage(actor, workspaceId) && datasetPolicy.read(actor, workspaceId),
  /** Who reviews, and a record's final answer: any member. */
  readReviewers: (actor: Actor, workspaceId: string): boolean => datasetPolicy.read(actor, workspaceId),
  readReview: (actor: Actor, workspaceId: string): boolean => datasetPolicy.read(actor, workspaceId),
  /** Setting the reviewers: managers only. */
  updateReviewers: (actor: Actor, workspaceId: string): boolean => datasetPolicy.manage(actor, workspaceId),
  /** Who may be listed as a reviewer: someone who can read the dataset (an owner, or a member of its workspace). */
  listable: (user: { role: Actor['role']; member: boolean }): boolean => user.role === 'owner' || user.member,
};
