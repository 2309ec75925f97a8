import { keyboardLanding } from '../form/question-flow';
import type { Question } from '../model/types';

/** Attribute on the element that takes focus when a question is entered from the keyboard. */
export const ENTRY_ATTRIBUTE = 'data-question-entry';
/** Attribute on every question card, holding the question's name. */
export const CARD_ATTRIBUTE = 'data-question-card';
/** Attribute on the parts of the page that show one record (its fields, its questionnaire). */
export const RECORD_PART_ATTRIBUTE = 'data-record-part';
/** Attribute on the text a span question annotates, holding the question's id. */
export const SPAN_TEXT_ATTRIBUTE = 'data-span-text';

/** Puts the keyboard in the text a span question annotates (the focus view shows one per question). */
export function focusSpanText(questionId: string): void {
  document.querySelector<HTMLElement>(`[${SPAN_TEXT_ATTRIBUTE}="${CSS.escape(questionId)}"]`)?.focus();
}

/** The id of a question's title, which names its editor's group (aria-labelledby). */
export function questionTitleId(question: Pick<Question, 'id'>): string {
  return `question-${question.id}-title`;
}

/**
 * Moves focus into a question: its entry element (the current chip, the textarea, the first ranking
 * card), or else its first focusable element. Returns false when nothing could take focus.
 */
export function focusQuestionEntry(container: HTMLElement | null): boolean {
  if (!container) return false;
  const target =
    container.querySelector<HTMLElement>(`[${ENTRY_ATTRIBUTE}]`) ??
    container.querySelector<HTMLElement>('textarea, input, [tabindex="0"], button:not([disabled])');
  if (!target) return false;
  target.focus();
  return document.activeElement === target;
}

/**
 * Moves the keyboard to a question of the questionnaire in `root` (see `keyboardLanding`): into a text
 * question's box (while its Write tab is open), else onto the question's card.
 */
export function moveKeyboardToQuestion(root: ParentNode, question: Pick<Question, 'name' | 'settings'>): void {
  const card = root.querySelector<HTMLElement>(`[${CARD_ATTRIBUTE}="${CSS.escape(question.name)}"]`);
  const box = keyboardLanding(question) === 'text-box' ? card?.querySelector<HTMLElement>('textarea') : null;
  (box ?? card)?.focus();
}

/** Focus goes back to the question's card (e.g. leaving its text box with Esc), so shortcuts work again. */
export function focusOwningCard(element: HTMLElement): void {
  element.closest<HTMLElement>(`[${CARD_ATTRIBUTE}]`)?.focus();
}

/** Moves focus to the previous or next element matching `selector` inside `root`, from `current`. */
export function focusSibling(root: HTMLElement | null, selector: string, current: Element, step: number | 'first' | 'last'): void {
  if (!root) return;
  const items = Array.from(root.querySelectorAll<HTMLElement>(selector));
  if (items.length === 0) return;
  let index: number;
  if (step === 'first') index = 0;
  else if (step === 'last') index = items.length - 1;
  else {
    const at = items.indexOf(current as HTMLElement);
    index = Math.min(items.length - 1, Math.max(0, (at < 0 ? 0 : at) + step));
  }
  items[index]?.focus();
}
