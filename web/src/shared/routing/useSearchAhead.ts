import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { afterNextPaint } from '../dom/scheduling';
import { normalisedSearch } from './query-string';

/** A move: the query string to show, built on the one shown, and whether it replaces the history entry. */
export type SearchMove = (shown: string) => { search: string; replace: boolean };

/**
 * A page whose view lives in the query string, shown ahead of the address bar.
 *
 * The router applies URL changes in a transition (a beat later) and updating history costs a dozen
 * milliseconds, so a move (a ticked filter, the next record) is shown at once and the URL follows once
 * it has been painted; a controlled checkbox bound to the URL alone would untick until the router
 * caught up. Moves made before that (two quick submits) are merged into one URL update, which replaces
 * the history entry only if every one of them asked to.
 */
export function useSearchAhead() {
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
  const url = normalisedSearch(search);
  // Shown until the URL has caught up; if the URL moved elsewhere meanwhile (Back), the URL wins.
  const shown = ahead && (ahead.from.includes(url) || ahead.seen.includes(url)) ? ahead.to : url;
  const urlRef = useRef(url);
  urlRef.current = url;
  const committedUrl = useRef(url);
  useLayoutEffect(() => {
    committedUrl.current = url;
  }, [url]);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  useEffect(() => {
    if (navigated.current === url) navigated.current = null;
  }, [url]);
  // Once the URL has caught up, what was shown ahead is forgotten: going Back to where it came from
  // must show that place, not the one ahead of it.
  useEffect(() => {
    if (ahead && url === ahead.to && !pending.current) setAhead(null);
  }, [ahead, url]);

  const go = useCallback(
    (move: SearchMove) => {
      const waiting = pending.current;
      const from = waiting?.from ?? [currentSearch(), ...(navigated.current ? [navigated.current] : [])];
      // A move changes the view on screen, which may be ahead of the address bar: built on the address
      // bar, a move made while the page's own navigation is on its way (the first record of a new view
      // named in the URL) would bring back the previous view's filters.
      const next = move(waiting?.to ?? shownRef.current);
      const to = normalisedSearch(next.search);
      // A move to the view on screen changes nothing, and must not add a history entry for Back to undo.
      if (!waiting && to === shownRef.current) return;
      pending.current = { path: window.location.pathname, from, to, replace: (waiting?.replace ?? true) && next.replace };
      flushSync(() => setAhead({ from, seen: [urlRef.current, committedUrl.current], to }));
      if (waiting) return;
      afterNextPaint(() => {
        const target = pending.current;
        pending.current = null;
        // Back or a link moved the URL meanwhile: that place wins over the one shown ahead.
        if (!target || window.location.pathname !== target.path || !target.from.includes(currentSearch())) {
          setAhead(null);
          return;
        }
        navigated.current = target.to;
        void navigate({ pathname: target.path, search: `?${target.to}` }, { replace: target.replace });
      });
    },
    [navigate],
  );
  return { search: shown, go };
}

function currentSearch(): string {
  return normalisedSearch(window.location.search);
}
