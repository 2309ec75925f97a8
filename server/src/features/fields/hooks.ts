import { WriteHook } from '../../db/write-hooks.js';
import type { DatasetRow } from '../datasets/repository.js';
import type { FieldRow } from './repository.js';

/** What a field's writes announce to the features above (see db/write-hooks.ts; wired in effects.ts). */
export const fieldHooks = {
  /** Before a field is deleted: a setting that uses it (a span question) refuses by throwing. */
  deleting: new WriteHook<{ dataset: DatasetRow; field: FieldRow }>('field deleting'),
};
