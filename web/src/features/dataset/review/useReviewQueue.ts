import type { ReviewItem, ReviewSearchResult, SearchRecordsBody } from '@gloss/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  appendPage,
  emptyQueue,
  isOutOfReach,
  isPastTheEnd,
  nextPageRequest,
  positionOf,
  prependPage,
  previousPageRequest,
  recordAt,
  replaceRecord,
  shouldLoadAhead,
  lastPosition,
  type QueueState,
} from '../annotate/queue/queue-state';
import { searchReviews } from './api';

/**
 * The records of a review view, loaded ten at a time ahead of the reviewer with the annotation page's
 * queue rules (`annotate/queue/queue-state.ts`): the queue holds the records, and each one's review
 * details (responses' authors, final answer, disagreements, flag) sit beside it by record id.
 */
export interface ReviewQueue {
  state: QueueState;
  /** The record at the position shown, with its review details. */
  item: ReviewItem | undefined;
  /** Usernames by user id, of everyone the loaded pages name. */
  usernames: ReadonlyMap<string, string>;
  loading: boolean;
  failed: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Puts a record back after a validation or reset, noting whether it still belongs to the view. */
  replace: (item: ReviewItem, stillMatches: boolean) => void;
  reload: () => void;
}

export interface ReviewQueueOptions {
  datasetId: string;
  body: SearchRecordsBody;
  position: number;
  recordId: string | undefined;
  /** Asks the page to show another place (the URL is the source of truth). */
  onNavigate: (position: number, recordId: string | undefined) => void;
}

interface Loaded {
  state: QueueState;
  items: ReadonlyMap<string, ReviewItem>;
  usernames: ReadonlyMap<string, string>;
}

function withResult(loaded: Loaded, result: ReviewSearchResult, state: QueueState): Loaded {
  const items = new Map(loaded.items);
  for (const item of result.items) items.set(item.record.id, item);
  const usernames = new Map(loaded.usernames);
  for (const user of result.users) usernames.set(user.id, user.username);
  return { state, items, usernames };
}

const pageOf = (result: ReviewSearchResult) => ({ items: result.items.map((item) => item.record), total: result.total });

export function useReviewQueue({ datasetId, body, position, recordId, onNavigate }: ReviewQueueOptions): ReviewQueue {
  const searchKey = `${datasetId}|${JSON.stringify(body)}`;
  const stateKey = useRef(searchKey);
  const stale = stateKey.current !== searchKey;
  const [loaded, setLoaded] = useState<Loaded>(() => ({ state: emptyQueue(position), items: new Map(), usernames: new Map() }));
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  const queueId = useRef(0);
  const busy = useRef(false);
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  const navigateRef = useRef(onNavigate);
  navigateRef.current = onNavigate;

  // A new view (or a reload): read it from where the URL stands.
  useEffect(() => {
    const controller = new AbortController();
    const id = ++queueId.current;
    stateKey.current = searchKey;
    const initial: Loaded = { state: emptyQueue(position), items: new Map(), usernames: loadedRef.current.usernames };
    setLoaded(initial);
    setLoading(true);
    setFailed(false);
    busy.current = true;
    void (async () => {
      try {
        const request = nextPageRequest(initial.state)!;
        const result = await searchReviews(datasetId, body, request.offset, request.limit, controller.signal);
        // A view left while its answer came back places nothing: the view now shown reads its own.
        if (controller.signal.aborted || queueId.current !== id) return;
        const state = appendPage(initial.state, pageOf(result), request.limit);
        if (state.items.length === 0 && position > 1) {
          // The place is past the end (records were validated since the link was made): the first record.
          busy.current = false;
          navigateRef.current(1, undefined);
          setGeneration((value) => value + 1);
          return;
        }
        const found = recordId ? positionOf(state, recordId) : undefined;
        const shown = found ?? position;
        const shownId = recordAt(state, shown)?.id;
        if (shown !== position || shownId !== recordId) navigateRef.current(shown, shownId);
        setLoaded(withResult(initial, result, state));
        setLoading(false);
      } catch {
        if (!controller.signal.aborted) {
          setFailed(true);
          setLoading(false);
        }
      } finally {
        if (queueId.current === id) busy.current = false;
      }
    })();
    return () => controller.abort();
    // The place is read once per view: moving through the records must not read the view again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchKey, generation]);

  // Moving: the next (or previous) page loads in the background before the reviewer gets there.
  useEffect(() => {
    if (loading || failed || busy.current) return;
    const { state } = loadedRef.current;
    if (isOutOfReach(state, position)) {
      setGeneration((value) => value + 1);
      return;
    }
    const backwards = position < state.start ? previousPageRequest(state, state.start - position) : null;
    const forwards = !backwards && shouldLoadAhead(state, position) ? nextPageRequest(state) : null;
    const request = backwards ?? forwards;
    if (!request) return;
    const id = queueId.current;
    busy.current = true;
    searchReviews(datasetId, body, request.offset, request.limit)
      .then((result) => {
        if (queueId.current !== id) return;
        setLoaded((latest) => {
          const state = backwards ? prependPage(latest.state, pageOf(result)) : appendPage(latest.state, pageOf(result), request.limit);
          return withResult(latest, result, state);
        });
      })
      .catch(() => undefined)
      .finally(() => {
        if (queueId.current === id) busy.current = false;
      });
  }, [datasetId, body, position, loading, failed, loaded]);

  // Past the last record (the reviewer validated the view's last ones): start again from the first.
  useEffect(() => {
    if (loading || failed || !isPastTheEnd(loaded.state, position)) return;
    const timer = setTimeout(() => {
      navigateRef.current(1, undefined);
      setGeneration((value) => value + 1);
    }, 0);
    return () => clearTimeout(timer);
  }, [loading, failed, loaded, position]);

  const replace = useCallback((item: ReviewItem, stillMatches: boolean) => {
    setLoaded((latest) => {
      const items = new Map(latest.items);
      items.set(item.record.id, item);
      return { ...latest, items, state: replaceRecord(latest.state, item.record, stillMatches) };
    });
  }, []);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  const settling = loading || stale;
  const record = settling ? undefined : recordAt(loaded.state, position);
  const item = record ? loaded.items.get(record.id) : undefined;
  return useMemo(
    () => ({
      state: loaded.state,
      item,
      usernames: loaded.usernames,
      loading: settling,
      failed: failed && !stale,
      hasPrevious: !settling && position > 1,
      hasNext: !settling && position < Math.max(lastPosition(loaded.state), loaded.state.total),
      replace,
      reload,
    }),
    [loaded, item, settling, failed, stale, position, replace, reload],
  );
}
