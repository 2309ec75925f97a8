/**
 * The dataset list's view (workspace filter, name search, sort, page) as it lives in the URL, and the
 * pure steps that turn all datasets into the rows of one page. No React here, so it is unit-tested alone.
 */
import type { Dataset, Workspace } from '@gloss/contract';
import { buildQuery, type QueryValue } from '../../shared/api/query-params';
import { compareServerTimestamps } from '../../shared/format/timestamps';

export const SORT_COLUMNS = ['name', 'workspace', 'created_at', 'updated_at', 'progress'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortOrder = 'asc' | 'desc';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export interface ListState {
  /** Workspace names; empty means every workspace. */
  workspaces: string[];
  /** The name search as typed (trimmed only when matching, so typing a space is not undone). */
  query: string;
  sort: SortColumn;
  order: SortOrder;
  /** 1-based. */
  page: number;
  pageSize: PageSize;
}

export const DEFAULT_LIST_STATE: Readonly<ListState> = {
  workspaces: [],
  query: '',
  sort: 'updated_at',
  order: 'desc',
  page: 1,
  pageSize: 20,
};

/** The query parameter names, readable so a shared link explains itself. */
export const PARAM = {
  workspaces: 'workspaces',
  query: 'q',
  sort: 'sort',
  order: 'order',
  page: 'page',
  pageSize: 'pageSize',
} as const;

/** Names read A to Z first; dates and progress are most useful newest or furthest first. */
export function defaultOrderFor(sort: SortColumn): SortOrder {
  return sort === 'name' || sort === 'workspace' ? 'asc' : 'desc';
}

function isSortColumn(value: string | undefined): value is SortColumn {
  return (SORT_COLUMNS as readonly (string | undefined)[]).includes(value);
}

function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

function positiveInteger(value: string | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
}

/** Comma-separated workspace names, trimmed, without blanks or repeats. */
function parseNameList(value: string | undefined): string[] {
  if (!value) return [];
  const names = value.split(',').map((name) => name.trim()).filter(Boolean);
  return [...new Set(names)];
}

/** The view from the URL's parameters; anything missing or invalid falls back to the default. */
export function parseListState(params: Readonly<Record<string, string | undefined>>): ListState {
  const sortParam = params[PARAM.sort];
  const sort = isSortColumn(sortParam) ? sortParam : DEFAULT_LIST_STATE.sort;
  const orderParam = params[PARAM.order];
  const order: SortOrder =
    orderParam === 'asc' || orderParam === 'desc'
      ? orderParam
      : isSortColumn(sortParam)
        ? defaultOrderFor(sort)
        : DEFAULT_LIST_STATE.order;
  const pageSize = positiveInteger(params[PARAM.pageSize]);
  return {
    workspaces: parseNameList(params[PARAM.workspaces]),
    query: params[PARAM.query] ?? '',
    sort,
    order,
    page: positiveInteger(params[PARAM.page]) ?? DEFAULT_LIST_STATE.page,
    pageSize: pageSize !== undefined && isPageSize(pageSize) ? pageSize : DEFAULT_LIST_STATE.pageSize,
  };
}

/** The parameters for a view; defaults are left out so the plain list has a plain URL. */
export function serializeListState(state: ListState): Record<string, QueryValue> {
  const defaultSort = state.sort === DEFAULT_LIST_STATE.sort && state.order === DEFAULT_LIST_STATE.order;
  return {
    [PARAM.workspaces]: state.workspaces.join(','),
    [PARAM.query]: state.query,
    [PARAM.sort]: defaultSort ? undefined : state.sort,
    [PARAM.order]: defaultSort ? undefined : state.order,
    [PARAM.page]: state.page === 1 ? undefined : state.page,
    [PARAM.pageSize]: state.pageSize === DEFAULT_LIST_STATE.pageSize ? undefined : state.pageSize,
  };
}

/** The search string for a view (`?workspaces=a,b&q=…`), commas left readable. */
export function listSearch(state: ListState): string {
  return buildQuery(serializeListState(state)).replace(/%2C/gi, ',');
}

export type ListChange = Partial<Omit<ListState, 'page'>> & { page?: number };

/**
 * The next view after a change. Filtering or sorting starts again at page 1; a new page size keeps
 * the first row that was on screen in view.
 */
export function applyListChange(state: ListState, change: ListChange): ListState {
  const next: ListState = { ...state, ...change };
  if (change.page !== undefined) return next;
  const filtersChanged =
    (change.query !== undefined && change.query.trim() !== state.query.trim()) ||
    (change.workspaces !== undefined && change.workspaces.join(',') !== state.workspaces.join(','));
  const sortChanged = (change.sort ?? state.sort) !== state.sort || (change.order ?? state.order) !== state.order;
  if (filtersChanged || sortChanged) next.page = 1;
  else if (change.pageSize !== undefined && change.pageSize !== state.pageSize) {
    next.page = Math.floor(((state.page - 1) * state.pageSize) / change.pageSize) + 1;
  }
  return next;
}

/** Clicking a column header: the other direction on the sorted column, else its natural direction. */
export function toggleSort(state: ListState, column: SortColumn): Pick<ListState, 'sort' | 'order'> {
  if (state.sort === column) return { sort: column, order: state.order === 'asc' ? 'desc' : 'asc' };
  return { sort: column, order: defaultOrderFor(column) };
}

export function hasFilters(state: ListState): boolean {
  return state.workspaces.length > 0 || state.query.trim() !== '';
}

export function clearFilters(state: ListState): ListState {
  return applyListChange(state, { workspaces: [], query: '' });
}

/** A dataset with what the table shows about it. */
export interface DatasetListItem {
  dataset: Dataset;
  /** Undefined when the workspace is not among the caller's (should not happen, but must not break). */
  workspaceName: string | undefined;
}

export function toListItems(datasets: readonly Dataset[], workspaces: readonly Workspace[]): DatasetListItem[] {
  const names = new Map(workspaces.map((workspace) => [workspace.id, workspace.name]));
  return datasets.map((dataset) => ({ dataset, workspaceName: names.get(dataset.workspace_id) }));
}

/** Case, accents and the separators people use in names (`_`, `-`, spaces) do not matter when searching. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

export function filterDatasets(
  items: readonly DatasetListItem[],
  filters: Pick<ListState, 'workspaces' | 'query'>,
): DatasetListItem[] {
  const workspaces = new Set(filters.workspaces);
  const needle = normalizeForSearch(filters.query);
  return items.filter(
    (item) =>
      (workspaces.size === 0 || (item.workspaceName !== undefined && workspaces.has(item.workspaceName))) &&
      (needle === '' || normalizeForSearch(item.dataset.name).includes(needle)),
  );
}

/** The share of records completed, 0 for an empty dataset, null while unknown. */
export type ProgressFraction = (datasetId: string) => number | null;

export function completedFraction(progress: { completed: number; total: number } | undefined): number | null {
  if (!progress) return null;
  return progress.total > 0 ? progress.completed / progress.total : 0;
}

/**
 * Sorts by the chosen column; equal values fall back to the name, so the order never jumps between
 * renders. Datasets whose progress is not known yet go last in either direction.
 */
export function sortDatasets(
  items: readonly DatasetListItem[],
  sort: SortColumn,
  order: SortOrder,
  progressOf: ProgressFraction = () => null,
  locale?: string,
): DatasetListItem[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const byName = (a: DatasetListItem, b: DatasetListItem) =>
    collator.compare(a.dataset.name, b.dataset.name) || a.dataset.id.localeCompare(b.dataset.id);
  const direction = order === 'asc' ? 1 : -1;

  const compareColumn = (a: DatasetListItem, b: DatasetListItem): number => {
    switch (sort) {
      case 'name':
        return 0;
      case 'workspace':
        return collator.compare(a.workspaceName ?? '', b.workspaceName ?? '');
      case 'created_at':
        return compareServerTimestamps(a.dataset.inserted_at, b.dataset.inserted_at);
      case 'updated_at':
        return compareServerTimestamps(a.dataset.updated_at, b.dataset.updated_at);
      case 'progress':
        return (progressOf(a.dataset.id) ?? 0) - (progressOf(b.dataset.id) ?? 0);
    }
  };

  return [...items].sort((a, b) => {
    if (sort === 'progress') {
      const unknownA = progressOf(a.dataset.id) === null;
      const unknownB = progressOf(b.dataset.id) === null;
      if (unknownA !== unknownB) return unknownA ? 1 : -1;
    }
    const byColumn = compareColumn(a, b);
    if (byColumn !== 0) return direction * byColumn;
    return sort === 'name' ? direction * byName(a, b) : byName(a, b);
  });
}

/** The pages of a list of `total` rows: never fewer than one, so "page 1 of 1" holds for an empty list. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page past the end shows the last page instead of an empty table. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, page), pageCount(total, pageSize));
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
  /** 1-based index of the first row shown; 0 when there is none. */
  from: number;
  /** 1-based index of the last row shown; 0 when there is none. */
  to: number;
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const total = items.length;
  const current = clampPage(page, total, pageSize);
  const start = (current - 1) * pageSize;
  const pageItems = items.slice(start, start + pageSize);
  return {
    items: pageItems,
    page: current,
    pageCount: pageCount(total, pageSize),
    total,
    from: pageItems.length ? start + 1 : 0,
    to: start + pageItems.length,
  };
}
