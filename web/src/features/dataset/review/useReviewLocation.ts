import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseReviewView, reviewQueryString, sameFilters, type ReviewView } from './review-view';

/**
 * The review view (filters and the record shown) lives in the URL, so a reload or a shared link opens
 * the same records, and the Team page can link to a question's disagreements. Moving between records
 * replaces the history entry; a change of filters adds one, so Back returns to the previous view.
 */
export function useReviewLocation(questionNames: readonly string[]) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => parseReviewView(new URLSearchParams(search), questionNames), [search, questionNames]);
  // The view last asked for, until the URL shows it (or another): a move made meanwhile (the queue placing
  // its first record as the reviewer picks a filter) builds on it rather than on the view rendered last,
  // which would undo the filter.
  const requested = useRef<ReviewView | null>(null);
  useEffect(() => {
    requested.current = null;
  }, [search]);
  const go = useCallback(
    (next: Partial<ReviewView>, options: { replace?: boolean } = {}) => {
      const base = requested.current ?? view;
      const target = { ...base, ...next };
      const replace = options.replace ?? sameFilters(base, target);
      requested.current = target;
      void navigate({ pathname, search: `?${reviewQueryString(target)}` }, { replace });
    },
    [navigate, pathname, view],
  );
  return { view, go };
}
