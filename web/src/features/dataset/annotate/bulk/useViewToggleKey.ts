import { useKeyShortcuts } from '../page/useKeyShortcuts';
import { isViewToggle } from './bulk-keys';

const resolve = (event: KeyboardEvent) => (!event.repeat && isViewToggle(event) ? 'toggle' : null);

/** Alt+B switches between the focus and the bulk view, in either. */
export function useViewToggleKey(toggle: (() => void) | null): void {
  useKeyShortcuts(resolve, { toggle: toggle ?? undefined });
}
