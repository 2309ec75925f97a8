import { type Question, validateQuestionValue } from '@gloss/contract';
import { describe, expect, it } from 'vitest';
import type { SpanAnswer } from '../src/features/dataset/annotate/model/types';
import {
  addSpan,
  compareSpans,
  drawableSpans,
  relabelSpan,
  removeSpan,
  selectionMode,
  snapSelection,
  snapUtf16Selection,
  spanDepths,
  spansContaining,
  spansReplacedBy,
} from '../src/features/dataset/annotate/questions/span/span-model';
import { indexText } from '../src/features/dataset/annotate/questions/span/text-index';
import { tokenize } from '../src/features/dataset/annotate/questions/span/tokens';

function setup(text: string) {
  const index = indexText(text);
  return { index, tokens: tokenize(index) };
}

/** Snaps a selection given as a substring's UTF-16 position, and reads back the covered text. */
function snapped(text: string, from: number, to: number, mode: 'word' | 'character'): string | null {
  const { index, tokens } = setup(text);
  const range = snapUtf16Selection(index, tokens, from, to, mode);
  return range && index.slice(range.start, range.end);
}

const span = (start: number, end: number, label: string): SpanAnswer => ({ start, end, label });

describe('selection mode', () => {
  it('selects characters only with Shift and where the question allows it', () => {
    expect(selectionMode(false, true)).toBe('word');
    expect(selectionMode(true, true)).toBe('character');
    expect(selectionMode(true, false)).toBe('word');
    expect(selectionMode(false, false)).toBe('word');
  });
});

describe('snapping a selection to words', () => {
  const text = 'Barack Obama visited Paris, France.';

  it('grows a partial selection to the whole words it touches', () => {
    // "ack Ob"
    expect(snapped(text, 3, 9, 'word')).toBe('Barack Obama');
    expect(snapped(text, 0, 1, 'word')).toBe('Barack');
  });

  it('drops leading and trailing whitespace and ignores whitespace-only selections', () => {
    // " Obama "
    expect(snapped(text, 6, 13, 'word')).toBe('Obama');
    expect(snapped(text, 6, 7, 'word')).toBeNull();
    expect(snapped(text, 4, 4, 'word')).toBeNull();
  });

  it('stops at punctuation, which is a token of its own', () => {
    // "Paris, Fr"
    expect(snapped(text, 21, 30, 'word')).toBe('Paris, France');
    expect(snapped(text, 26, 27, 'word')).toBe(',');
  });

  it('accepts a selection made backwards', () => {
    expect(snapped(text, 9, 3, 'word')).toBe('Barack Obama');
  });

  it('returns code-point offsets when emoji come before the selection', () => {
    const emojiText = '🎉🎉 Angela Merkel 👩‍💻 spoke';
    const { index, tokens } = setup(emojiText);
    const from = emojiText.indexOf('Angela');
    const range = snapUtf16Selection(index, tokens, from, from + 'Angela Merkel'.length, 'word');
    expect(range).toEqual({ start: 3, end: 16 });
    expect([...emojiText].slice(3, 16).join('')).toBe('Angela Merkel');
  });

  it('takes a whole emoji sequence even when the selection cuts into it', () => {
    const emojiText = 'coder 👩‍💻 here';
    const at = emojiText.indexOf('👩');
    expect(snapped(emojiText, at + 1, at + 3, 'word')).toBe('👩‍💻');
  });
});

describe('snapping a selection to characters', () => {
  const text = 'Barack Obama visited Paris.';

  it('keeps the exact characters', () => {
    expect(snapped(text, 3, 9, 'character')).toBe('ack Ob');
  });

  it('trims whitespace at both ends and ignores whitespace-only selections', () => {
    expect(snapped(text, 6, 13, 'character')).toBe('Obama');
    expect(snapped(text, 6, 7, 'character')).toBeNull();
  });

  it('never splits an emoji, a flag or a letter from its accent', () => {
    const emojiText = 'x👩‍💻y🇩🇪z e\u0301t';
    // Inside the joined emoji: one unit into 👩 to one unit into 💻.
    expect(snapped(emojiText, 2, 5, 'character')).toBe('👩‍💻');
    const flag = emojiText.indexOf('🇩🇪');
    expect(snapped(emojiText, flag + 2, flag + 3, 'character')).toBe('🇩🇪');
    const accent = emojiText.indexOf('\u0301');
    expect(snapped(emojiText, accent, accent + 1, 'character')).toBe('e\u0301');
  });

  it('snaps characters by code points', () => {
    const { index, tokens } = setup('😀abc');
    expect(snapSelection(index, tokens, { start: 1, end: 3 }, 'character')).toEqual({ start: 1, end: 3 });
    expect(snapSelection(index, tokens, { start: 2, end: 3 }, 'word')).toEqual({ start: 1, end: 4 });
  });
});

