import { useKeyShortcuts } from '../page/useKeyShortcuts';
import { isGoToKey } from './jump-target';

// A dialog (the shortcuts list, a bulk confirmation, a filter panel) keeps the keyboard while it is open.
const resolve = (event: KeyboardEvent) => {
  const inDialog = event.target instanceof Element && event.target.closest('dialog, [role="dialog"]') !== null;
  return !event.repeat && !inDialog && isGoToKey(event) ? 'goTo' : null;
};

/** Alt+G opens the counter's "Go to record" box, from anywhere on the page but a dialog or a text box. */
export function useGoToKey(open: (() => void) | null): void {
  useKeyShortcuts(resolve, { goTo: open ?? undefined });
}
