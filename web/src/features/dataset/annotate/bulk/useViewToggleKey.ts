import { useEffect, useRef } from 'react';
import { isTypingTarget } from '../questions/keys';
import { isViewToggle } from './bulk-keys';

/** Alt+B switches between the focus and the bulk view, in either. */
export function useViewToggleKey(toggle: (() => void) | null): void {
  const current = useRef(toggle);
  current.current = toggle;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.repeat) return;
      if (!current.current || !isViewToggle(event, isTypingTarget(event.target))) return;
      event.preventDefault();
      current.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
