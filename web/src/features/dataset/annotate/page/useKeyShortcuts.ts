import { useEffect, useRef } from 'react';
import { isFocusedControlKey } from './focused-control';

/**
 * Runs shortcut handlers from key presses anywhere on the page: `resolve` names the shortcut a key press
 * means (null: none), and its handler runs instead of the browser's default. Handlers are read at the key
 * press, so they may change from render to render without listening again. A key the focused control
 * uses, or that a handler already took, never reaches `resolve` (`focused-control.ts`): every shortcut
 * of the annotation page, the bulk view and the review view passes here.
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
      if (event.isComposing || isFocusedControlKey(event, event.target)) return;
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
