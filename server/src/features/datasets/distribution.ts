import type { Distribution } from '@gloss/contract';
import type { DatasetRow } from './repository.js';

/** How many submitted responses complete one of the dataset's records (its task distribution). */
export function minSubmittedOf(dataset: DatasetRow): number {
  return (JSON.parse(dataset.distribution) as Distribution).min_submitted;
}
