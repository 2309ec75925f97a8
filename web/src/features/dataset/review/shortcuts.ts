import type { KeyPress } from '../annotate/page/shortcuts';

export const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
/** Validate's keys as the buttons and the shortcuts panel show them. */
export const VALIDATE_KEYS = IS_MAC ? '⌘↵' : 'Ctrl+↵';

/** The attribute of a question's final-answer editor: keys pressed in it are the editor's own. */
export const EDITOR_ATTRIBUTE = 'data-review-editor';

/** What a key press asks of the review view. `accept:k` and `acceptAll:k` name the k-th submitted response. */
export type ReviewShortcut =
  | 'validate'
  | 'next'
  | 'previous'
  | 'help'
  | 'merge'
  | 'nextQuestion'
  | 'previousQuestion'
  | 'leaveEditor'
  | `accept:${number}`
  | `acceptAll:${number}`;

function inEditor(target: EventTarget | null): boolean {
  return Boolean(target && typeof (target as Element).closest === 'function' && (target as Element).closest(`[${EDITOR_ATTRIBUTE}]`));
}

/** The digit of a number key (1..9), by the physical key too, as Shift turns 1 into ! on most layouts. */
function digitOf(press: KeyPress & { code?: string }): number | null {
  const code = press.code?.match(/^(?:Digit|Numpad)([1-9])$/)?.[1];
  const key = /^[1-9]$/.test(press.key) ? press.key : code;
  return key ? Number(key) : null;
}

/**
 * The review view's keys, in the annotation page's style: ← and → move between records, Alt+↑/↓
 * between questions, ? lists the keys, and Ctrl/⌘+Enter validates (also while typing: it types
 * nothing). On a question (not in its final-answer editor): 1..9 accept that annotator's answer,
 * Shift+1..9 accept all of that annotator's answers, M merges. In the editor the keys are the editor's
 * (number keys pick options, letters search labels), and Escape leaves it for the question. Keys the
 * focused control uses (typing in a text box) never get here: `annotate/page/focused-control.ts`.
 */
export function reviewShortcutFor(press: KeyPress & { code?: string }, target: EventTarget | null): ReviewShortcut | null {
  const command = press.ctrlKey || press.metaKey;
  if (command && !press.altKey && !press.shiftKey && press.key === 'Enter') return 'validate';
  if (press.key === 'Escape' && !command && !press.altKey && inEditor(target)) return 'leaveEditor';
  if (press.altKey && !command) {
    if (press.key === 'ArrowDown') return 'nextQuestion';
    if (press.key === 'ArrowUp') return 'previousQuestion';
    return null;
  }
  if (command || press.altKey) return null;
  if (press.key === '?') return 'help';
  if (press.key === 'ArrowRight' && !press.shiftKey) return 'next';
  if (press.key === 'ArrowLeft' && !press.shiftKey) return 'previous';
  if (inEditor(target)) return null;
  const digit = digitOf(press);
  if (digit !== null) return press.shiftKey ? `acceptAll:${digit}` : `accept:${digit}`;
  if (press.shiftKey) return null;
  if (press.key === 'm' || press.key === 'M') return 'merge';
  return null;
}
