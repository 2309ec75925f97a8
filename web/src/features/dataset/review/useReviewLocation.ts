import { useCallback, useMemo } from 'react';
import { useSearchAhead } from '../../../shared/routing/useSearchAhead';
import { parseReviewView, reviewQueryString, sameFilters, type ReviewView } from './review-view';

/**
 * The review view (filters and the record shown) lives in the URL, so a reload or a shared link opens
 * the same records, and the Team page can link to a question's disagreements. Moving between records
 * replaces the history entry; a change of filters adds one, so Back returns to the previous view.
 * A change shows at once, ahead of the URL (`useSearchAhead`), and a move made meanwhile (the queue
 * placing its first record as the reviewer picks a filter) builds on it rather than undoing it.
 */
export function useReviewLocation(questionNames: readonly string[]) {
  const { search, go: move } = useSearchAhead();
  const view = useMemo(() => parseReviewView(new URLSearchParams(search), questionNames), [search, questionNames]);
  const go = useCallback(
    (next: Partial<ReviewView>, options: { replace?: boolean } = {}) =>
      move((shown) => {
        const base = parseReviewView(new URLSearchParams(shown), questionNames);
        const target = { ...base, ...next };
        return { search: reviewQueryString(target), replace: options.replace ?? sameFilters(base, target) };
      }),
    [move, questionNames],
  );
  return { view, go };
}
