import type { Dataset, Workspace } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import {
  applyListChange,
  clampPage,
  clearFilters,
  completedFraction,
  DEFAULT_LIST_STATE,
  filterDatasets,
  hasFilters,
  listSearch,
  paginate,
  parseListState,
  serializeListState,
  sortDatasets,
  toggleSort,
  toListItems,
  type ListState,
} from '../src/features/datasets/list-state';
import { parseQuery } from '../src/shared/api/query-params';

function dataset(overrides: Partial<Dataset> & Pick<Dataset, 'id' | 'name'>): Dataset {
  return {
    guidelines: null,
    allow_extra_metadata: true,
    status: 'ready',
    distribution: { strategy: 'overlap', min_submitted: 1 },
    metadata: null,
    workspace_id: 'ws-a',
    last_activity_at: '2024-01-01T00:00:00.000000',
    inserted_at: '2024-01-01T00:00:00.000000',
    updated_at: '2024-01-01T00:00:00.000000',
    ...overrides,
  };
}

function workspace(id: string, name: string): Workspace {
  return { id, name, inserted_at: '2024-01-01T00:00:00', updated_at: '2024-01-01T00:00:00' };
}

const WORKSPACES = [workspace('ws-a', 'alpha'), workspace('ws-b', 'beta')];

function state(overrides: Partial<ListState> = {}): ListState {
  return { ...DEFAULT_LIST_STATE, ...overrides };
}

const names = (items: { dataset: Dataset }[]) => items.map((item) => item.dataset.name);

describe('parseListState', () => {
  it('gives the defaults for an empty query: updated, newest first, page 1 of 20', () => {
    expect(parseListState({})).toEqual({
      workspaces: [],
      query: '',
      sort: 'updated_at',
      order: 'desc',
      page: 1,
      pageSize: 20,
    });
  });

  it('reads every parameter of a shared link', () => {
    const parsed = parseListState(
      parseQuery('?workspaces=alpha,beta&q=imdb%20reviews&sort=name&order=desc&page=3&pageSize=50'),
    );
    expect(parsed).toEqual({
      workspaces: ['alpha', 'beta'],
      query: 'imdb reviews',
      sort: 'name',
      order: 'desc',
      page: 3,
      pageSize: 50,
    });
  });

  it('drops blank and repeated workspace names', () => {
    expect(parseListState({ workspaces: ' alpha,,beta ,alpha,' }).workspaces).toEqual(['alpha', 'beta']);
  });

  it('falls back to the defaults for values it does not know', () => {
    expect(parseListState({ sort: 'size', order: 'sideways', page: '-2', pageSize: '25' })).toEqual(DEFAULT_LIST_STATE);
    expect(parseListState({ page: '2.5' }).page).toBe(1);
    expect(parseListState({ page: '0' }).page).toBe(1);
    expect(parseListState({ page: 'abc' }).page).toBe(1);
    expect(parseListState({ page: '99999999999999999999' }).page).toBe(1);
    expect(parseListState({ pageSize: '1000' }).pageSize).toBe(20);
  });

  it('gives a chosen column its natural direction when the order is missing', () => {
    expect(parseListState({ sort: 'name' }).order).toBe('asc');
    expect(parseListState({ sort: 'workspace' }).order).toBe('asc');
    expect(parseListState({ sort: 'created_at' }).order).toBe('desc');
    expect(parseListState({ sort: 'progress' }).order).toBe('desc');
    expect(parseListState({ order: 'asc' })).toMatchObject({ sort: 'updated_at', order: 'asc' });
  });
});

describe('serializing a view to the URL', () => {
  it('leaves out defaults and empty values, so the plain list has no query string', () => {
    expect(listSearch(DEFAULT_LIST_STATE)).toBe('');
    expect(listSearch(state({ query: '   ' }))).toBe('');
  });

  it('writes readable parameters, with commas between workspaces', () => {
    const view = state({ workspaces: ['alpha', 'beta'], query: 'a b', sort: 'name', order: 'asc', page: 2, pageSize: 50 });
    expect(listSearch(view)).toBe('?workspaces=alpha,beta&q=a%20b&sort=name&order=asc&page=2&pageSize=50');
  });

  it('keeps both sort and order once either differs from the default', () => {
    expect(serializeListState(state({ order: 'asc' }))).toMatchObject({ sort: 'updated_at', order: 'asc' });
  });

  it('reads back every view it writes', () => {
    const views: ListState[] = [
      DEFAULT_LIST_STATE,
      state({ workspaces: ['w-1', 'w_2'], query: 'café, 100%', sort: 'progress', order: 'asc', page: 7, pageSize: 100 }),
      state({ sort: 'created_at', order: 'desc', pageSize: 10 }),
    ];
    for (const view of views) expect(parseListState(parseQuery(listSearch(view)))).toEqual(view);
  });
});

