import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseTeamView, teamViewQuery, type TeamView } from './team-view';

/** The list's search and sort in the URL, so a view can be shared and Back undoes a sort. */
export function useTeamView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseTeamView(Object.fromEntries(params)), [params]);
  const setView = useCallback(
    (next: TeamView, options: { replace?: boolean } = {}) => setParams(teamViewQuery(next), { replace: options.replace ?? false }),
    [setParams],
  );
  return { view, setView };
}
