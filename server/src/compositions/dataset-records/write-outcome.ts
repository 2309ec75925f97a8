import type { DatasetRecord } from '@gloss/contract';
import type { ResponseRow } from '../../features/responses/repository.js';

/** What a bulk write of records wrote, for its answer and for the features that follow it (hooks.ts). */
export interface WriteOutcome {
  /** Ids in the order of the items written. */
  ids: string[];
  updatedIds: string[];
  /** The new records as presented, built from what was written rather than read back. */
  created: Map<string, DatasetRecord>;
  /** Records sent with responses: their statuses and disagreements are to be decided again. */
  answeredIds: string[];
  /** When the records were written: the dataset's last activity. */
  writtenAt: string;
  /** The responses sent with the records, as written (an existing one keeps its id and creation time). */
  responses: ResponseRow[];
  /** The items left out of an import's batch for failing a check, by their position in it. */
  skipped: SkippedItem[];
}

export interface SkippedItem {
  position: number;
  reason: string;
}
