import type { SpanAnswer } from '../../model/types';
import type { TextIndex } from './text-index';
import {
  type TextRange,
  firstTokenEndingAfter,
  isCharacterBoundary,
  isSpaceAt,
  lastTokenStartingBefore,
} from './tokens';

/**
 * The span model: pure functions over a field's text and its spans, offsets in code points as the
 * server counts them (`contract/src/rules/span-values.ts`). Lists are never mutated; every change
 * returns a new sorted list.
 */

/** Whole words (the default) or exact characters. */
export type SelectionMode = 'word' | 'character';

/**
 * Holding Shift selects characters, as in Argilla, but only where the question allows character
 * annotation; otherwise the selection still snaps to words, so a span never cuts a word in two
 * against the question's settings.
 */
export function selectionMode(shiftKey: boolean, allowCharacterAnnotation: boolean): SelectionMode {
  return shiftKey && allowCharacterAnnotation ? 'character' : 'word';
}

/**
 * Turns a raw selection into the range a span would cover, or null when it covers nothing worth a
 * span (collapsed, or only whitespace).
 * - word: grown to the whole tokens it touches, so leading and trailing whitespace falls away;
 * - character: widened to whole user-perceived characters (never half an emoji or a letter without
 *   its accent), then trimmed of whitespace at both ends.
 */
export function snapSelection(
  index: TextIndex,
  tokens: readonly TextRange[],
  selection: TextRange,
  mode: SelectionMode,
): TextRange | null {
  let start = Math.max(0, Math.min(selection.start, selection.end));
  let end = Math.min(index.length, Math.max(selection.start, selection.end));
  if (end <= start) return null;
  if (mode === 'word') {
    const first = firstTokenEndingAfter(tokens, start);
    const last = lastTokenStartingBefore(tokens, end);
    if (first > last) return null;
    return { start: tokens[first].start, end: tokens[last].end };
  }
  while (start > 0 && !isCharacterBoundary(index, start)) start--;
  while (end < index.length && !isCharacterBoundary(index, end)) end++;
  while (start < end && isSpaceAt(index, start)) start++;
  while (end > start && isSpaceAt(index, end - 1)) end--;
  return end > start ? { start, end } : null;
}

/** The same, from a selection in UTF-16 offsets as the DOM reports it (in either direction). */
export function snapUtf16Selection(
  index: TextIndex,
  tokens: readonly TextRange[],
  anchor: number,
  focus: number,
  mode: SelectionMode,
): TextRange | null {
  const start = index.toCodePoint(Math.min(anchor, focus), 'down');
  const end = index.toCodePoint(Math.max(anchor, focus), 'up');
  return snapSelection(index, tokens, { start, end }, mode);
}

/** A stable identity for a span: a list never holds two spans with the same range and label. */
export function spanKey(span: SpanAnswer): string {
  return `${span.start}:${span.end}:${span.label}`;
}

export function sameSpan(a: SpanAnswer, b: SpanAnswer): boolean {
  return a.start === b.start && a.end === b.end && a.label === b.label;
}

/** Reading order: by start, the longer (enclosing) span first, then by label. */
export function compareSpans(a: SpanAnswer, b: SpanAnswer): number {
  return a.start - b.start || b.end - a.end || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0);
}

export function sortSpans(spans: readonly SpanAnswer[]): SpanAnswer[] {
  return [...spans].sort(compareSpans);
}

export function rangesOverlap(a: TextRange, b: TextRange): boolean {
  return a.start < b.end && a.end > b.start;
}

/**
 * Adds a span. Without overlapping, it replaces every span it overlaps, as Argilla does (the new
 * selection wins). With overlapping, spans stack, and the same range may carry several labels. Adding
 * a span that is already there changes nothing.
 */
export function addSpan(spans: readonly SpanAnswer[], span: SpanAnswer, allowOverlapping: boolean): SpanAnswer[] {
  if (span.end <= span.start) return sortSpans(spans);
  const kept = allowOverlapping
    ? spans.filter((existing) => !sameSpan(existing, span))
    : spans.filter((existing) => !rangesOverlap(existing, span));
  return sortSpans([...kept, { start: span.start, end: span.end, label: span.label }]);
}

/** The spans a new one would replace (none when overlapping is allowed). */
export function spansReplacedBy(spans: readonly SpanAnswer[], range: TextRange, allowOverlapping: boolean): SpanAnswer[] {
  return allowOverlapping ? [] : spans.filter((existing) => rangesOverlap(existing, range));
}

export function removeSpan(spans: readonly SpanAnswer[], span: SpanAnswer): SpanAnswer[] {
  return sortSpans(spans.filter((existing) => !sameSpan(existing, span)));
}

/**
 * Gives a span another label. If the same range already carries that label (possible only with
 * overlapping), the two merge into one.
 */
export function relabelSpan(spans: readonly SpanAnswer[], span: SpanAnswer, label: string): SpanAnswer[] {
  if (span.label === label) return sortSpans(spans);
  const renamed = { start: span.start, end: span.end, label };
  return sortSpans([...spans.filter((existing) => !sameSpan(existing, span) && !sameSpan(existing, renamed)), renamed]);
}

/** The spans that contain the whole range, the innermost (shortest) first. */
export function spansContaining(spans: readonly SpanAnswer[], range: TextRange): SpanAnswer[] {
  return spans
    .filter((span) => span.start <= range.start && span.end >= range.end)
    .sort((a, b) => a.end - a.start - (b.end - b.start) || compareSpans(a, b));
}

/**
 * Keeps the spans that can be drawn over a text of this length, clipped to it, sorted, and with
 * duplicates dropped: a value from a suggestion or an older text must never break the view.
 */
export function drawableSpans(spans: readonly SpanAnswer[] | undefined, length: number): SpanAnswer[] {
  if (!spans) return [];
  const seen = new Set<string>();
  const drawable: SpanAnswer[] = [];
  for (const span of spans) {
    const start = Math.max(0, Math.trunc(span.start));
    const end = Math.min(length, Math.trunc(span.end));
    if (!(end > start)) continue;
    // The same object when nothing changes, so memoised rows keep their props.
    const clipped = start === span.start && end === span.end ? span : { start, end, label: span.label };
    const key = spanKey(clipped);
    if (seen.has(key)) continue;
    seen.add(key);
    drawable.push(clipped);
  }
  return drawable.sort(compareSpans);
}

/**
 * The depth of each span (same order as the sorted input) when overlapping spans are drawn as
 * stacked underlines: every span keeps one depth along its whole length, and two spans that overlap
 * never share one. Greedy interval partitioning, O(s·d) for d depths (d is 1 without overlaps).
 */
export function spanDepths(sorted: readonly SpanAnswer[]): number[] {
  const depthEnds: number[] = [];
  return sorted.map((span) => {
    let depth = depthEnds.findIndex((end) => end <= span.start);
    if (depth === -1) depth = depthEnds.length;
    depthEnds[depth] = span.end;
    return depth;
  });
}
