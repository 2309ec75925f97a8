import type { Question } from '../model/types';
import { SHORTCUTS_BY_TYPE } from '../questions/shortcuts';
import { SPAN_SHORTCUTS } from '../questions/span/keyboard';
import { PAGE_SHORTCUTS, type ShortcutGroup } from './ShortcutsPanel';

type QuestionType = Question['settings']['type'];

/** The keys of one question type, in the panel's shape. */
function groupFor(type: QuestionType): ShortcutGroup {
  const items =
    type === 'span'
      ? SPAN_SHORTCUTS.map((shortcut) => ({ keys: [...shortcut.keys], labelKey: shortcut.description }))
      : SHORTCUTS_BY_TYPE[type].map((shortcut) => ({ keys: [...shortcut.keys], labelKey: shortcut.i18nKey }));
  return { titleKey: `dataset.types.question.${type}`, items };
}

/** The page's shortcuts, then those of each question type the dataset uses, in question order. */
export function shortcutGroups(questions: readonly Question[]): ShortcutGroup[] {
  const types = [...new Set(questions.map((question) => question.settings.type))];
  return [...PAGE_SHORTCUTS, ...types.map(groupFor)];
}
