import type { ShortcutGroup } from '../page/ShortcutsPanel';
import type { AnnotationView } from './bulk-view';

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const k = (key: string) => `annotateBulk.shortcuts.${key}`;
const COMMAND = IS_MAC ? '⌘' : 'Ctrl';

/** The page's group the bulk view replaces (its keys act on one record). */
const RECORD_GROUP = 'annotate.shortcuts.global';

const TOGGLE = { keys: ['Alt', 'B'], labelKey: k('toggleView') };

const BULK_GROUP: ShortcutGroup = {
  titleKey: k('title'),
  items: [
    { keys: ['↵'], labelKey: k('submit') },
    { keys: ['⌫'], labelKey: k('discard') },
    { keys: [COMMAND, 'S'], labelKey: k('draft') },
    { keys: ['↓'], labelKey: k('nextCard') },
    { keys: ['↑'], labelKey: k('previousCard') },
    { keys: ['Space'], labelKey: k('toggleCard') },
    { keys: [COMMAND, 'A'], labelKey: k('togglePage') },
    { keys: ['→'], labelKey: k('nextPage') },
    { keys: ['←'], labelKey: k('previousPage') },
    { keys: ['Alt', 'G'], labelKey: 'annotateJump.shortcutBulk' },
    TOGGLE,
    { keys: ['?'], labelKey: 'annotate.shortcuts.help' },
  ],
};

/**
 * The shortcuts panel's groups for the view: the focus view's with the view switch added to its
 * record group; the bulk view's own group in place of the record group.
 */
export function viewShortcutGroups(groups: readonly ShortcutGroup[], view: AnnotationView, bulkAvailable: boolean): ShortcutGroup[] {
  if (view === 'bulk') return [BULK_GROUP, ...groups.filter((group) => group.titleKey !== RECORD_GROUP)];
  if (!bulkAvailable) return [...groups];
  return groups.map((group) => (group.titleKey === RECORD_GROUP ? { ...group, items: [...group.items, TOGGLE] } : group));
}
