import type { KeyPress } from '../page/shortcuts';

/**
 * The bulk view's keys. The focus view's keys keep their meaning where they make sense for many
 * records (Enter submits, Backspace discards, Ctrl/⌘+S saves drafts, ← and → turn pages, Alt+↑/↓ move
 * between questions, ? lists the keys); the cards add ↑/↓ to move between them, Space to select the
 * focused one, and Ctrl/⌘+A to select the whole page. Choosing an option never submits in bulk view.
 */
export type BulkShortcut =
  | 'submit'
  | 'discard'
  | 'draft'
  | 'nextPage'
  | 'previousPage'
  | 'nextCard'
  | 'previousCard'
  | 'toggleCard'
  | 'togglePage'
  | 'nextQuestion'
  | 'previousQuestion'
  | 'help';

/**
 * Where the key was pressed, as the page sees it. Keys the focused control uses (a text box's, Enter on
 * a button) never get here: `page/focused-control.ts`.
 */
export interface KeyContext {
  /** Inside the questionnaire, whose editors own the arrow keys. */
  inQuestionnaire: boolean;
  /** On a record card itself (not a control inside it). */
  onCard: boolean;
}

export function bulkShortcutFor(press: KeyPress, context: KeyContext): BulkShortcut | null {
  const command = press.ctrlKey || press.metaKey;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (command && !press.altKey && key === 's') return 'draft';
  if (press.altKey && !command) {
    if (press.key === 'ArrowDown') return 'nextQuestion';
    if (press.key === 'ArrowUp') return 'previousQuestion';
    return null;
  }
  if (command && !press.altKey && !press.shiftKey && key === 'a') return 'togglePage';
  if (command || press.altKey) return null;
  if (press.key === '?') return 'help';
  if (press.shiftKey) return null;
  switch (press.key) {
    case 'Enter':
      return 'submit';
    case 'Backspace':
      return 'discard';
    case 'ArrowRight':
      return 'nextPage';
    case 'ArrowLeft':
      return 'previousPage';
    case 'ArrowDown':
      return context.inQuestionnaire ? null : 'nextCard';
    case 'ArrowUp':
      return context.inQuestionnaire ? null : 'previousCard';
    case ' ':
      return context.onCard ? 'toggleCard' : null;
    default:
      return null;
  }
}

/** Alt+B switches between the focus and the bulk view, in both (by the key's place, so any layout works). */
export function isViewToggle(press: KeyPress & { code?: string }): boolean {
  if (!press.altKey || press.ctrlKey || press.metaKey || press.shiftKey) return false;
  return press.code === 'KeyB' || press.key.toLowerCase() === 'b';
}

/** The card to move to from `current` (-1: none focused yet), kept within the page. */
export function nextCardIndex(current: number, step: 1 | -1, count: number): number | null {
  if (count === 0) return null;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return Math.min(count - 1, Math.max(0, current + step));
}
