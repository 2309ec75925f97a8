import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseQuery } from '../../shared/api/query-params';
import { applyListChange, listSearch, parseListState, type ListChange, type ListState } from './list-state';

export interface WriteOptions {
  /** For steps that should not be a Back stop (typing, correcting a page number). */
  replace?: boolean;
}

export interface ListStateControls {
  state: ListState;
  /** Applies a change and writes it to the URL. */
  change: (change: ListChange, options?: WriteOptions) => void;
  /** Writes a whole view, e.g. with the filters cleared. */
  replaceState: (next: ListState, options?: WriteOptions) => void;
}

/** A view written to the URL that the router has not rendered yet, and the URL it was written over. */
interface PendingView {
  over: string;
  state: ListState;
}

/**
 * The list's view lives in the query string: shareable, and Back undoes a filter or page change.
 *
 * The router applies a navigation in a transition, a moment after the click. Until then the view just
 * written is shown from here, so a controlled checkbox or select does not flick back to its old value.
 */
export function useListState(): ListStateControls {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingView | null>(null);
  const fromUrl = useMemo(() => parseListState(parseQuery(search)), [search]);
  // Once the URL moves on (our write landed, or Back), the URL is the truth again.
  const state = pending && pending.over === search ? pending.state : fromUrl;

  const replaceState = useCallback(
    (next: ListState, options: WriteOptions = {}) => {
      const nextSearch = listSearch(next);
      if (nextSearch === listSearch(state)) return;
      setPending({ over: search, state: next });
      void navigate({ search: nextSearch }, { replace: options.replace ?? false });
    },
    [navigate, search, state],
  );

  const change = useCallback(
    (listChange: ListChange, options?: WriteOptions) => replaceState(applyListChange(state, listChange), options),
    [replaceState, state],
  );

  return { state, change, replaceState };
}