describe('adding, removing and relabelling spans', () => {
  const obama = span(0, 12, 'PER');
  const paris = span(21, 26, 'LOC');

  it('keeps spans sorted by start, the enclosing one first', () => {
    expect(addSpan([paris], obama, false)).toEqual([obama, paris]);
    const inner = span(7, 12, 'PER');
    expect(addSpan([inner], obama, true)).toEqual([obama, inner]);
    expect([span(3, 4, 'B'), span(3, 4, 'A'), span(0, 9, 'A')].sort(compareSpans)).toEqual([span(0, 9, 'A'), span(3, 4, 'A'), span(3, 4, 'B')]);
  });

  it('replaces every overlapped span when overlapping is not allowed', () => {
    const spans = [span(0, 6, 'PER'), span(7, 12, 'PER'), paris];
    const next = addSpan(spans, span(3, 9, 'ORG'), false);
    expect(next).toEqual([span(3, 9, 'ORG'), paris]);
    expect(spansReplacedBy(spans, span(3, 9, 'ORG'), false)).toEqual([span(0, 6, 'PER'), span(7, 12, 'PER')]);
  });

  it('keeps spans that only touch the new one', () => {
    expect(addSpan([span(0, 6, 'PER')], span(6, 12, 'PER'), false)).toEqual([span(0, 6, 'PER'), span(6, 12, 'PER')]);
  });

  it('stacks overlapping spans when allowed, without duplicates', () => {
    const spans = [obama];
    const next = addSpan(spans, span(7, 12, 'LAST'), true);
    expect(next).toEqual([obama, span(7, 12, 'LAST')]);
    expect(spansReplacedBy(spans, span(7, 12, 'LAST'), true)).toEqual([]);
    expect(addSpan(next, span(0, 12, 'PER'), true)).toEqual(next);
    expect(addSpan(next, span(0, 12, 'ORG'), true)).toEqual([span(0, 12, 'ORG'), obama, span(7, 12, 'LAST')]);
  });

  it('ignores an empty span', () => {
    expect(addSpan([obama], span(4, 4, 'PER'), false)).toEqual([obama]);
  });

  it('removes one span and leaves the list untouched otherwise', () => {
    const spans = [obama, paris];
    expect(removeSpan(spans, obama)).toEqual([paris]);
    expect(removeSpan(spans, span(0, 12, 'LOC'))).toEqual(spans);
    expect(spans).toEqual([obama, paris]);
  });

  it('relabels a span, merging with the same range under that label', () => {
    expect(relabelSpan([obama, paris], obama, 'ORG')).toEqual([span(0, 12, 'ORG'), paris]);
    expect(relabelSpan([obama, span(0, 12, 'ORG')], obama, 'ORG')).toEqual([span(0, 12, 'ORG')]);
  });

  it('finds the spans containing a range, innermost first', () => {
    const spans = [obama, span(7, 12, 'LAST'), paris];
    expect(spansContaining(spans, { start: 8, end: 9 })).toEqual([span(7, 12, 'LAST'), obama]);
    expect(spansContaining(spans, { start: 13, end: 14 })).toEqual([]);
  });
});

describe('drawing spans', () => {
  it('clips spans to the text, drops empty and duplicate ones, and sorts them', () => {
    expect(drawableSpans([span(5, 99, 'A'), span(2, 2, 'B'), span(-3, 1, 'C'), span(5, 99, 'A'), span(40, 50, 'D')], 10)).toEqual([
      span(0, 1, 'C'),
      span(5, 10, 'A'),
    ]);
    expect(drawableSpans(undefined, 10)).toEqual([]);
  });

  it('gives overlapping spans different depths and each span one depth', () => {
    const spans = [span(0, 10, 'A'), span(2, 4, 'B'), span(3, 8, 'C'), span(5, 6, 'D'), span(12, 14, 'E')];
    expect(spanDepths(spans)).toEqual([0, 1, 2, 1, 0]);
    expect(spanDepths([span(0, 2, 'A'), span(2, 4, 'B')])).toEqual([0, 0]);
  });
});

describe('spans made by the model are accepted by the server rules', () => {
  const question = (allowOverlapping: boolean) =>
    ({
      name: 'entities',
      settings: {
        type: 'span',
        field: 'text',
        options: [
          { value: 'PER', text: 'Person', description: null },
          { value: 'LOC', text: 'Location', description: null },
        ],
        visible_options: null,
        allow_overlapping: allowOverlapping,
        allow_character_annotation: true,
      },
    }) satisfies Pick<Question, 'name' | 'settings'>;

  it('measures offsets in code points, as the server does', () => {
    const text = '👋🏽 Olá! 😀 Angela Merkel em Berlin 🇩🇪';
    const { index, tokens } = setup(text);
    const select = (words: string, label: string) => {
      const from = text.indexOf(words);
      const range = snapUtf16Selection(index, tokens, from, from + words.length, 'word')!;
      return { ...range, label };
    };
    let spans: SpanAnswer[] = [];
    spans = addSpan(spans, select('Angela Merkel', 'PER'), false);
    spans = addSpan(spans, select('Berlin 🇩🇪', 'LOC'), false);
    expect(validateQuestionValue(question(false), spans, 'submitted', { text })).toBeNull();
    // The server would read the same words at these offsets (Python slices by code point).
    const points = [...text];
    expect(spans.map((item) => points.slice(item.start, item.end).join(''))).toEqual(['Angela Merkel', 'Berlin 🇩🇪']);
    // The last span ends exactly at the text's end in code points, past it in UTF-16 units.
    expect(spans[1].end).toBe(points.length);
    expect(spans[1].end).toBeLessThan(text.length);
  });

  it('never leaves overlaps the server would refuse when overlapping is off', () => {
    const text = 'New York City Marathon';
    let spans: SpanAnswer[] = [];
    spans = addSpan(spans, span(0, 8, 'LOC'), false);
    spans = addSpan(spans, span(4, 13, 'LOC'), false);
    spans = addSpan(spans, span(14, 22, 'PER'), false);
    expect(validateQuestionValue(question(false), spans, 'submitted', { text })).toBeNull();
    const stacked = addSpan(addSpan([], span(0, 13, 'LOC'), true), span(0, 8, 'LOC'), true);
    expect(validateQuestionValue(question(true), stacked, 'submitted', { text })).toBeNull();
    expect(validateQuestionValue(question(false), stacked, 'submitted', { text })).toMatch(/overlapping/);
  });
});
