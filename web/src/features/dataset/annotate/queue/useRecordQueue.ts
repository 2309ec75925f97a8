import type { SearchRecordsResult } from '@gloss/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { statusOf } from '../../../../shared/api/errors';
import { fetchRecord, searchQueue } from '../api';
import type { DatasetRecord, RecordStatusFilter } from '../model/types';
import type { SearchCriteria } from '../search/criteria';
import { searchBody } from '../search/search-body';
import { takeEarlySearch } from './early-search';
import {
  appendPage,
  emptyQueue,
  isOutOfReach,
  isPastTheEnd,
  lastPosition,
  missingInView,
  nextPageRequest,
  pinFirst,
  positionOf,
  prependPage,
  previousPageRequest,
  recordAt,
  replaceRecord,
  shouldLoadAhead,
  type QueuePage,
  type QueueState,
} from './queue-state';

function queuePage(result: SearchRecordsResult): QueuePage {
  const scores = new Map<string, number>();
  for (const item of result.items) if (item.query_score !== null) scores.set(item.record.id, item.query_score);
  return { items: result.items.map((item) => item.record), total: result.total, scores };
}

export interface QueueOptions {
  datasetId: string;
  status: RecordStatusFilter;
  /** Text, filters, sort and similarity narrowing the status's records. */
  criteria: SearchCriteria;
  /** The 1-based position the URL names. */
  position: number;
  /** The record the URL names, so a reload or a shared link opens the same record. */
  recordId: string | undefined;
  /** Asks the page to show another position (the URL is the source of truth). */
  onNavigate: (position: number, recordId: string | undefined, options?: { replace?: boolean }) => void;
  /** How many records from `position` are on screen (1 in the focus view, a page in the bulk view). */
  inView?: number;
}

export interface RecordQueue {
  state: QueueState;
  record: DatasetRecord | undefined;
  /** The first load of this queue is running. */
  loading: boolean;
  failed: boolean;
  /** Why the first load failed (an `HttpError` says what the server refused), else null. */
  error: unknown;
  /** The server has been asked and the queue is empty. */
  empty: boolean;
  /**
   * The record the URL names is not there for the caller: the server answers 404 for it (it does not exist,
   * or it is out of their reach, such as a colleague's record in an assigned dataset) or it belongs to
   * another dataset. The page says so instead of showing another record under its link.
   */
  missing: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Puts an answered record back, noting whether it still belongs to this queue. */
  replace: (record: DatasetRecord, stillMatches: boolean) => void;
  reload: () => void;
}

/**
 * The caller's records for one status, loaded a page at a time ahead of where they are, so the
 * next record is already there when they submit. Background loads fail silently, as the
 * specification says; the first load's failure is shown with a retry.
 */
