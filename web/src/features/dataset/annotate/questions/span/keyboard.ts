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

const TEXT_INPUT_TYPES = new Set([
  'text', 'search', 'email', 'password', 'url', 'tel', 'number', 'date', 'datetime-local', 'month', 'time', 'week',
]);

/** What `isTypingTarget` reads of an event target; a DOM element has all of it. */
interface TargetLike {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
  closest?: (selector: string) => unknown;
}

/**
 * Whether keys typed at this target are text being written: inputs that take text, text areas,
 * selects (which search by typed letters) and anything contenteditable.
 */
export function isTypingTarget(target: EventTarget | TargetLike | null): boolean {
  if (!target || typeof target !== 'object') return false;
  const element = target as TargetLike;
  const tag = element.tagName?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return TEXT_INPUT_TYPES.has((element.type ?? 'text').toLowerCase());
  if (element.isContentEditable) return true;
  return Boolean(element.closest?.('[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]'));
}

/** The option index a key picks: '1'…'9' are the first nine, '0' the tenth; null for other keys. */
export function labelIndexForKey(key: string): number | null {
  if (key.length !== 1 || key < '0' || key > '9') return null;
  return key === '0' ? 9 : Number(key) - 1;
}

/** The key that picks the option at this index, or null past the tenth. */
export function keyForLabelIndex(index: number): string | null {
  if (index < 0 || index > 9) return null;
  return index === 9 ? '0' : String(index + 1);
}

/** Ctrl, Cmd or Alt turn a key into someone else's shortcut (browser, page, assistive technology). */
export function hasCommandModifier(event: { ctrlKey: boolean; metaKey: boolean; altKey: boolean }): boolean {
  return event.ctrlKey || event.metaKey || event.altKey;
}
