import type { Actor } from '../../domain/actor.js';
import { datasetPolicy } from '../../features/datasets/policy.js';

/**
 * Exporting a dataset's records hands out every user's answers and every metadata property (hidden ones
 * too): those who manage the dataset may, as they may read all of it through the admin search.
 */
export const exportPolicy = {
  exportRecords: (actor: Actor, workspaceId: string): boolean => datasetPolicy.manage(actor, workspaceId),
};
