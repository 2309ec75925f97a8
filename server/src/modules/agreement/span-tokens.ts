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

const WORD = /[\p{L}\p{M}\p{N}_]/u;
const SPACE = /\s/u;

export function tokenize(text: string): Tokens {
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  let inWord = false;
  for (const character of text) {
    if (WORD.test(character)) {
      if (!inWord) starts.push(offset);
      else ends.pop();
      ends.push(offset + 1);
      inWord = true;
    } else {
      inWord = false;
      if (!SPACE.test(character)) {
        starts.push(offset);
        ends.push(offset + 1);
      }
    }
    offset += 1;
  }
  return { starts, ends };
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
