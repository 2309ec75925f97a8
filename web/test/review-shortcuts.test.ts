import { describe, expect, it } from 'vitest';
import { isFocusedControlKey } from '../src/features/dataset/annotate/page/focused-control';
import { EDITOR_ATTRIBUTE, reviewShortcutFor } from '../src/features/dataset/review/shortcuts';
import { press } from './key-press-fixtures';

/** Stand-ins for DOM elements: what the shortcut rules look at. */
function element(tagName: string, options: { type?: string; inEditor?: boolean } = {}) {
  return {
    tagName,
    type: options.type ?? 'text',
    isContentEditable: false,
    closest: (selector: string) => (options.inEditor && selector.includes(EDITOR_ATTRIBUTE) ? {} : null),
  } as unknown as EventTarget;
}

const body = element('BODY');
const card = element('SECTION');
const chip = element('BUTTON', { inEditor: true });

describe('the review view shortcuts', () => {
  it('move between records with the arrows and between questions with Alt+arrows', () => {
    expect(reviewShortcutFor(press('ArrowRight'), body)).toBe('next');
    expect(reviewShortcutFor(press('ArrowLeft'), card)).toBe('previous');
    expect(reviewShortcutFor(press('ArrowDown', { altKey: true }), card)).toBe('nextQuestion');
    expect(reviewShortcutFor(press('ArrowUp', { altKey: true }), card)).toBe('previousQuestion');
  });

  it('validate with Ctrl+Enter or ⌘+Enter, even while typing; Enter alone does nothing', () => {
    expect(reviewShortcutFor(press('Enter', { ctrlKey: true }), body)).toBe('validate');
    expect(reviewShortcutFor(press('Enter', { metaKey: true }), element('TEXTAREA', { inEditor: true }))).toBe('validate');
    expect(reviewShortcutFor(press('Enter'), body)).toBeNull();
  });

  it("accept annotator k's answer with k, all of it with Shift+k, and merge with M", () => {
    expect(reviewShortcutFor(press('1'), card)).toBe('accept:1');
    expect(reviewShortcutFor(press('9'), body)).toBe('accept:9');
    expect(reviewShortcutFor(press('!', { shiftKey: true, code: 'Digit1' }), card)).toBe('acceptAll:1');
    expect(reviewShortcutFor(press('m'), card)).toBe('merge');
    expect(reviewShortcutFor(press('M'), card)).toBe('merge');
    expect(reviewShortcutFor(press('0'), card)).toBeNull();
  });

  it('leave number keys and letters to the final-answer editor, where Escape goes back to the question', () => {
    expect(reviewShortcutFor(press('1'), chip)).toBeNull();
    expect(reviewShortcutFor(press('m'), chip)).toBeNull();
    expect(reviewShortcutFor(press('Escape'), chip)).toBe('leaveEditor');
    expect(reviewShortcutFor(press('Escape'), card)).toBeNull();
    expect(reviewShortcutFor(press('ArrowRight'), chip)).toBe('next');
  });

  it('never fire while typing in a text box (the page’s key rule keeps them there), but ? shows the list elsewhere', () => {
    const search = element('INPUT', { type: 'search' });
    for (const key of ['1', 'm', 'ArrowRight', '?']) expect(isFocusedControlKey(press(key), search)).toBe(true);
    // Escape leaves the final answer's text box, and Ctrl/⌘+Enter validates from it.
    expect(isFocusedControlKey(press('Escape'), element('TEXTAREA', { inEditor: true }))).toBe(false);
    expect(isFocusedControlKey(press('Enter', { metaKey: true }), element('TEXTAREA', { inEditor: true }))).toBe(false);
    expect(reviewShortcutFor(press('?', { shiftKey: true }), body)).toBe('help');
  });

  it('leave browser and system combinations alone', () => {
    expect(reviewShortcutFor(press('ArrowLeft', { altKey: true }), body)).toBeNull();
    expect(reviewShortcutFor(press('1', { ctrlKey: true }), body)).toBeNull();
    expect(reviewShortcutFor(press('m', { metaKey: true }), body)).toBeNull();
  });
});
