import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { RecordStatusFilter } from '../model/types';

const STATUSES: readonly RecordStatusFilter[] = ['pending', 'draft', 'submitted', 'discarded'];

export interface QueueLocation {
  status: RecordStatusFilter;
  position: number;
  recordId: string | undefined;
}

/** Reads `?status=draft&page=7&record=<id>`; anything unreadable falls back to the pending queue's start. */
export function parseQueueLocation(params: URLSearchParams): QueueLocation {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: STATUSES.includes(status as RecordStatusFilter) ? (status as RecordStatusFilter) : 'pending',
    position: Number.isInteger(page) && page >= 1 ? page : 1,
    recordId: params.get('record') || undefined,
  };
}

/** Where the person is in their records lives in the URL: a reload or a shared link opens the same record. */
export function useQueueLocation() {
  const [params, setParams] = useSearchParams();
  const location = parseQueueLocation(params);
  const go = useCallback(
    (next: Partial<QueueLocation>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const merged = { ...parseQueueLocation(current), ...next };
          const result = new URLSearchParams(current);
          result.set('status', merged.status);
          result.set('page', String(merged.position));
          if (merged.recordId) result.set('record', merged.recordId);
          else result.delete('record');
          return result;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );
  return { ...location, go };
}
