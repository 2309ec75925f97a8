import { WriteHook } from '../../db/write-hooks.js';
import type { DatasetRow } from '../../features/datasets/repository.js';
import type { RecordRow } from '../../features/records/repository.js';
import type { WriteOutcome } from './record-writes.js';

/** What the writes of a dataset's records announce to the features above (see db/write-hooks.ts; wired in effects.ts). */
export const datasetRecordHooks = {
  /** A bulk write: records created and updated, and the responses sent with them (statuses already follow). */
  written: new WriteHook<{ dataset: DatasetRow; outcome: WriteOutcome }>('records written'),
  /** One record's metadata, suggestions or vectors changed. */
  updated: new WriteHook<{ dataset: DatasetRow; recordIds: readonly string[] }>('records updated'),
  /** Records removed, as they were. */
  deleted: new WriteHook<{ dataset: DatasetRow; records: readonly RecordRow[] }>('records deleted'),
};
