import { WriteHook } from '../../db/write-hooks.js';
import type { DatasetRow } from '../datasets/repository.js';

/** What the writes of records announce to the features above (see db/write-hooks.ts; wired in effects.ts). */
export const recordHooks = {
  /** Records a write made completed (announced by whichever write refreshed their statuses). */
  completed: new WriteHook<{ dataset: DatasetRow; recordIds: readonly string[] }>('records completed'),
};
