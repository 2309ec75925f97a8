import { WriteHook } from '../../db/write-hooks.js';
import type { DatasetRow } from '../../features/datasets/repository.js';
import type { RecordRow } from '../../features/records/repository.js';
import type { IndexedRecord, IndexTarget, MetadataReplacement } from '../../features/search/record-index.js';
import type { WriteOutcome } from './write-outcome.js';

/** What the writes of a dataset's records announce to the features above (see db/write-hooks.ts; wired in effects.ts). */
export const datasetRecordHooks = {
  /** New records' rows are in (announced before their relations are written). */
  inserted: new WriteHook<IndexTarget & { records: readonly IndexedRecord[] }>('records inserted'),
  /** Records' fields were replaced, in sequence order; `metadata` is theirs once the write is done. */
  fieldsReplaced: new WriteHook<IndexTarget & { records: readonly IndexedRecord[] }>('record fields replaced'),
  /**
   * Records' metadata was replaced; `unchangedFields` are their fields when the same write left them as they
   * were, null when it replaced them too (fieldsReplaced, announced first, had the new metadata).
   */
  metadataReplaced: new WriteHook<IndexTarget & { records: readonly MetadataReplacement[] }>('record metadata replaced'),
  /** Records' rows were deleted (announced at once: `deleted` follows with the records as they were). */
  rowsRemoved: new WriteHook<{ datasetId: string; seqs: readonly (number | string)[] }>('record rows removed'),
  /** A bulk write: records created and updated, and the responses sent with them. */
  written: new WriteHook<{ dataset: DatasetRow; outcome: WriteOutcome }>('records written'),
  /** One record's metadata, suggestions or vectors changed. */
  updated: new WriteHook<{ dataset: DatasetRow; recordIds: readonly string[] }>('records updated'),
  /** Records removed, as they were. */
  deleted: new WriteHook<{ dataset: DatasetRow; records: readonly RecordRow[] }>('records deleted'),
};
