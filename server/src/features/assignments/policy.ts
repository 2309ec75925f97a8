import type { Role } from '@gloss/contract';
import type { Actor } from '../../domain/actor.js';
import { datasetPolicy } from '../datasets/policy.js';

/**
 * Assignments: who annotates which records of a dataset. Those who manage the dataset (owners, admins who
 * are members of its workspace) read and change them; the records can go to anyone who can read it.
 */
export const assignmentPolicy = {
  /** Read, split, assign by rule and clear a dataset's assignments. */
  manage: (actor: Actor, workspaceId: string): boolean => datasetPolicy.manage(actor, workspaceId),
  /** Whether records of a dataset in this workspace may be assigned to the user: they must be able to read it. */
  assignable: (user: { role: Role; member: boolean }): boolean => user.role === 'owner' || user.member,
  /**
   * Whether the caller's queue in an assigned dataset holds only their assigned records: always for
   * annotators, and for owners and admins who took records themselves. Owners and admins without
   * assignments oversee the dataset and keep seeing every record.
   */
  queueIsAssigned: (actor: Actor, hasOwnAssignments: boolean): boolean => actor.role === 'annotator' || hasOwnAssignments,
};
