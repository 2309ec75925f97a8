import type { Role } from '@gloss/contract';
import type { Actor } from '../../domain/actor.js';
import { datasetPolicy } from '../../features/datasets/policy.js';

/** A dataset's progress, Argilla's and the team's, is read by whoever can read the dataset. */
export const progressPolicy = {
  readTeam: (actor: Actor, workspaceId: string): boolean => datasetPolicy.read(actor, workspaceId),
  /**
   * Whether a member of the team reviews the dataset: owners, admins of its workspace (who manage it), and
   * annotators marked as its reviewers.
   */
  reviews: (member: { role: Role; workspaceMember: boolean; markedReviewer: boolean }): boolean =>
    member.role === 'owner' || (member.role === 'admin' && member.workspaceMember) || member.markedReviewer,
};
