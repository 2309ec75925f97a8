import { WriteHook } from '../../db/write-hooks.js';
import type { DatasetRow } from '../../features/datasets/repository.js';

/** What the writes of reviews announce to the features they concern (see db/write-hooks.ts; wired in effects.ts). */
export const reviewHooks = {
  /** A record's final answer was validated at `at`. */
  validated: new WriteHook<{ dataset: DatasetRow; recordId: string; at: string }>('final answer validated'),
};
