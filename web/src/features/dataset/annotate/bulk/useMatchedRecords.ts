import { useCallback, useRef } from 'react';
import { searchQueue } from '../api';
import type { DatasetRecord, RecordStatusFilter } from '../model/types';
import { useScopedState } from '../questions/use-scoped-state';
import type { SearchCriteria } from '../search/criteria';
import { searchBody } from '../search/search-body';
import { MATCHED_MAX } from './selection';

export type MatchedLoad = { state: 'idle' } | { state: 'loading'; count: number } | { state: 'failed' } | { state: 'loaded'; records: readonly DatasetRecord[] };

export interface MatchedRecords {
  load: MatchedLoad;
  /** Loads every matched record (at most `MATCHED_MAX`) through the page's own search; answers their ids. */
  start: (total: number) => Promise<readonly string[] | null>;
  reset: () => void;
}

/**
 * "Select all N matched records": the specification loads them first (with the same search the page
 * uses, in the same order, with the caller's responses for drafts and undo), up to 1,000. Belongs to
 * one page of one view (`scope`): another page or search forgets them.
 */
export function useMatchedRecords(datasetId: string, status: RecordStatusFilter, criteria: SearchCriteria, scope: string): MatchedRecords {
  const [load, setLoad] = useScopedState<MatchedLoad>(scope, { state: 'idle' });
  const running = useRef<AbortController | null>(null);

  const start = useCallback(
    async (total: number) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const limit = Math.max(1, Math.min(total, MATCHED_MAX, criteria.similar?.limit ?? MATCHED_MAX));
      setLoad({ state: 'loading', count: limit });
      try {
        const page = await searchQueue(datasetId, searchBody(status, criteria), 0, limit, controller.signal);
        if (controller.signal.aborted) return null;
        const records = page.items.map((item) => item.record);
        setLoad({ state: 'loaded', records });
        return records.map((record) => record.id);
      } catch {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
        return null;
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [criteria, datasetId, setLoad, status],
  );

  const reset = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setLoad({ state: 'idle' });
  }, [setLoad]);

  return { load, start, reset };
}
