import { shortcutFor, type PageShortcut } from './shortcuts';
import { useKeyShortcuts } from './useKeyShortcuts';

/** Runs the page's shortcut handlers from key presses anywhere on the page. */
export function useAnnotationShortcuts(handlers: Partial<Record<PageShortcut, () => void>>, enabled = true): void {
  useKeyShortcuts(shortcutFor, handlers, enabled);
}
