/**
 * Category numbers of a question's options, in the options' order. A stored answer naming a value the options
 * no longer hold gets a number after them, so it still counts as a category of its own.
 */
export class Categories<Value extends string | number> {
  private readonly numbers = new Map<Value, number>();
  private readonly values: Value[] = [];

  constructor(options: readonly Value[]) {
    for (const option of options) this.numberOf(option);
  }

  numberOf(value: Value): number {
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.values.length;
      this.numbers.set(value, number);
      this.values.push(value);
    }
    return number;
  }

  valueOf(number: number): Value {
    return this.values[number];
  }
}

/** How many annotators gave each category on one record. */
export function countsOf(categories: Iterable<number>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const category of categories) counts.set(category, (counts.get(category) ?? 0) + 1);
  return counts;
}

/** Wide enough for any category number in a `PairTable` (label questions hold at most 100,000 options). */
export const CATEGORY_STRIDE = 2 ** 26;
