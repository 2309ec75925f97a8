import { describe, expect, it } from 'vitest';
import type { SpanAnswer } from '../src/features/dataset/annotate/model/types';
import { caretOver, caretRange, caretToEdge, moveCaret, neighbourSpan } from '../src/features/dataset/annotate/questions/span/caret';
import {
  SPAN_SHORTCUTS,
  hasCommandModifier,
  isTypingTarget,
  keyForLabelIndex,
  labelIndexForKey,
} from '../src/features/dataset/annotate/questions/span/keyboard';
import { annotateSpanMessages } from '../src/features/dataset/annotate/questions/span/messages';
import { indexText } from '../src/features/dataset/annotate/questions/span/text-index';
import { tokenize } from '../src/features/dataset/annotate/questions/span/tokens';

describe('span keys', () => {
  it('never fire while typing in a text box', () => {
    expect(isTypingTarget({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTypingTarget({ tagName: 'input', type: 'search' })).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingTarget({ tagName: 'SELECT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: 'SPAN', closest: (selector: string) => (selector.includes('contenteditable') ? {} : null) })).toBe(true);
  });

  it('fire on buttons, radios, checkboxes and plain elements', () => {
    expect(isTypingTarget({ tagName: 'INPUT', type: 'radio' })).toBe(false);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: false, closest: () => null })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('map 1–9 to the first nine labels and 0 to the tenth', () => {
    expect(['1', '2', '9', '0', 'a', 'F1', ' '].map(labelIndexForKey)).toEqual([0, 1, 8, 9, null, null, null]);
    expect([0, 8, 9, 10, -1].map(keyForLabelIndex)).toEqual(['1', '9', '0', null, null]);
  });

  it('leave keys with Ctrl, Cmd or Alt to others', () => {
    expect(hasCommandModifier({ ctrlKey: true, metaKey: false, altKey: false })).toBe(true);
    expect(hasCommandModifier({ ctrlKey: false, metaKey: false, altKey: false })).toBe(false);
  });

  it('are listed with descriptions that exist in the strings', () => {
    const english = annotateSpanMessages.en as unknown as Record<string, unknown>;
    for (const shortcut of SPAN_SHORTCUTS) {
      const text = shortcut.description.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], english);
      expect(typeof text, shortcut.description).toBe('string');
      expect(shortcut.keys.length).toBeGreaterThan(0);
    }
  });
});

describe('the keyboard word caret', () => {
  const text = 'Barack Obama visited Paris, France.';
  const index = indexText(text);
  const tokens = tokenize(index);
  const covered = (caret: Parameters<typeof caretRange>[0] | null) => {
    const range = caret && caretRange(caret, tokens);
    return range ? index.slice(range.start, range.end) : null;
  };

  it('starts at the first word going forward and the last going back', () => {
    expect(covered(moveCaret(null, 1, false, tokens.length))).toBe('Barack');
    expect(covered(moveCaret(null, -1, false, tokens.length))).toBe('.');
  });

  it('moves word by word, punctuation included, and stops at the ends', () => {
    let caret = moveCaret(null, 1, false, tokens.length);
    caret = moveCaret(caret, 1, false, tokens.length);
    expect(covered(caret)).toBe('Obama');
    caret = moveCaret(caret, -1, false, tokens.length);
    caret = moveCaret(caret, -1, false, tokens.length);
    expect(covered(caret)).toBe('Barack');
    expect(covered(caretToEdge(caret, 'last', false, tokens.length))).toBe('.');
  });

  it('extends with Shift and collapses onto the end it moves towards', () => {
    let caret = moveCaret(null, 1, false, tokens.length);
    caret = moveCaret(caret, 1, true, tokens.length);
    expect(covered(caret)).toBe('Barack Obama');
    expect(covered(moveCaret(caret, 1, false, tokens.length))).toBe('Obama');
    expect(covered(moveCaret(caret, -1, false, tokens.length))).toBe('Barack');
    const back = moveCaret({ anchor: 3, focus: 3 }, -1, true, tokens.length);
    expect(covered(back)).toBe('visited Paris');
    expect(covered(caretToEdge(back, 'first', true, tokens.length))).toBe('Barack Obama visited Paris');
  });

  it('has nothing to move over in an empty text', () => {
    expect(moveCaret(null, 1, false, 0)).toBeNull();
    expect(caretToEdge(null, 'first', false, 0)).toBeNull();
  });

  it('covers the words of a span', () => {
    expect(covered(caretOver(tokens, { start: 0, end: 12 }))).toBe('Barack Obama');
    expect(caretOver(tokens, { start: 6, end: 7 })).toBeNull();
  });

  it('goes from span to span in reading order', () => {
    const spans: SpanAnswer[] = [
      { start: 0, end: 12, label: 'PER' },
      { start: 21, end: 26, label: 'LOC' },
      { start: 28, end: 34, label: 'LOC' },
    ];
    expect(neighbourSpan(spans, { selected: 0 }, 1)).toBe(1);
    expect(neighbourSpan(spans, { selected: 2 }, 1)).toBeNull();
    expect(neighbourSpan(spans, { selected: 0 }, -1)).toBeNull();
    expect(neighbourSpan(spans, { range: null }, 1)).toBe(0);
    expect(neighbourSpan(spans, { range: null }, -1)).toBe(2);
    // From the caret on "visited": the next span is Paris, the previous Barack Obama.
    expect(neighbourSpan(spans, { range: { start: 13, end: 20 } }, 1)).toBe(1);
    expect(neighbourSpan(spans, { range: { start: 13, end: 20 } }, -1)).toBe(0);
    expect(neighbourSpan([], { range: null }, 1)).toBeNull();
  });
});
