import { useEffect, useLayoutEffect, useRef } from 'react';
import { hasCommandModifier, isTypingTarget } from './keys';

/**
 * Listens to keys on the document while the question has the keyboard. Keys typed into a text box
 * (the editor's own search box handles its keys itself), with Ctrl/Cmd/Alt, during IME composition,
 * or already handled (`defaultPrevented`) never reach `onKey`. A handled key must be
 * `preventDefault()`ed by `onKey`, so the page's own shortcuts skip it.
 */
export function useActiveKeys(enabled: boolean, onKey: (event: KeyboardEvent) => void): void {
  const latest = useRef(onKey);
  useLayoutEffect(() => {
    latest.current = onKey;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.repeat) return;
      if (hasCommandModifier(event) || isTypingTarget(event.target)) return;
      latest.current(event);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}

/** A callback whose identity never changes but that always calls the latest `fn`: keeps memoised children still. */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  const stable = useRef((...args: A) => latest.current(...args));
  return stable.current;
}