describe('changing the view', () => {
  it('goes back to page 1 when a filter or the sort changes', () => {
    const onPage3 = state({ page: 3 });
    expect(applyListChange(onPage3, { query: 'x' }).page).toBe(1);
    expect(applyListChange(onPage3, { workspaces: ['alpha'] }).page).toBe(1);
    expect(applyListChange(onPage3, { sort: 'name', order: 'asc' }).page).toBe(1);
  });

  it('stays on the page when nothing that filters changed', () => {
    const onPage3 = state({ page: 3, query: 'x' });
    expect(applyListChange(onPage3, { query: 'x ' }).page).toBe(3);
    expect(applyListChange(onPage3, { page: 4 }).page).toBe(4);
  });

  it('keeps the first visible row on screen when the page size changes', () => {
    // Rows 41-60 are on screen; with 50 a page, row 41 is on page 1.
    expect(applyListChange(state({ page: 3, pageSize: 20 }), { pageSize: 50 }).page).toBe(1);
    // Rows 101-150; with 20 a page, row 101 is on page 6.
    expect(applyListChange(state({ page: 3, pageSize: 50 }), { pageSize: 20 }).page).toBe(6);
  });

  it('toggles the sorted column and starts others in their natural direction', () => {
    expect(toggleSort(DEFAULT_LIST_STATE, 'updated_at')).toEqual({ sort: 'updated_at', order: 'asc' });
    expect(toggleSort(state({ order: 'asc' }), 'updated_at')).toEqual({ sort: 'updated_at', order: 'desc' });
    expect(toggleSort(DEFAULT_LIST_STATE, 'name')).toEqual({ sort: 'name', order: 'asc' });
    expect(toggleSort(DEFAULT_LIST_STATE, 'progress')).toEqual({ sort: 'progress', order: 'desc' });
  });

  it('clears both filters but keeps the sort and page size', () => {
    const filtered = state({ workspaces: ['alpha'], query: 'x', sort: 'name', order: 'asc', page: 2, pageSize: 50 });
    expect(hasFilters(filtered)).toBe(true);
    const cleared = clearFilters(filtered);
    expect(hasFilters(cleared)).toBe(false);
    expect(cleared).toEqual(state({ sort: 'name', order: 'asc', page: 1, pageSize: 50 }));
  });
});

describe('filtering', () => {
  const items = toListItems(
    [
      dataset({ id: '1', name: 'IMDB_reviews', workspace_id: 'ws-a' }),
      dataset({ id: '2', name: 'Café-Feedback', workspace_id: 'ws-b' }),
      dataset({ id: '3', name: 'orphan', workspace_id: 'ws-gone' }),
    ],
    WORKSPACES,
  );

  it('joins each dataset with its workspace name', () => {
    expect(items.map((item) => item.workspaceName)).toEqual(['alpha', 'beta', undefined]);
  });

  it('matches names regardless of case, accents and separators', () => {
    expect(names(filterDatasets(items, { workspaces: [], query: 'imdb reviews' }))).toEqual(['IMDB_reviews']);
    expect(names(filterDatasets(items, { workspaces: [], query: '  CAFE feed ' }))).toEqual(['Café-Feedback']);
    expect(names(filterDatasets(items, { workspaces: [], query: 'nothing' }))).toEqual([]);
  });

  it('keeps only the chosen workspaces, and all of them when none is chosen', () => {
    expect(names(filterDatasets(items, { workspaces: ['beta'], query: '' }))).toEqual(['Café-Feedback']);
    expect(names(filterDatasets(items, { workspaces: ['alpha', 'beta'], query: '' }))).toHaveLength(2);
    expect(filterDatasets(items, { workspaces: [], query: '' })).toHaveLength(3);
    expect(filterDatasets(items, { workspaces: ['not-mine'], query: '' })).toEqual([]);
  });

  it('combines the two filters', () => {
    expect(filterDatasets(items, { workspaces: ['alpha'], query: 'cafe' })).toEqual([]);
  });
});

