import type { Question } from '../annotate/model/types';
import { shortcutGroups } from '../annotate/page/shortcut-groups';
import { PAGE_SHORTCUTS, type ShortcutGroup } from '../annotate/page/ShortcutsPanel';
import { VALIDATE_KEYS } from './shortcuts';

/** The review view's keys, then those of each question type's editor (the annotation page's own). */
export function reviewShortcutGroups(questions: readonly Question[]): ShortcutGroup[] {
  const editors = shortcutGroups(questions).slice(PAGE_SHORTCUTS.length);
  return [
    {
      titleKey: 'review.shortcuts.records',
      items: [
        { keys: ['→'], labelKey: 'review.shortcuts.next' },
        { keys: ['←'], labelKey: 'review.shortcuts.previous' },
        { keys: ['Alt', 'G'], labelKey: 'annotateJump.shortcut' },
        { keys: [VALIDATE_KEYS], labelKey: 'review.shortcuts.validate' },
        { keys: ['?'], labelKey: 'review.shortcuts.help' },
      ],
    },
    {
      titleKey: 'review.shortcuts.questions',
      items: [
        { keys: ['Alt', '↓'], labelKey: 'review.shortcuts.nextQuestion' },
        { keys: ['Alt', '↑'], labelKey: 'review.shortcuts.previousQuestion' },
        { keys: ['1', '…', '9'], labelKey: 'review.shortcuts.accept' },
        { keys: ['Shift', '1…9'], labelKey: 'review.shortcuts.acceptAll' },
        { keys: ['M'], labelKey: 'review.shortcuts.merge' },
        { keys: ['Tab'], labelKey: 'review.shortcuts.edit' },
        { keys: ['Esc'], labelKey: 'review.shortcuts.leaveEditor' },
      ],
    },
    ...editors,
  ];
}
