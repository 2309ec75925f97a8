import type { RefObject } from 'react';
import { useHeightProperty } from '../../shared/dom/useHeightProperty';

/**
 * Stacked on a narrow window (`STACKED_LAYOUT_QUERY`), the annotation page is one scrolling column and its
 * action bar is pinned to the window's bottom, as the review view's is: a long record would otherwise keep
 * Submit below it, out of reach. The bar's height is kept on the document as this property, so the column
 * ends above the bar instead of under it.
 */
export const PINNED_ACTIONS_HEIGHT = '--pinned-actions-height';

const DOCUMENT_ROOT: RefObject<HTMLElement | null> = { current: typeof document === 'undefined' ? null : document.documentElement };

/** Publishes the height of the page's action bar (`bar`) as `PINNED_ACTIONS_HEIGHT`, while it is mounted. */
export function usePinnedActionsHeight(bar: RefObject<HTMLElement | null>): void {
  useHeightProperty(DOCUMENT_ROOT, bar, PINNED_ACTIONS_HEIGHT);
}
