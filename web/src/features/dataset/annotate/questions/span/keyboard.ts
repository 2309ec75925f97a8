/**
 * Keys of span annotation. The page's shortcuts panel lists `SPAN_SHORTCUTS`; descriptions are
 * i18n keys of `annotateSpanMessages`.
 *
 * While the span question is active (anywhere on the page):
 * - 1–9, then 0 for the tenth: choose the label new spans get.
 *
 * While the text of the field has focus (Tab to it):
 * - ← / →: move the word caret to the previous or next word (reversed in right-to-left text);
 * - Shift+← / Shift+→: extend the caret over the previous or next word;
 * - Home / End: first or last word;
 * - ↑ / ↓: select the previous or next span (the caret moves over it);
 * - Enter: add a span over the caret's words with the chosen label (the new span is selected);
 * - 1–9, 0: choose the label, and give it to the selected span if there is one;
 * - Delete / Backspace: remove the selected span (never passed on to the page, where Backspace
 *   discards the record);
 * - Escape: drop the caret and the selection.
 * Moving the caret with ← / → / Home / End drops the selected span, so number keys and Delete never
 * act on a span the caret merely passes through. Ctrl, Cmd and Alt combinations are left to the
 * page (Alt+↑/↓ moves between questions).
 *
 * With the mouse: select text to add a span (grown to whole words); hold Shift while selecting to
 * keep exact characters where the question allows it; click a span (or its tag) to select it, and
 * its × to remove it.
 *
 * Keys are ignored while typing in a text box, and when another handler already took them
 * (`defaultPrevented`); the field prevents the default of every key it handles, so the page's own
 * Enter, Backspace and number keys do not fire as well.
 */
export interface SpanShortcut {
  /** Keys as shown, one entry per alternative (`['Delete', 'Backspace']`). */
  keys: readonly string[];
  /** i18n key of the description. */
  description: string;
  /** Where the keys work: anywhere while the question is active, or in the focused text. */
  scope: 'question' | 'text';
}

export const SPAN_SHORTCUTS: readonly SpanShortcut[] = [
  { keys: ['1…9', '0'], description: 'annotateSpan.shortcuts.pickLabel', scope: 'question' },
  { keys: ['←', '→'], description: 'annotateSpan.shortcuts.moveCaret', scope: 'text' },
  { keys: ['Shift+←', 'Shift+→'], description: 'annotateSpan.shortcuts.extendCaret', scope: 'text' },
  { keys: ['Home', 'End'], description: 'annotateSpan.shortcuts.firstLast', scope: 'text' },
  { keys: ['↑', '↓'], description: 'annotateSpan.shortcuts.nextSpan', scope: 'text' },
  { keys: ['Enter'], description: 'annotateSpan.shortcuts.addSpan', scope: 'text' },
  { keys: ['1…9', '0'], description: 'annotateSpan.shortcuts.relabel', scope: 'text' },
  { keys: ['Delete', 'Backspace'], description: 'annotateSpan.shortcuts.remove', scope: 'text' },
  { keys: ['Escape'], description: 'annotateSpan.shortcuts.clear', scope: 'text' },
  { keys: ['Shift'], description: 'annotateSpan.shortcuts.characters', scope: 'text' },
];

/** One rule for "the person is typing" across the page: see ../keys.ts. */
export { isTypingTarget } from '../keys';

// Number keys and modifiers mean the same for labels of spans as for options of other questions.
export { hasCommandModifier, keyHintForIndex as keyForLabelIndex, optionIndexForKey as labelIndexForKey } from '../keys';
