import type { Db } from '../../db/types.js';
import { Unprocessable } from '../../domain/errors.js';
import type { DatasetRow } from '../datasets/repository.js';
import { countResponsesInDataset } from './repository.js';

/**
 * Once annotators have answered, the task distribution stays as it was (the `distributionChanging` hook of
 * datasets): changing `min_submitted` would silently complete or reopen records under their feet.
 */
export async function refuseDistributionChangeWithResponses(db: Db, dataset: DatasetRow): Promise<void> {
  if ((await countResponsesInDataset(db, dataset.id)) > 0) {
    throw new Unprocessable(
      'Distribution settings cannot be modified for a dataset with records including responses',
      'update_distribution_with_existing_responses',
    );
  }
}
