import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
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

function withLocation(current: URLSearchParams, next: Partial<QueueLocation>): URLSearchParams {
  const merged = { ...parseQueueLocation(current), ...next };
  const result = new URLSearchParams(current);
  result.set('status', merged.status);
  result.set('page', String(merged.position));
  if (merged.recordId) result.set('record', merged.recordId);
  else result.delete('record');
  return result;
}

/**
 * Where the person is in their records lives in the URL: a reload or a shared link opens the same
 * record. The router applies URL changes in a transition, a beat later; moving to the next record
 * must not wait for it, so the new place is shown at once and the URL follows.
 */
export function useQueueLocation() {
  const [params, setParams] = useSearchParams();
  const [ahead, setAhead] = useState<{ from: string; to: string } | null>(null);
  const url = params.toString();
  // Shown until the URL has caught up; if the URL moved elsewhere meanwhile (Back), the URL wins.
  const shown = ahead && ahead.from === url ? new URLSearchParams(ahead.to) : params;
  const location = parseQueueLocation(shown);
  const go = useCallback(
    (next: Partial<QueueLocation>, options: { replace?: boolean } = {}) => {
      const target = withLocation(new URLSearchParams(window.location.search), next);
      flushSync(() => setAhead({ from: new URLSearchParams(window.location.search).toString(), to: target.toString() }));
      setParams(target, { replace: options.replace });
    },
    [setParams],
  );
  return { ...location, go };
}
