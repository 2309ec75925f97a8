import { WriteHook } from '../../db/write-hooks.js';
import type { DatasetRow } from '../datasets/repository.js';

/** What the writes of assignments announce to the features above (see db/write-hooks.ts; wired in effects.ts). */
export const assignmentHooks = {
  /** A dataset's assignments changed (a split, a rule, a clear): every record's status is to be decided again. */
  changed: new WriteHook<{ dataset: DatasetRow }>('assignments changed'),
  /** Someone's assignments went (their account, or their membership): these records, by dataset, wait for them no more. */
  released: new WriteHook<readonly { minSubmitted: number; recordIds: string[] }[]>('assignments released'),
};
