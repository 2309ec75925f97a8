import { useCallback, useMemo } from 'react';
import { readableQueryString } from '../../../../shared/routing/query-string';
import { useSearchAhead } from '../../../../shared/routing/useSearchAhead';
import { DEFAULT_PAGE_SIZE, parsePageSize, parseView, type AnnotationView } from '../bulk/bulk-view';
import type { RecordStatusFilter } from '../model/types';
import type { SearchCriteria } from '../search/criteria';
import { parseCriteria, writeCriteria, type SearchSchema } from '../search/url-criteria';

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
 * Moving to the next record does not wait for the URL (`useSearchAhead`).
 */
export function useQueueLocation(schema: SearchSchema) {
  const { search, go: move } = useSearchAhead();
  const shown = useMemo(() => new URLSearchParams(search), [search]);
  const location = parseQueueLocation(shown);
  // Parsed once per query string, so the same view is the same object from render to render.
  const criteria = useMemo(() => parseCriteria(shown, schema), [shown, schema]);
  const go = useCallback(
    (next: Partial<QueueLocation>, options: { replace?: boolean; criteria?: SearchCriteria } = {}) =>
      move((base) => ({ search: viewQueryString(new URLSearchParams(base), next, options.criteria), replace: options.replace === true })),
    [move],
  );
  return { ...location, criteria, go };
}
