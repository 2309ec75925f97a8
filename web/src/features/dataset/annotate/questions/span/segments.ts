import type { TextIndex } from './text-index';
import type { TextRange } from './tokens';

/** A run of the text covered by the same ranges throughout. */
export interface Segment {
  /** Code-point offsets. */
  start: number;
  end: number;
  /** The same run in UTF-16 offsets, to slice the JS string. */
  from: number;
  to: number;
  /** Indexes (into the ranges given) of the ranges covering the run, in increasing order. */
  covering: number[];
}

/**
 * Cuts the text at every range boundary, so each piece can be drawn with the ranges over it: at most
 * 2r + 1 pieces for r ranges, the uncovered ones included. O(r log r) for the boundaries plus the
 * size of the output, and the text itself is only sliced, never walked character by character.
 * Ranges are clipped to the text; empty ones cover nothing.
 */
export function segmentText(index: TextIndex, ranges: readonly TextRange[]): Segment[] {
  const length = index.length;
  const clipped = ranges.map((range) => ({
    start: Math.max(0, Math.min(length, range.start)),
    end: Math.max(0, Math.min(length, range.end)),
  }));
  const live = clipped.map((_, position) => position).filter((position) => clipped[position].end > clipped[position].start);
  const byStart = [...live].sort((a, b) => clipped[a].start - clipped[b].start);
  const byEnd = [...live].sort((a, b) => clipped[a].end - clipped[b].end);
  const boundaries = [...new Set([0, length, ...live.flatMap((position) => [clipped[position].start, clipped[position].end])])].sort(
    (a, b) => a - b,
  );

  const segments: Segment[] = [];
  const active = new Set<number>();
  let nextStart = 0;
  let nextEnd = 0;
  for (let k = 0; k < boundaries.length - 1; k++) {
    const at = boundaries[k];
    while (nextEnd < byEnd.length && clipped[byEnd[nextEnd]].end <= at) active.delete(byEnd[nextEnd++]);
    while (nextStart < byStart.length && clipped[byStart[nextStart]].start <= at) active.add(byStart[nextStart++]);
    const end = boundaries[k + 1];
    segments.push({
      start: at,
      end,
      from: index.toUtf16(at),
      to: index.toUtf16(end),
      covering: active.size === 0 ? [] : [...active].sort((a, b) => a - b),
    });
  }
  return segments;
}

/** The segments of one paragraph of the text, drawn as a block of its own. */
export interface Paragraph {
  /** Code-point offset of the paragraph's first character (a stable key). */
  start: number;
  segments: Segment[];
}

/** A paragraph ends after a blank line: two or more line breaks in a row, which stay in it. */
const PARAGRAPH_BREAK = /\n{2,}/g;

/** The code-point offsets where a paragraph starts, after the first one. */
export function paragraphStarts(index: TextIndex): number[] {
  const starts: number[] = [];
  for (const match of index.text.matchAll(PARAGRAPH_BREAK)) {
    const end = match.index + match[0].length;
    if (end < index.text.length) starts.push(index.toCodePoint(end));
  }
  return starts;
}

/**
 * Groups the segments by paragraph, cutting a segment that runs over a paragraph break in two (a span
 * across paragraphs is then drawn as one piece in each). Each paragraph is laid out as its own block,
 * so a span added to a long text lays out and repaints one paragraph, not the whole text. The
 * paragraphs' segments still add up to the text, in order.
 */
export function groupByParagraph(index: TextIndex, segments: readonly Segment[], starts: readonly number[]): Paragraph[] {
  const paragraphs: Paragraph[] = [{ start: 0, segments: [] }];
  let next = 0;
  for (const segment of segments) {
    let piece = segment;
    for (;;) {
      while (next < starts.length && starts[next] <= piece.start) {
        if (starts[next] === piece.start && paragraphs[paragraphs.length - 1].segments.length > 0) {
          paragraphs.push({ start: piece.start, segments: [] });
        }
        next++;
      }
      const cut = next < starts.length && starts[next] < piece.end ? starts[next] : null;
      if (cut === null) {
        paragraphs[paragraphs.length - 1].segments.push(piece);
        break;
      }
      const at = index.toUtf16(cut);
      paragraphs[paragraphs.length - 1].segments.push({ ...piece, end: cut, to: at });
      paragraphs.push({ start: cut, segments: [] });
      next++;
      piece = { ...piece, start: cut, from: at };
    }
  }
  return paragraphs;
}
