/**
 * The tokens span agreement is measured on. A text's tokens are its maximal runs of word characters
 * (Unicode letters, combining marks, digits and other numbers, and `_`: marks belong to the letters they
 * accent, as in a decomposed "é" or Devanagari's vowel signs) and each other character that is not a space
 * (JavaScript's `\s`) on its own; spaces belong to no token. Offsets are in code points, as span answers'.
 * A token carries label L when a span labelled L covers at least one of its characters, so annotators who
 * mark the same words agree even when one of them took a character more or less.
 */
export interface Tokens {
  /** Code-point offsets of each token, `start` inclusive and `end` exclusive, in text order. */
  starts: number[];
  ends: number[];
}

// A run of word characters, or any other single non-space character (a whole code point, with the u flag).
const TOKEN = /[\p{L}\p{M}\p{N}_]+|\S/gu;
const SURROGATE = /[\uD800-\uDFFF]/;

export function tokenize(text: string): Tokens {
  const starts: number[] = [];
  const ends: number[] = [];
  // Match offsets count UTF-16 units; only a text with characters beyond the BMP needs them recounted.
  const codePoints = SURROGATE.test(text) ? codePointOffsets(text) : null;
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    const end = start + match[0].length;
    starts.push(codePoints ? codePoints[start] : start);
    ends.push(codePoints ? codePoints[end] : end);
  }
  return { starts, ends };
}

/** For each UTF-16 offset (and the end), how many code points come before it. */
function codePointOffsets(text: string): Uint32Array {
  const offsets = new Uint32Array(text.length + 1);
  let codePoints = 0;
  for (let unit = 0; unit < text.length; unit++) {
    offsets[unit] = codePoints;
    const code = text.charCodeAt(unit);
    const pair = code >= 0xd800 && code <= 0xdbff && unit + 1 < text.length && (text.charCodeAt(unit + 1) & 0xfc00) === 0xdc00;
    if (pair) offsets[++unit] = codePoints;
    codePoints += 1;
  }
  offsets[text.length] = codePoints;
  return offsets;
}

/** A span over code points, its label given as an index. */
export interface LabelledRange {
  label: number;
  start: number;
  end: number;
}

/**
 * The (token, label) pairs the spans mark, each as `token * labelCount + label`: a token is marked with a
 * span's label when the span overlaps it.
 */
export function labelledTokens(tokens: Tokens, spans: readonly LabelledRange[], labelCount: number): Set<number> {
  const marked = new Set<number>();
  for (const span of spans) {
    // The first token ending after the span starts; tokens are ordered and disjoint, so their ends ascend too.
    let low = 0;
    let high = tokens.ends.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (tokens.ends[middle] > span.start) high = middle;
      else low = middle + 1;
    }
    for (let token = low; token < tokens.starts.length && tokens.starts[token] < span.end; token++) {
      marked.add(token * labelCount + span.label);
    }
  }
  return marked;
}
