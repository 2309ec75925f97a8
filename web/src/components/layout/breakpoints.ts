import { useSyncExternalStore } from 'react';

/**
 * The width at which the annotation and review pages stop showing panes side by side and stack them in
 * one scrolling column. The stylesheets say the same number in their `@media (max-width: 1100px)`.
 */
export const STACKED_LAYOUT_QUERY = '(max-width: 1100px)';

/** Whether a media query matches, following the window as it is resized. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
