/**
 * The length of a text as Python's `len()` counts it: in code points, so an emoji counts once where
 * `String.length` counts its two UTF-16 units. Argilla measures span offsets and length limits this way.
 * A lone surrogate counts as one, as it does in Python.
 */
export function codePointLength(text: string): number {
  let length = text.length;
  for (let index = 0; index < text.length - 1; index++) {
    if (isHighSurrogate(text.charCodeAt(index)) && isLowSurrogate(text.charCodeAt(index + 1))) {
      length--;
      index++;
    }
  }
  return length;
}

/** Orders two strings by code point, as Python's `<` does (JS's `<` compares UTF-16 units). */
export function compareCodePoints(left: string, right: string): number {
  const leftPoints = left[Symbol.iterator]();
  const rightPoints = right[Symbol.iterator]();
  for (;;) {
    const leftPoint = leftPoints.next();
    const rightPoint = rightPoints.next();
    if (leftPoint.done || rightPoint.done) return (leftPoint.done ? 0 : 1) - (rightPoint.done ? 0 : 1);
    const difference = leftPoint.value.codePointAt(0)! - rightPoint.value.codePointAt(0)!;
    if (difference !== 0) return difference;
  }
}

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}
