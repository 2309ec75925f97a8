import { shortcutFor, type PageShortcut } from './shortcuts';
import { useKeyShortcuts } from './useKeyShortcuts';

const resolve = (event: KeyboardEvent) => shortcutFor(event, event.target);

/** Runs the page's shortcut handlers from key presses anywhere on the page. */
export function useAnnotationShortcuts(handlers: Partial<Record<PageShortcut, () => void>>, enabled = true): void {
  useKeyShortcuts(resolve, handlers, enabled);
}
