import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { afterNextPaint } from '../../../../shared/dom/scheduling';
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
 * record. Moving to the next record must not wait for the URL: the router applies URL changes in a
 * transition (a beat later) and updating history costs a dozen milliseconds, so the new place is
 * shown at once and the URL follows once the new record has been painted. Moves made before that
 * (two quick submits) are merged into one URL update.
 */
export function useQueueLocation() {
  const [params, setParams] = useSearchParams();
  const [ahead, setAhead] = useState<{ from: string; to: string } | null>(null);
  const pending = useRef<{ path: string; from: string; to: string; replace: boolean } | null>(null);
  const url = params.toString();
  // Shown until the URL has caught up; if the URL moved elsewhere meanwhile (Back), the URL wins.
  const shown = ahead && ahead.from === url ? new URLSearchParams(ahead.to) : params;
  const location = parseQueueLocation(shown);

  const go = useCallback(
    (next: Partial<QueueLocation>, options: { replace?: boolean } = {}) => {
      const waiting = pending.current;
      const from = waiting?.from ?? currentSearch();
      const to = withLocation(new URLSearchParams(waiting?.to ?? from), next).toString();
      pending.current = { path: window.location.pathname, from, to, replace: (waiting?.replace ?? true) && options.replace === true };
      flushSync(() => setAhead({ from, to }));
      if (waiting) return;
      afterNextPaint(() => {
        const move = pending.current;
        pending.current = null;
        // Back or a link moved the URL meanwhile: that place wins over the one shown ahead.
        if (!move || window.location.pathname !== move.path || currentSearch() !== move.from) return;
        setParams(new URLSearchParams(move.to), { replace: move.replace });
      });
    },
    [setParams],
  );
  return { ...location, go };
}

function currentSearch(): string {
  return new URLSearchParams(window.location.search).toString();
}
