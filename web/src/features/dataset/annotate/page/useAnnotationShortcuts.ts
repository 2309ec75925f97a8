import { useEffect, useRef } from 'react';
import { shortcutFor, type PageShortcut } from './shortcuts';

/** Runs the page's shortcut handlers from key presses anywhere on the page. */
export function useAnnotationShortcuts(handlers: Partial<Record<PageShortcut, () => void>>, enabled = true): void {
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const shortcut = shortcutFor(event, event.target);
      const handler = shortcut ? current.current[shortcut] : undefined;
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
