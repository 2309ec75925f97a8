import { useLayoutEffect, type RefObject } from 'react';

/**
 * Scrolls each pane back to its top whenever `key` changes, before the frame is painted. The annotation
 * and review pages keep their panes mounted from record to record (remounting them made every submit slow),
 * so without this the next record would open where the last one was scrolled to: a long article at its end.
 */
export function useScrollToTopOn(key: string, panes: ReadonlyArray<RefObject<HTMLElement | null>>): void {
  useLayoutEffect(() => {
    for (const pane of panes) pane.current?.scrollTo({ top: 0 });
    // Only another key scrolls: the refs are the same objects on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