export function useRecordQueue({ datasetId, status, criteria, position, recordId, onNavigate, inView = 1 }: QueueOptions): RecordQueue {
  const body = useMemo(() => searchBody(status, criteria), [status, criteria]);
  // A new search is a new queue; the same search written again (a new object) is not.
  const similarLimit = criteria.similar?.limit ?? null;
  // The similarity count is the page size, not part of the body: another count is another queue too.
  const searchKey = `${JSON.stringify(body)}|${similarLimit ?? ''}`;
  // The search the state belongs to. Until the effect below starts the new search, the state is the
  // previous view's: its record at the new position is not a record of this view.
  const stateKey = useRef(searchKey);
  const stale = stateKey.current !== searchKey;
  const shape = { pageSize: similarLimit ?? undefined, oneShot: similarLimit !== null };
  const [state, setState] = useState<QueueState>(() => emptyQueue(position, shape));
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // The linked record found missing by the last load; it stays missing while the URL names it.
  const [missingId, setMissingId] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  // Each queue (search, reload) gets an id; a load answers only the queue that asked, so a page of the
  // previous view arriving late is dropped rather than appended to the new one ("1 of 3" beside a
  // search that matches one record). `loadingFor` is the queue whose load is in flight, if any.
  const queueId = useRef(0);
  const loadingFor = useRef<number | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const navigateRef = useRef(onNavigate);
  navigateRef.current = onNavigate;
  // The count to keep showing while the queue is read again from a far place ("900,000 of 1,000,000"
  // stays in the toolbar meanwhile); null when no such restart is on its way.
  const restartTotal = useRef<number | null>(null);

  // A new queue (another dataset or status, or a reload): start where the URL says.
  useEffect(() => {
    const controller = new AbortController();
    const carried = stateKey.current === searchKey ? restartTotal.current : null;
    restartTotal.current = null;
    const initial = { ...emptyQueue(position, shape), ...(carried === null ? {} : { total: carried }) };
    const id = ++queueId.current;
    stateKey.current = searchKey;
    setState(initial);
    setLoading(true);
    setFailed(false);
    setError(null);
    setMissingId(null);
    loadingFor.current = id;
    void (async () => {
      try {
        const request = nextPageRequest(initial, inView)!;
        const page = await (takeEarlySearch(datasetId, body, request.offset, request.limit) ??
          searchQueue(datasetId, body, request.offset, request.limit, controller.signal));
        let next = appendPage(initial, queuePage(page), request.limit);
        if (next.items.length === 0 && position > 1) {
          // The position is past the end (records were answered since the link was made): back to the first.
          loadingFor.current = null;
          navigateRef.current(1, undefined, { replace: true });
          setGeneration((value) => value + 1);
          return;
        }
        if (recordId && recordAt(next, position)?.id !== recordId) {
          const found = positionOf(next, recordId);
          if (found === undefined) {
            const linked = await fetchRecord(recordId, controller.signal).catch((cause: unknown) => (statusOf(cause) === 404 ? null : undefined));
            if (linked && linked.dataset_id === datasetId) next = pinFirst(next, linked);
            // Absent for this caller (404), or another dataset's: not a record of this page. Another failure
            // (offline) leaves the queue as it is, its first record shown.
            else if (linked !== undefined) setMissingId(recordId);
          } else {
            navigateRef.current(found, recordId, { replace: true });
          }
        } else if (!recordId) {
          // The URL names the record shown from the start, so a reload (after its draft was saved, when
          // it no longer matches this queue) or a shared link opens that record again.
          const shown = recordAt(next, position) ?? recordAt(next, initial.start);
          if (shown) navigateRef.current(positionOf(next, shown.id)!, shown.id, { replace: true });
        }
        setState(next);
        setLoading(false);
      } catch (cause) {
        if (!controller.signal.aborted) {
          setFailed(true);
          setError(cause);
          setLoading(false);
        }
      } finally {
        if (loadingFor.current === id) loadingFor.current = null;
      }
    })();
    return () => controller.abort();
    // Position and record are read once per queue: moving inside the queue must not reload it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [datasetId, searchKey, generation]);

  // Moving through the queue: load what comes next (or before) in the background.
  useEffect(() => {
    if (loading || failed || restartTotal.current !== null) return;
    const current = stateRef.current;
    if (isOutOfReach(current, position, inView)) {
      // Whatever is loading near the old place is dropped with it (the restart is a new queue id).
      restartTotal.current = current.total;
      setGeneration((value) => value + 1);
      return;
    }
    if (loadingFor.current !== null) return;
    const backwards = position < current.start ? previousPageRequest(current, current.start - position) : null;
    const forwards = !backwards && shouldLoadAhead(current, position, inView) ? nextPageRequest(current, missingInView(current, position, inView)) : null;
    const request = backwards ?? forwards;
    if (!request) return;
    const id = queueId.current;
    loadingFor.current = id;
    searchQueue(datasetId, body, request.offset, request.limit)
      .then((result) => {
        if (queueId.current !== id) return;
        const page = queuePage(result);
        setState((latest) => (backwards ? prependPage(latest, page) : appendPage(latest, page, request.limit)));
      })
      .catch(() => undefined)
      .finally(() => {
        if (loadingFor.current === id) loadingFor.current = null;
      });
  }, [datasetId, body, position, inView, loading, failed, state]);

  // Past the last record (the person answered the queue's last records): start again from the first,
  // with a fresh search, instead of "3 of 2" beside an empty page.
  useEffect(() => {
    if (loading || failed || !isPastTheEnd(state, position)) return;
    // Not inside the effect itself: the move updates the page synchronously.
    const timer = setTimeout(() => {
      navigateRef.current(1, undefined, { replace: true });
      setGeneration((value) => value + 1);
    }, 0);
    return () => clearTimeout(timer);
  }, [loading, failed, state, position]);

  const replace = useCallback((record: DatasetRecord, stillMatches: boolean) => {
    setState((latest) => replaceRecord(latest, record, stillMatches));
  }, []);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  const missing = !stale && missingId !== null && missingId === recordId;
  const record = stale || missing ? undefined : recordAt(state, position);
  // Gone far from the loaded records: until the effect above reads the queue again from there, this is
  // a view loading like any other (a frame without it would show "no records" at the queue's last one).
  const restarting = !loading && !stale && !failed && isOutOfReach(state, position, inView);
  const settling = loading || stale || restarting;
  return {
    state,
    record,
    loading: settling,
    failed: failed && !stale,
    error: stale ? null : error,
    empty: !settling && !failed && state.items.length === 0,
    missing,
    // Not while a view loads: the record on screen is the previous view's, and a move made then would
    // land on a record nobody has seen (and the load, naming its first record, would take it back).
    hasPrevious: !settling && position > 1,
    hasNext: !settling && position < Math.max(lastPosition(state), state.total),
    replace,
    reload,
  };
}
