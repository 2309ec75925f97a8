import { useEffect, useRef } from 'react';
import { isTypingTarget } from '../questions/keys';
import { isActivatable } from '../page/shortcuts';
import { bulkShortcutFor, type BulkShortcut } from './bulk-keys';
import { BULK_CARD_ATTRIBUTE } from './BulkCard';
import { BULK_QUESTIONNAIRE_ATTRIBUTE } from './BulkQuestionnaire';

/** Runs the bulk view's shortcut handlers from key presses anywhere on the page. */
export function useBulkShortcuts(handlers: Partial<Record<BulkShortcut, () => void>>, enabled = true): void {
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof Element ? event.target : null;
      const shortcut = bulkShortcutFor(event, {
        typing: isTypingTarget(target),
        activatable: isActivatable(target),
        inQuestionnaire: Boolean(target?.closest(`[${BULK_QUESTIONNAIRE_ATTRIBUTE}]`)),
        onCard: Boolean(target?.hasAttribute(BULK_CARD_ATTRIBUTE)),
      });
      const handler = shortcut ? current.current[shortcut] : undefined;
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
