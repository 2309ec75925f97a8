import type { Role } from '@gloss/contract';
import type { Actor } from '../../domain/actor.js';
import { datasetPolicy } from '../datasets/policy.js';

export const responsePolicy = {
  /** Any member answers records of the dataset's workspace, as themselves. */
  create: (actor: Actor, workspaceId: string): boolean => datasetPolicy.read(actor, workspaceId),
  /** The author changes or clears their response; owners and member admins may too. */
  change: (actor: Actor, workspaceId: string, authorId: string): boolean =>
    actor.id === authorId ? datasetPolicy.read(actor, workspaceId) : datasetPolicy.manage(actor, workspaceId),
  /**
   * Whose responses a record write (by someone who manages the dataset) may carry: an owner's, anyone's
   * who exists (scripts importing earlier annotations name people who never joined the workspace, as
   * Argilla accepts); an admin's, only those of people who can read the dataset (members of its workspace,
   * and owners), so an admin cannot answer as someone from elsewhere.
   */
  recordOnBehalf: (actor: Actor, answerer: { role: Role; member: boolean }): boolean =>
    actor.role === 'owner' || answerer.role === 'owner' || answerer.member,
};
