import { useCallback, useMemo } from 'react';
import { readableQueryString } from '../../shared/routing/query-string';
import { useSearchAhead } from '../../shared/routing/useSearchAhead';
import { parseTeamView, teamViewQuery, type TeamView } from './team-view';

/**
 * The list's search and sort in the URL, so a view can be shared and Back undoes a sort. A change shows
 * at once, ahead of the URL (`useSearchAhead`), and builds on the view on screen: a second click on a
 * column before the router caught up reverses the order the first one set.
 */
export function useTeamView() {
  const { search, go } = useSearchAhead();
  const view = useMemo(() => viewOf(search), [search]);
  const setView = useCallback(
    (change: (shown: TeamView) => TeamView, options: { replace?: boolean } = {}) =>
      go((shown) => ({
        search: readableQueryString(new URLSearchParams(teamViewQuery(change(viewOf(shown))))),
        replace: options.replace ?? false,
      })),
    [go],
  );
  return { view, setView };
}

function viewOf(search: string): TeamView {
  return parseTeamView(Object.fromEntries(new URLSearchParams(search)));
}
