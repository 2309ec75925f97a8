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
