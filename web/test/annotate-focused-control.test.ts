// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { controlKinds, isFocusedControlKey } from '../src/features/dataset/annotate/page/focused-control';
import { press } from './key-press-fixtures';

/** The element marked `data-focus` in a piece of markup, as the key's target. */
function focusedIn(markup: string): Element {
  const host = document.createElement('div');
  host.innerHTML = markup;
  const target = host.querySelector('[data-focus]');
  if (!target) throw new Error('nothing is marked data-focus');
  return target;
}

const RECORD_KEYS = ['Enter', 'Backspace', 'ArrowLeft', 'ArrowRight'];
const owned = (target: Element, key: string, modifiers = {}) => isFocusedControlKey(press(key, modifiers), target);

describe('a key the focused control uses is the control’s', () => {
  it('leaves every key to the page on a question card, a span of text or the page itself', () => {
    for (const target of [focusedIn('<section tabindex="-1" data-focus>'), focusedIn('<p><span data-focus>text</span></p>'), document.body]) {
      for (const key of [...RECORD_KEYS, '1', '?']) expect(owned(target, key), key).toBe(false);
    }
    expect(controlKinds(null)).toEqual([]);
  });

  it('gives a text box every key it types or edits with, Enter and the arrows included', () => {
    const boxes = [
      focusedIn('<textarea data-focus></textarea>'),
      focusedIn('<input data-focus>'),
      focusedIn('<input type="search" data-focus>'),
      focusedIn('<input type="text" role="searchbox" data-focus>'),
      focusedIn('<div role="textbox" tabindex="0" data-focus></div>'),
      focusedIn('<div contenteditable="true"><b data-focus>bold</b></div>'),
      focusedIn('<select data-focus><option>a</option></select>'),
      focusedIn('<div role="combobox" tabindex="0" data-focus></div>'),
    ];
    for (const box of boxes) {
      expect(controlKinds(box)).toEqual(['text']);
      for (const key of [...RECORD_KEYS, 'Delete', 'Home', '1', 'a', '?', ' ']) expect(owned(box, key), key).toBe(true);
      // Editing with Ctrl/⌘ (select all, paste, undo, a word back) is the box's; Alt+↓ too (a Mac moves by paragraph).
      for (const key of ['a', 'v', 'z', 'ArrowLeft', 'Backspace']) expect(owned(box, key, { ctrlKey: true }), `Ctrl+${key}`).toBe(true);
      expect(owned(box, 'ArrowDown', { altKey: true })).toBe(true);
      // What a text box does not use stays the page's: Ctrl/⌘+S, Ctrl/⌘+Enter, Escape and Tab.
      expect(owned(box, 's', { ctrlKey: true })).toBe(false);
      expect(owned(box, 'S', { metaKey: true })).toBe(false);
      expect(owned(box, 'Enter', { metaKey: true })).toBe(false);
      expect(owned(box, 'Escape')).toBe(false);
      expect(owned(box, 'Tab')).toBe(false);
    }
  });

  it('gives a radio group and a tab list their arrows, Home, End and Space, and leaves Enter and Alt+arrows to the page', () => {
    const chip = focusedIn('<div role="radiogroup"><div role="radio" tabindex="0" data-focus>positive</div></div>');
    const tab = focusedIn('<div role="tablist"><button role="tab" data-focus>Write</button></div>');
    const radio = focusedIn('<input type="radio" name="r" data-focus>');
    for (const target of [chip, tab, radio]) {
      for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', ' ']) expect(owned(target, key), key).toBe(true);
      expect(owned(target, 'Backspace')).toBe(false);
      expect(owned(target, 'ArrowDown', { altKey: true })).toBe(false);
      expect(owned(target, '1')).toBe(false);
    }
    expect(owned(chip, 'Enter')).toBe(false);
    // A tab is a button too: Enter opens it.
    expect(owned(tab, 'Enter')).toBe(true);
  });

  it('gives a listbox, a menu, a grid or a tree its arrows, Enter, Space and the letters it finds items by', () => {
    for (const role of ['listbox', 'menu', 'menubar', 'grid', 'tree', 'treegrid']) {
      const item = focusedIn(`<div role="${role}"><div tabindex="0" data-focus>item</div></div>`);
      for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowDown', 'PageDown', 'Enter', ' ', 'b', '2']) expect(owned(item, key), `${role} ${key}`).toBe(true);
      expect(owned(item, 'Backspace'), role).toBe(false);
      expect(owned(item, 's', { ctrlKey: true }), role).toBe(false);
    }
  });

  it('gives a slider its arrows and Page Up/Down', () => {
    for (const slider of [focusedIn('<input type="range" data-focus>'), focusedIn('<div role="slider" tabindex="0" data-focus></div>')]) {
      expect(controlKinds(slider)).toContain('slider');
      for (const key of ['ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp']) expect(owned(slider, key), key).toBe(true);
      expect(owned(slider, 'Enter')).toBe(false);
    }
  });

  it('gives a button, a link or a menu item Enter and Space, and the page the rest', () => {
    for (const target of [
      focusedIn('<button data-focus>Show</button>'),
      focusedIn('<button><span data-focus>inside</span></button>'),
      focusedIn('<a href="/x" data-focus>link</a>'),
      focusedIn('<div role="button" tabindex="0" data-focus></div>'),
      focusedIn('<div role="menuitem" tabindex="0" data-focus></div>'),
    ]) {
      expect(owned(target, 'Enter')).toBe(true);
      expect(owned(target, ' ')).toBe(true);
      expect(owned(target, 'Backspace')).toBe(false);
      expect(owned(target, 'ArrowRight')).toBe(false);
    }
  });

  it('gives a checkbox Space only', () => {
    const box = focusedIn('<input type="checkbox" data-focus>');
    expect(owned(box, ' ')).toBe(true);
    for (const key of RECORD_KEYS) expect(owned(box, key), key).toBe(false);
  });

  it('gives any key a handler already took to that handler (the span list’s arrows, an editor’s number keys)', () => {
    const row = focusedIn('<ul><li><button data-focus>Person: Ada</button></li></ul>');
    expect(owned(row, 'ArrowRight')).toBe(false);
    expect(isFocusedControlKey({ ...press('ArrowRight'), defaultPrevented: true }, row)).toBe(true);
    expect(isFocusedControlKey({ ...press('1'), defaultPrevented: true }, document.body)).toBe(true);
  });
});