describe('sorting', () => {
  const items = toListItems(
    [
      dataset({ id: '1', name: 'b-set', workspace_id: 'ws-b', inserted_at: '2024-03-01T00:00:00', updated_at: '2024-05-01T09:00:00.5' }),
      dataset({ id: '2', name: 'a-set', workspace_id: 'ws-a', inserted_at: '2024-01-01T00:00:00', updated_at: '2024-05-01T10:00:00' }),
      dataset({ id: '3', name: 'set 10', workspace_id: 'ws-a', inserted_at: '2024-02-01T00:00:00', updated_at: '2024-04-01T00:00:00' }),
      dataset({ id: '4', name: 'set 9', workspace_id: 'ws-b', inserted_at: '2024-02-01T00:00:00', updated_at: '2024-04-01T00:00:00' }),
    ],
    WORKSPACES,
  );

  it('sorts by name naturally (9 before 10)', () => {
    expect(names(sortDatasets(items, 'name', 'asc'))).toEqual(['a-set', 'b-set', 'set 9', 'set 10']);
    expect(names(sortDatasets(items, 'name', 'desc'))).toEqual(['set 10', 'set 9', 'b-set', 'a-set']);
  });

  it('sorts by date, breaking ties by name', () => {
    expect(names(sortDatasets(items, 'updated_at', 'desc'))).toEqual(['a-set', 'b-set', 'set 9', 'set 10']);
    expect(names(sortDatasets(items, 'created_at', 'asc'))).toEqual(['a-set', 'set 9', 'set 10', 'b-set']);
  });

  it('orders datasets written within one millisecond by their microseconds, not by name', () => {
    const burst = toListItems(
      [
        dataset({ id: '5', name: 'first', updated_at: '2024-05-01T10:00:00.000001' }),
        dataset({ id: '6', name: 'second', updated_at: '2024-05-01T10:00:00.000002' }),
      ],
      WORKSPACES,
    );
    expect(names(sortDatasets(burst, 'updated_at', 'desc'))).toEqual(['second', 'first']);
  });

  it('sorts by workspace name', () => {
    expect(names(sortDatasets(items, 'workspace', 'asc'))).toEqual(['a-set', 'set 10', 'b-set', 'set 9']);
    expect(sortDatasets(items, 'workspace', 'desc').map((item) => item.workspaceName)).toEqual(['beta', 'beta', 'alpha', 'alpha']);
  });

  it('sorts by the completed share, with unknown progress last in both directions', () => {
    const fractions: Record<string, number | null> = { '1': 0.5, '2': 1, '3': null, '4': 0 };
    const progressOf = (id: string) => fractions[id] ?? null;
    expect(names(sortDatasets(items, 'progress', 'desc', progressOf))).toEqual(['a-set', 'b-set', 'set 9', 'set 10']);
    expect(names(sortDatasets(items, 'progress', 'asc', progressOf))).toEqual(['set 9', 'b-set', 'a-set', 'set 10']);
  });

  it('does not change the list it was given', () => {
    const before = names(items);
    sortDatasets(items, 'name', 'desc');
    expect(names(items)).toEqual(before);
  });

  it('computes the completed share, 0 for an empty dataset', () => {
    expect(completedFraction({ completed: 3, total: 4 })).toBe(0.75);
    expect(completedFraction({ completed: 0, total: 0 })).toBe(0);
    expect(completedFraction(undefined)).toBeNull();
  });
});

describe('pagination', () => {
  const rows = Array.from({ length: 57 }, (_, index) => index + 1);

  it('cuts a page and says which rows it holds', () => {
    expect(paginate(rows, 1, 20)).toMatchObject({ page: 1, pageCount: 3, total: 57, from: 1, to: 20 });
    const last = paginate(rows, 3, 20);
    expect(last).toMatchObject({ page: 3, from: 41, to: 57 });
    expect(last.items).toHaveLength(17);
  });

  it('shows the last page for a page past the end', () => {
    expect(paginate(rows, 9, 20)).toMatchObject({ page: 3, from: 41, to: 57 });
    expect(clampPage(9, 57, 20)).toBe(3);
    expect(clampPage(0, 57, 20)).toBe(1);
  });

  it('has one empty page for no rows', () => {
    expect(paginate([], 4, 20)).toEqual({ items: [], page: 1, pageCount: 1, total: 0, from: 0, to: 0 });
  });
});
