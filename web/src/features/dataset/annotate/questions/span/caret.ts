import type { SpanAnswer } from '../../model/types';
import { type TextRange, firstTokenEndingAfter, lastTokenStartingBefore } from './tokens';

/**
 * The keyboard's word caret: a run of whole tokens from `anchor` to `focus` (token indexes, in
 * either order). Plain arrows move both ends; Shift+arrows move the focus only, as in a text editor.
 */
export interface WordCaret {
  anchor: number;
  focus: number;
}

export function caretRange(caret: WordCaret, tokens: readonly TextRange[]): TextRange | null {
  const first = tokens[Math.min(caret.anchor, caret.focus)];
  const last = tokens[Math.max(caret.anchor, caret.focus)];
  return first && last ? { start: first.start, end: last.end } : null;
}

/** Moves (or, with `extend`, stretches) the caret by one token; clamped to the text's tokens. */
export function moveCaret(caret: WordCaret | null, step: -1 | 1, extend: boolean, tokenCount: number): WordCaret | null {
  if (tokenCount === 0) return null;
  if (!caret) return step === 1 ? { anchor: 0, focus: 0 } : { anchor: tokenCount - 1, focus: tokenCount - 1 };
  if (extend) return { anchor: caret.anchor, focus: clamp(caret.focus + step, tokenCount) };
  // A plain arrow collapses a stretched caret onto its end in that direction, as text editors do.
  const edge = step === 1 ? Math.max(caret.anchor, caret.focus) : Math.min(caret.anchor, caret.focus);
  const at = clamp(caret.anchor === caret.focus ? edge + step : edge, tokenCount);
  return { anchor: at, focus: at };
}

/** Home and End: the first or the last token (stretched there with `extend`). */
export function caretToEdge(caret: WordCaret | null, edge: 'first' | 'last', extend: boolean, tokenCount: number): WordCaret | null {
  if (tokenCount === 0) return null;
  const at = edge === 'first' ? 0 : tokenCount - 1;
  return extend && caret ? { anchor: caret.anchor, focus: at } : { anchor: at, focus: at };
}

/** The caret over the tokens a range touches (a span's words); null if it touches none. */
export function caretOver(tokens: readonly TextRange[], range: TextRange): WordCaret | null {
  const first = firstTokenEndingAfter(tokens, range.start);
  const last = lastTokenStartingBefore(tokens, range.end);
  return first <= last ? { anchor: first, focus: last } : null;
}

/**
 * The span after (or before) the current position, in reading order (`spans` sorted): from the
 * selected span's index, or, when none is selected, from the caret's range (the first span starting
 * at or after it, or the last one starting before it). Null past either end.
 */
export function neighbourSpan(
  spans: readonly SpanAnswer[],
  from: { selected: number } | { range: TextRange | null },
  step: -1 | 1,
): number | null {
  if (spans.length === 0) return null;
  if ('selected' in from) {
    const next = from.selected + step;
    return next >= 0 && next < spans.length ? next : null;
  }
  const range = from.range;
  if (!range) return step === 1 ? 0 : spans.length - 1;
  if (step === 1) {
    const next = spans.findIndex((span) => span.start >= range.start);
    return next === -1 ? null : next;
  }
  for (let position = spans.length - 1; position >= 0; position--) {
    if (spans[position].start < range.start) return position;
  }
  return null;
}

function clamp(value: number, count: number): number {
  return Math.min(Math.max(value, 0), count - 1);
}
