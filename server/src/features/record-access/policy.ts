import type { Actor } from '../../domain/actor.js';
import { datasetPolicy } from '../datasets/policy.js';
import { reviewerPolicy } from '../reviewers/policy.js';

/**
 * Which records of a dataset a member reaches, and whose answers on them they see. The dataset's reviewers
 * (its managers, and the annotators in its reviewers list: `listed`) reach every record and see every
 * response. Any other member (an annotator) sees only their own responses and, in an assigned dataset
 * (`assigned`: it has assignments), reaches only the records assigned to them: a record someone else holds,
 * or that nobody holds (it is in nobody's queue), is absent for them, as a record that does not exist.
 */
export const recordAccessPolicy = {
  /** Whether the caller reaches only the records assigned to them. */
  onlyAssignedRecords: (actor: Actor, workspaceId: string, dataset: { listed: boolean; assigned: boolean }): boolean =>
    dataset.assigned && datasetPolicy.read(actor, workspaceId) && !reviewerPolicy.review(actor, workspaceId, dataset.listed),
  /** Whether records come to the caller with every user's responses, rather than with their own only. */
  everyResponse: (actor: Actor, workspaceId: string, listed: boolean): boolean => reviewerPolicy.review(actor, workspaceId, listed),
};
