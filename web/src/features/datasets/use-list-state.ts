import { useCallback, useMemo } from 'react';
import { parseQuery } from '../../shared/api/query-params';
import { useSearchAhead } from '../../shared/routing/useSearchAhead';
import { applyListChange, listSearch, parseListState, type ListChange, type ListState } from './list-state';

export interface WriteOptions {
  /** For steps that should not be a Back stop (typing, correcting a page number). */
  replace?: boolean;
}

export interface ListStateControls {
  state: ListState;
  /** Applies a change to the view on screen (or one worked out from it) and writes it to the URL. */
  change: (change: ListChange | ((shown: ListState) => ListChange), options?: WriteOptions) => void;
  /** Writes a whole view, e.g. with the filters cleared. */
  replaceState: (next: ListState, options?: WriteOptions) => void;
}

/**
 * The list's view lives in the query string: shareable, and Back undoes a filter or page change.
 * A change shows at once, ahead of the URL (`useSearchAhead`), so a controlled checkbox or select does
 * not flick back to its old value while the router catches up, and a second change builds on the first.
 */
export function useListState(): ListStateControls {
  const { search, go } = useSearchAhead();
  const state = useMemo(() => stateOf(search), [search]);

  const replaceState = useCallback(
    (next: ListState, options: WriteOptions = {}) => go(() => ({ search: listSearch(next), replace: options.replace ?? false })),
    [go],
  );
  const change = useCallback(
    (listChange: ListChange | ((shown: ListState) => ListChange), options: WriteOptions = {}) =>
      go((search) => {
        const shown = stateOf(search);
        const next = applyListChange(shown, typeof listChange === 'function' ? listChange(shown) : listChange);
        return { search: listSearch(next), replace: options.replace ?? false };
      }),
    [go],
  );

  return { state, change, replaceState };
}

function stateOf(search: string): ListState {
  return parseListState(parseQuery(search));
}
