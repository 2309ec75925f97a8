/**
 * Offsets in a text counted two ways: in UTF-16 code units (what JS strings and the DOM count) and in
 * code points (what the server counts, as Python's `len()` does). They differ by one for every
 * character outside the Basic Multilingual Plane (most emoji, rare CJK ideographs), written in JS as a
 * surrogate pair. A lone surrogate counts as one in both, as in Python.
 */
export interface TextIndex {
  readonly text: string;
  /** The text's length in code points. */
  readonly length: number;
  /** True when some character takes two UTF-16 units, so the two ways of counting differ. */
  readonly hasAstral: boolean;
  /**
   * The code-point offset of a UTF-16 offset. An offset inside a surrogate pair is rounded down
   * (to the start of that character) or up (to its end).
   */
  toCodePoint(utf16Offset: number, rounding?: 'down' | 'up'): number;
  /** The UTF-16 offset of a code-point offset (clamped to the text). */
  toUtf16(codePointOffset: number): number;
  /** The code point at a code-point offset, or undefined past the end. */
  codePointAt(codePointOffset: number): number | undefined;
  /** The text between two code-point offsets. */
  slice(start: number, end: number): string;
}

/**
 * Builds the index in one pass over the text. Conversions cost O(log a) for a astral characters, and
 * O(1) for the usual text without any.
 */
export function indexText(text: string): TextIndex {
  // UTF-16 offsets of the high surrogates of well-formed pairs, in order.
  const astralUtf16: number[] = [];
  for (let unit = 0; unit < text.length - 1; unit++) {
    const code = text.charCodeAt(unit);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(unit + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        astralUtf16.push(unit);
        unit++;
      }
    }
  }
  // The code-point offset of each of them: the k-th pair starts k units before its UTF-16 offset.
  const astralCodePoint = astralUtf16.map((unit, k) => unit - k);
  const length = text.length - astralUtf16.length;

  function toCodePoint(utf16Offset: number, rounding: 'down' | 'up' = 'down'): number {
    const offset = clamp(Math.trunc(utf16Offset), 0, text.length);
    if (astralUtf16.length === 0) return offset;
    // Pairs that start strictly before the offset each took an extra unit, unless the offset sits inside one.
    const before = countBelow(astralUtf16, offset);
    const inside = before > 0 && astralUtf16[before - 1] === offset - 1;
    if (!inside) return offset - before;
    const start = offset - 1 - (before - 1);
    return rounding === 'up' ? start + 1 : start;
  }

  function toUtf16(codePointOffset: number): number {
    const offset = clamp(Math.trunc(codePointOffset), 0, length);
    if (astralCodePoint.length === 0) return offset;
    return offset + countBelow(astralCodePoint, offset);
  }

  return {
    text,
    length,
    hasAstral: astralUtf16.length > 0,
    toCodePoint,
    toUtf16,
    codePointAt: (offset) => (offset >= 0 && offset < length ? text.codePointAt(toUtf16(offset)) : undefined),
    slice: (start, end) => text.slice(toUtf16(start), toUtf16(end)),
  };
}

/** How many of the sorted values are lower than the limit (binary search). */
function countBelow(sorted: readonly number[], limit: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < limit) low = middle + 1;
    else high = middle;
  }
  return low;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
