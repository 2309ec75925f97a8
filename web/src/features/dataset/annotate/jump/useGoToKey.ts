import { useEffect, useRef } from 'react';
import { isTypingTarget } from '../questions/keys';
import { isGoToKey } from './jump-target';

/** Alt+G opens the counter's "Go to record" box, from anywhere on the page but a dialog or a text box. */
export function useGoToKey(open: (() => void) | null): void {
  const current = useRef(open);
  current.current = open;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.repeat || !current.current) return;
      // A dialog (the shortcuts list, a bulk confirmation, a filter panel) keeps the keyboard while it is open.
      const inDialog = event.target instanceof Element && event.target.closest('dialog, [role="dialog"]') !== null;
      if (inDialog || !isGoToKey(event, isTypingTarget(event.target))) return;
      event.preventDefault();
      current.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
