import type { RecordStatusFilter } from '../model/types';
import type { RecordQueue } from '../queue/useRecordQueue';
import { reappearance } from './reappear';
import { useUndo, type Undo } from './useUndo';

export interface PageUndoOptions {
  datasetId: string;
  userId: string;
  queue: RecordQueue;
  /** The status the queue lists. */
  status: RecordStatusFilter;
  /**
   * Takes the person to a restored record (through the open record's leave guard); `reload`: the
   * queue no longer holds it, so it is loaded again, opening the record where it is found.
   */
  show: (target: { position: number; recordId: string; reload: boolean }) => void;
  /** Where the person is (a reloaded queue looks for the record from there). */
  position: number;
}

/**
 * Undo on the annotation page: restored records take their place in the queue again (the counter and
 * the list count them as before) and the person is taken back to the first of them (`reappear.ts`).
 */
export function usePageUndo({ datasetId, userId, queue, status, show, position }: PageUndoOptions): Undo {
  return useUndo({
    datasetId,
    userId,
    onRestored: (records) => {
      const plan = reappearance(queue.state, status, userId, datasetId, records, queue.record?.id);
      for (const { record, stillMatches } of plan.replacements) queue.replace(record, stillMatches);
      if (!plan.show) return;
      if ('reload' in plan.show) show({ position, recordId: plan.show.recordId, reload: true });
      else show({ position: plan.show.position, recordId: plan.show.recordId, reload: false });
    },
  });
}
