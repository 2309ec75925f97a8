/** What a key press asks of the annotation page, whatever has focus. */
export type PageShortcut = 'submit' | 'discard' | 'draft' | 'next' | 'previous' | 'help' | 'nextQuestion' | 'previousQuestion' | 'comments';

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** The key's place on the keyboard (`KeyC`), whatever the layout types there (Alt+C types "ç" on a Mac). */
  code?: string;
}

/**
 * The page's shortcuts: Enter submits, Backspace discards, Ctrl/⌘+S saves a draft, ← and → move
 * between records, Alt+↑/↓ between questions, Alt+C opens or closes the record's comments (not a bare
 * C: a letter starts a label question's search), ? shows the list. Keys the focused control uses never
 * get here (`focused-control.ts`): in a text box only Ctrl/⌘+S does, which types nothing and which
 * people press out of habit to save.
 */
export function shortcutFor(press: KeyPress): PageShortcut | null {
  const command = press.ctrlKey || press.metaKey;
  if (command && !press.altKey && press.key.toLowerCase() === 's') return 'draft';
  if (press.altKey && !command) {
    if (press.key === 'ArrowDown') return 'nextQuestion';
    if (press.key === 'ArrowUp') return 'previousQuestion';
    if (!press.shiftKey && (press.code === 'KeyC' || press.key.toLowerCase() === 'c')) return 'comments';
    return null;
  }
  if (command || press.altKey) return null;
  if (press.key === '?') return 'help';
  if (press.shiftKey) return null;
  switch (press.key) {
    case 'Enter':
      return 'submit';
    case 'Backspace':
      return 'discard';
    case 'ArrowRight':
      return 'next';
    case 'ArrowLeft':
      return 'previous';
    default:
      return null;
  }
}
