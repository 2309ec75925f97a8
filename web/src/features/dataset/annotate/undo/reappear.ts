import type { DatasetRecord, RecordStatusFilter } from '../model/types';
import { positionOf, type QueueState } from '../queue/queue-state';

export interface Reappearance {
  /** Loaded records to replace with their restored selves, and whether each belongs to the queue again. */
  replacements: { record: DatasetRecord; stillMatches: boolean }[];
  /**
   * The record to show in the focus view: at its place in the loaded queue, or (not loaded any more:
   * the queue started again from its first record since) found again by a fresh load of the queue,
   * which opens it where it is or, when it does not match the view, pinned at the current position.
   * Null when it is the record on screen already (it updates in place), or there is nothing to show.
   */
  show: { recordId: string; position: number } | { recordId: string; reload: true } | null;
}

/** The caller's status for a record: their response's, else pending. */
export function statusOf(record: DatasetRecord, userId: string): RecordStatusFilter {
  return record.responses?.find((response) => response.user_id === userId)?.status ?? 'pending';
}

/**
 * Where records an undo put back reappear. The undo gives them their status of before, so they
 * belong to the queue they were answered in again (the same list, the same counter) and the person
 * is taken back to the first of them: the one they meant to take back, with its answers of before.
 */
export function reappearance(
  state: QueueState,
  status: RecordStatusFilter,
  userId: string,
  datasetId: string,
  restored: readonly DatasetRecord[],
  openRecordId: string | undefined,
): Reappearance {
  const mine = restored.filter((record) => record.dataset_id === datasetId);
  const replacements = mine
    .filter((record) => positionOf(state, record.id) !== undefined)
    .map((record) => ({ record, stillMatches: statusOf(record, userId) === status }));
  const first = mine[0];
  if (!first || first.id === openRecordId) return { replacements, show: null };
  const position = positionOf(state, first.id);
  return { replacements, show: position === undefined ? { recordId: first.id, reload: true } : { recordId: first.id, position } };
}
