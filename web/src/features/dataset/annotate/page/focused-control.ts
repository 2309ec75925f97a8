import { isTypingTarget, type TargetLike } from '../questions/keys';

/**
 * The page's one rule for keys: a key that the focused control uses is the control's, never a
 * shortcut of the page (submit, discard, the next record, a draft, undo...). Pure, over event-like
 * objects, so it is tested without a browser; `useKeyShortcuts` applies it to every page shortcut.
 */

export interface ControlKeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** A handler before the page's took the key (a question editor, the span list, a menu). */
  defaultPrevented?: boolean;
}

/**
 * What a focused element does with keys:
 * - `text`: a text box of any kind (input, textarea, select, contenteditable, the textbox, searchbox,
 *   combobox and spinbutton roles) types or edits with every key;
 * - `list`: a listbox, menu, menubar, grid or tree moves with the arrows, chooses with Enter and Space
 *   and finds an item by its first letter;
 * - `group`: a radio group or a tab list moves with the arrows and selects with Space;
 * - `slider`: a slider moves with the arrows and Page Up/Down;
 * - `button`: a button, link, tab, menu item or option answers Enter and Space;
 * - `toggle`: a checkbox, switch or radio flips with Space.
 */
export type ControlKind = 'text' | 'list' | 'group' | 'slider' | 'button' | 'toggle';

const ROLE = (...roles: string[]) => roles.map((role) => `[role="${role}"]`).join(', ');
const TEXT_SELECTOR = ROLE('textbox', 'searchbox', 'combobox', 'spinbutton');
const LIST_SELECTOR = ROLE('listbox', 'menu', 'menubar', 'grid', 'tree', 'treegrid');
const GROUP_SELECTOR = `${ROLE('radiogroup', 'tablist')}, input[type="radio"]`;
const SLIDER_SELECTOR = `${ROLE('slider')}, input[type="range"]`;
const BUTTON_SELECTOR = `button, a[href], summary, input[type="button"], input[type="submit"], input[type="reset"], ${ROLE(
  'button',
  'link',
  'tab',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
)}`;
const TOGGLE_SELECTOR = `input[type="checkbox"], input[type="radio"], ${ROLE('checkbox', 'switch', 'radio')}`;

const MOVES: ReadonlySet<string> = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);
const PAGES: ReadonlySet<string> = new Set(['PageUp', 'PageDown']);
/** With Ctrl or ⌘, these edit text (select all, copy, paste, cut, undo, redo, by word or line). */
const TEXT_COMMANDS: ReadonlySet<string> = new Set(['a', 'c', 'v', 'x', 'z', 'y', 'Backspace', 'Delete', ...MOVES]);

function within(target: TargetLike, selector: string): boolean {
  return typeof target.closest === 'function' && Boolean(target.closest(selector));
}

/** The kinds of control the key lands in: the element itself and the widget around it (a chip in a radio group). */
export function controlKinds(target: EventTarget | TargetLike | null | undefined): ControlKind[] {
  if (!target || typeof target !== 'object') return [];
  const element = target as TargetLike;
  // A range input is no text box, and isTypingTarget knows it.
  if (isTypingTarget(element) || within(element, TEXT_SELECTOR)) return ['text'];
  const kinds: ControlKind[] = [];
  if (within(element, LIST_SELECTOR)) kinds.push('list');
  if (within(element, GROUP_SELECTOR)) kinds.push('group');
  if (within(element, SLIDER_SELECTOR)) kinds.push('slider');
  if (within(element, BUTTON_SELECTOR)) kinds.push('button');
  if (within(element, TOGGLE_SELECTOR)) kinds.push('toggle');
  return kinds;
}

/** Whether a control of this kind uses the key. */
export function controlUsesKey(kind: ControlKind, press: ControlKeyPress): boolean {
  const command = press.ctrlKey || press.metaKey;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (kind === 'text') {
    // Tab leaves the box and Escape leaves it too (the text question hands the keyboard back to its card).
    if (key === 'Tab' || key === 'Escape') return false;
    return command ? TEXT_COMMANDS.has(key) : true;
  }
  // Alt, Ctrl and ⌘ combinations are the page's and the browser's (Alt+↑/↓ moves between questions).
  if (command || press.altKey) return false;
  switch (kind) {
    case 'list':
      return MOVES.has(key) || PAGES.has(key) || key === 'Enter' || key === ' ' || press.key.length === 1;
    case 'group':
      return MOVES.has(key) || key === ' ';
    case 'slider':
      return MOVES.has(key) || PAGES.has(key);
    case 'button':
      return key === 'Enter' || key === ' ';
    case 'toggle':
      return key === ' ';
  }
}

/**
 * True when the key belongs to the focused control: a handler already took it, or the control uses
 * it (arrows in a radio group or a list, anything typed into a text box, Enter on a button or in a
 * search box). Then no page shortcut may act on it.
 */
export function isFocusedControlKey(press: ControlKeyPress, target: EventTarget | TargetLike | null | undefined): boolean {
  if (press.defaultPrevented) return true;
  return controlKinds(target).some((kind) => controlUsesKey(kind, press));
}
