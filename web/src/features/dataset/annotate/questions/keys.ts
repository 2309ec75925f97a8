/**
 * Which key events a question editor may treat as its own, and what the number keys mean.
 * Pure functions over event-like objects, so they are tested without a DOM.
 */

/** Input types that take no typing: keys pressed on them are shortcuts, not text. */
const NON_TEXT_INPUT_TYPES: ReadonlySet<string> = new Set([
  'button',
  'checkbox',
  'radio',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

export interface TargetLike {
  tagName?: unknown;
  type?: unknown;
  isContentEditable?: unknown;
  closest?: (selector: string) => unknown;
}

/** True when the key goes into a text box (input, textarea, select, contenteditable): never a shortcut. */
export function isTypingTarget(target: EventTarget | TargetLike | null | undefined): boolean {
  if (!target || typeof target !== 'object') return false;
  const element = target as TargetLike;
  if (element.isContentEditable === true) return true;
  const tag = typeof element.tagName === 'string' ? element.tagName.toUpperCase() : '';
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = typeof element.type === 'string' ? element.type.toLowerCase() : 'text';
    return !NON_TEXT_INPUT_TYPES.has(type);
  }
  // Inside an editable region (a node of it, not the region itself).
  return Boolean(typeof element.closest === 'function' && element.closest('[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]'));
}

export interface ModifierState {
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Ctrl, Cmd or Alt turn a key into a command of the browser or the page, never an option pick. */
export function hasCommandModifier(event: ModifierState): boolean {
  return event.ctrlKey || event.metaKey || event.altKey;
}

/** The option position a number key picks: 1–9 are the first nine, 0 the tenth. */
export function optionIndexForKey(key: string): number | null {
  if (key.length !== 1 || key < '0' || key > '9') return null;
  return key === '0' ? 9 : Number(key) - 1;
}

/** The key shown on the keycap of the option at `index` (0-based), or null past the tenth. */
export function keyHintForIndex(index: number): string | null {
  if (index < 0 || index > 9) return null;
  return index === 9 ? '0' : String(index + 1);
}

/** A printable letter typed without Ctrl, Cmd or Alt: it starts a label search. */
export function isSearchStartKey(event: ModifierState & { key: string }): boolean {
  return event.key.length === 1 && /\p{L}/u.test(event.key) && !hasCommandModifier(event);
}

/** How long after a `1` a `0` still means ten (rating 0–10 scales). */
export const DIGIT_COMBO_MS = 500;

export interface DigitMemory {
  digit: string;
  at: number;
}

export interface RatingKeyResult {
  value: number;
  /** The key completed a two-digit value ("1" then "0" = 10): it replaces what "1" picked. */
  combined: boolean;
}

/**
 * The rating a number key picks. Digits pick the value they name. `0` picks 0 when the scale has
 * it, or else 10. On a scale with both 0 and 10, 10 is typed as `1` then `0` within
 * {@link DIGIT_COMBO_MS}: the `1` picks 1 at once and the `0` turns it into 10, so no key waits.
 */
export function ratingValueForKey(
  key: string,
  values: readonly number[],
  previous: DigitMemory | null,
  now: number,
): RatingKeyResult | null {
  if (key.length !== 1 || key < '0' || key > '9') return null;
  const has = (value: number) => values.includes(value);
  if (key === '0') {
    if (previous && previous.digit === '1' && now - previous.at <= DIGIT_COMBO_MS && has(10) && has(0)) {
      return { value: 10, combined: true };
    }
    if (has(0)) return { value: 0, combined: false };
    if (has(10)) return { value: 10, combined: false };
    return null;
  }
  const value = Number(key);
  return has(value) ? { value, combined: false } : null;
}

/**
 * Whether a rating picked with `key` may still become a two-digit value: on a scale with both 0 and 10,
 * a "1" is followed by "0" for 10 within {@link DIGIT_COMBO_MS}, so the keyboard waits that long before
 * moving on to the next question.
 */
export function mayCombineWithNextDigit(key: string, values: readonly number[]): boolean {
  return key === '1' && values.includes(0) && values.includes(10);
}
