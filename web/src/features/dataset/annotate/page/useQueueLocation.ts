import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { afterNextPaint } from '../../../../shared/dom/scheduling';
import { DEFAULT_PAGE_SIZE, parsePageSize, parseView, type AnnotationView } from '../bulk/bulk-view';
import type { RecordStatusFilter } from '../model/types';
import type { SearchCriteria } from '../search/criteria';
import { parseCriteria, readableQueryString, writeCriteria, type SearchSchema } from '../search/url-criteria';

const STATUSES: readonly RecordStatusFilter[] = ['pending', 'draft', 'submitted', 'discarded'];
/** The parameters of the view and the place in it; every other one is a search criterion. */
export const PLACE_PARAMS: readonly string[] = ['status', 'view', 'size', 'page', 'record'];

export interface QueueLocation {
  status: RecordStatusFilter;
  /** The record shown (focus view), or the first record of the page (bulk view). */
  position: number;
  recordId: string | undefined;
  /** One record at a time, or a page of them (`view=bulk`, pending and draft only). */
  view: AnnotationView;
  /** Records per page in the bulk view (`size`: 10, 25, 50 or 100). */
  pageSize: number;
}

export interface QueueView extends QueueLocation {
  criteria: SearchCriteria;
}

/** How many records the view shows at once from its position: a page in the bulk view, else one. */
export function recordsInView(location: Pick<QueueLocation, 'view' | 'pageSize'>): number {
  return location.view === 'bulk' ? location.pageSize : 1;
}

/**
 * Reads `?status=draft&page=7&record=<id>` (or `?status=pending&view=bulk&size=25&page=26`); anything
 * unreadable falls back to the pending queue's start, a bulk view where there is none to the focus view.
 */
export function parseQueueLocation(params: URLSearchParams): QueueLocation {
  const text = params.get('status');
  const status = STATUSES.includes(text as RecordStatusFilter) ? (text as RecordStatusFilter) : 'pending';
  const page = Number(params.get('page'));
  const view = parseView(params.get('view'), status);
  return {
    status,
    position: Number.isInteger(page) && page >= 1 ? page : 1,
    recordId: view === 'focus' ? params.get('record') || undefined : undefined,
    view,
    pageSize: parsePageSize(params.get('size')),
  };
}

/** The query string of a view: the status and view first, then the criteria, then the place in the records. */
export function viewQueryString(current: URLSearchParams, next: Partial<QueueLocation>, criteria?: SearchCriteria): string {
  const merged = { ...parseQueueLocation(current), ...next };
  const withCriteria = criteria ? writeCriteria(current, criteria) : new URLSearchParams(current);
  const result = new URLSearchParams();
  result.set('status', merged.status);
  // A status without a bulk view (submitted, discarded) shows its records one at a time.
  const bulk = parseView(merged.view, merged.status) === 'bulk';
  if (bulk) result.set('view', 'bulk');
  for (const [name, value] of withCriteria) if (!PLACE_PARAMS.includes(name)) result.append(name, value);
  // The page size stays in the focus view's URL too, so switching back opens pages of that size.
  if (bulk || merged.pageSize !== DEFAULT_PAGE_SIZE) result.set('size', String(merged.pageSize));
  result.set('page', String(merged.position));
  if (merged.recordId && !bulk) result.set('record', merged.recordId);
  return readableQueryString(result);
}

/**
 * The view (status, search criteria, the place in the records) lives in the URL: a reload or a
 * shared link opens the same view on the same record, and Back and Forward move between views.
 *
 * Moving to the next record must not wait for the URL: the router applies URL changes in a
 * transition (a beat later) and updating history costs a dozen milliseconds, so the new place is
 * shown at once and the URL follows once the new record has been painted. Moves made before that
 * (two quick submits) are merged into one URL update.
 */
export function useQueueLocation(schema: SearchSchema) {
  const { search } = useLocation();
  const navigate = useNavigate();
  // `from` is where the address bar was when the move was made (or was about to be: the place this page
  // last navigated to, which the address bar may not show yet), `seen` the queries the router was showing:
  // right after a navigation the address bar is ahead of the router, and the page must not fall back.
  // The router's last render may not be on screen yet (its navigation renders in a transition, which a
  // move's own render interrupts), so both the query last rendered and the one last committed are seen:
  // falling back to the committed one would flash the previous view (a ticked filter unticked).
  const [ahead, setAhead] = useState<{ from: string[]; seen: string[]; to: string } | null>(null);
  const pending = useRef<{ path: string; from: string[]; to: string; replace: boolean } | null>(null);
  // The place this page last asked the router for, until the router shows it.
  const navigated = useRef<string | null>(null);
  const url = normalised(search);
  // Shown until the URL has caught up; if the URL moved elsewhere meanwhile (Back), the URL wins.
  const shownSearch = ahead && (ahead.from.includes(url) || ahead.seen.includes(url)) ? ahead.to : url;
  const urlRef = useRef(url);
  urlRef.current = url;
  const committedUrl = useRef(url);
  useLayoutEffect(() => {
    committedUrl.current = url;
  }, [url]);
  const shownRef = useRef(shownSearch);
  shownRef.current = shownSearch;
  useEffect(() => {
    if (navigated.current === url) navigated.current = null;
  }, [url]);
  // Once the URL has caught up, what was shown ahead is forgotten: going Back to where it came from
  // must show that place, not the one ahead of it.
  useEffect(() => {
    if (ahead && url === ahead.to && !pending.current) setAhead(null);
  }, [ahead, url]);

  const shown = useMemo(() => new URLSearchParams(shownSearch), [shownSearch]);
  const location = parseQueueLocation(shown);
  // Parsed once per query string, so the same view is the same object from render to render.
  const criteria = useMemo(() => parseCriteria(shown, schema), [shown, schema]);

  const go = useCallback(
    (next: Partial<QueueLocation>, options: { replace?: boolean; criteria?: SearchCriteria } = {}) => {
      const waiting = pending.current;
      const from = waiting?.from ?? [currentSearch(), ...(navigated.current ? [navigated.current] : [])];
      // A move changes the view on screen, which may be ahead of the address bar: built on the address
      // bar, a move made while the page's own navigation is on its way (the first record of a new view
      // named in the URL) would bring back the previous view's criteria.
      const to = viewQueryString(new URLSearchParams(waiting?.to ?? shownRef.current), next, options.criteria);
      pending.current = { path: window.location.pathname, from, to, replace: (waiting?.replace ?? true) && options.replace === true };
      flushSync(() => setAhead({ from, seen: [urlRef.current, committedUrl.current], to }));
      if (waiting) return;
      afterNextPaint(() => {
        const move = pending.current;
        pending.current = null;
        // Back or a link moved the URL meanwhile: that place wins over the one shown ahead.
        if (!move || window.location.pathname !== move.path || !move.from.includes(currentSearch())) {
          setAhead(null);
          return;
        }
        navigated.current = move.to;
        void navigate({ pathname: move.path, search: `?${move.to}` }, { replace: move.replace });
      });
    },
    [navigate],
  );
  return { ...location, criteria, go };
}

/** The same query string whichever way it was escaped, to compare places. */
function normalised(search: string): string {
  return readableQueryString(new URLSearchParams(search));
}

function currentSearch(): string {
  return normalised(window.location.search);
}
