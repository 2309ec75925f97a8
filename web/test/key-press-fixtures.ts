import type { KeyPress } from '../src/features/dataset/annotate/page/shortcuts';

/** A key press with no modifier held but those given (and `code`, where a test needs the physical key). */
export const press = (key: string, modifiers: Partial<KeyPress> & { code?: string } = {}): KeyPress & { code?: string } => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});
