import { useKeyShortcuts } from '../page/useKeyShortcuts';
import { bulkShortcutFor, type BulkShortcut } from './bulk-keys';
import { BULK_CARD_ATTRIBUTE } from './BulkCard';
import { BULK_QUESTIONNAIRE_ATTRIBUTE } from './BulkQuestionnaire';

function resolve(event: KeyboardEvent): BulkShortcut | null {
  const target = event.target instanceof Element ? event.target : null;
  return bulkShortcutFor(event, {
    inQuestionnaire: Boolean(target?.closest(`[${BULK_QUESTIONNAIRE_ATTRIBUTE}]`)),
    onCard: Boolean(target?.hasAttribute(BULK_CARD_ATTRIBUTE)),
  });
}

/** Runs the bulk view's shortcut handlers from key presses anywhere on the page. */
export function useBulkShortcuts(handlers: Partial<Record<BulkShortcut, () => void>>, enabled = true): void {
  useKeyShortcuts(resolve, handlers, enabled);
}
