/** Offsets of a span in code points: `start` inclusive, `end` exclusive. */
export type SpanRange = { start: number; end: number };

/** Two spans overlap when they share at least one character; spans that only touch do not. */
export function spansOverlap(a: SpanRange, b: SpanRange): boolean {
  return a.start < b.end && a.end > b.start;
}

/**
 * The first pair of overlapping spans, as indexes `[i, j]` with `i < j`, in the order Argilla reports
 * them (the lowest `i`, then the lowest `j`); `null` when no two spans overlap.
 */
export function findOverlappingSpans(spans: readonly SpanRange[]): [number, number] | null {
  // Answers are usually valid, so first rule out any overlap in O(n log n) before the pairwise search.
  if (spans.every((span) => span.end > span.start) && !anyOverlapAmongSorted(spans)) return null;
  for (let i = 0; i < spans.length; i++) {
    for (let j = i + 1; j < spans.length; j++) {
      if (spansOverlap(spans[i], spans[j])) return [i, j];
    }
  }
  return null;
}

/** For non-empty spans: sorted by start, a span overlaps an earlier one iff it starts before their furthest end. */
function anyOverlapAmongSorted(spans: readonly SpanRange[]): boolean {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let furthestEnd = -Infinity;
  for (const span of sorted) {
    if (span.start < furthestEnd) return true;
    furthestEnd = Math.max(furthestEnd, span.end);
  }
  return false;
}
