const NUMBER_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * The terms filter values that read as numbers, as numbers: a number field of Argilla's search engine reads
 * a term such as `"3"` as the number 3.
 */
export function numbersAmong(values: readonly string[]): number[] {
  return values.flatMap((value) => {
    const number = NUMBER_TEXT.test(value) ? Number(value) : Number.NaN;
    return Number.isFinite(number) ? [number] : [];
  });
}
