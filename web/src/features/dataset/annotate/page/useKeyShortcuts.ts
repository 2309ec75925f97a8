import { useEffect, useRef } from 'react';

/**
 * Runs shortcut handlers from key presses anywhere on the page: `resolve` names the shortcut a key press
 * means (null: none), and its handler runs instead of the browser's default. Handlers are read at the key
 * press, so they may change from render to render without listening again.
 */
export function useKeyShortcuts<Shortcut extends string>(
  resolve: (event: KeyboardEvent) => Shortcut | null,
  handlers: Partial<Record<Shortcut, () => void>>,
  enabled = true,
): void {
  const current = useRef({ resolve, handlers });
  current.current = { resolve, handlers };
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const shortcut = current.current.resolve(event);
      const handler = shortcut ? current.current.handlers[shortcut] : undefined;
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
