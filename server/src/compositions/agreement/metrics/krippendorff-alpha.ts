import { sortedDistinct } from './sorted-values.js';

/**
 * Krippendorff's alpha, 1 - D_o / D_e, as the `krippendorff` package computes it from the coincidence
 * matrix: each item (unit) with m >= 2 values adds, for every ordered pair of its values from different
 * annotators, 1 / (m - 1) to the pair's cell; items with fewer than two values are left out (missing data).
 * NaN where it is undefined: no item with two values, or no variation (D_e = 0), where the package raises
 * or divides 0 by 0.
 */

/** One item's values: how many annotators gave each value (its index in the value domain). */
export type UnitCounts = Iterable<[value: number, count: number]>;

/**
 * The nominal level (any two different values differ by 1), kept sparse so a question with thousands of
 * labels costs only the labels used: D_o and D_e need only the coincidences' diagonal and each value's total.
 */
export class NominalAlphaTally {
  /** Pairable values (the coincidence matrix's total). */
  private pairable = 0;
  /** The coincidence matrix's diagonal, summed: pairs of equal values. */
  private agreeing = 0;
  private readonly valueTotals = new Map<number, number>();

  add(unit: UnitCounts): void {
    const counts = [...unit].filter(([, count]) => count > 0);
    const values = counts.reduce((sum, [, count]) => sum + count, 0);
    if (values < 2) return;
    for (const [value, count] of counts) {
      this.agreeing += (count * (count - 1)) / (values - 1);
      this.pairable += count;
      this.valueTotals.set(value, (this.valueTotals.get(value) ?? 0) + count);
    }
  }

  /**
   * Many items at once whose values all equal `value`: `values` values in all, each item with two or more.
   * (Each such item's values coincide only with themselves, whatever their number.)
   */
  addUnanimous(value: number, values: number): void {
    if (values <= 0) return;
    this.agreeing += values;
    this.pairable += values;
    this.valueTotals.set(value, (this.valueTotals.get(value) ?? 0) + values);
  }

  alpha(): number {
    const n = this.pairable;
    let squares = 0;
    for (const total of this.valueTotals.values()) squares += total * total;
    const expected = (n * n - squares) / (n - 1);
    return 1 - (n - this.agreeing) / expected;
  }
}

/**
 * The ordinal level over a value domain of `size` ordered values: the distance of values c < k is
 * (n_c/2 + n_{c+1} + ... + n_{k-1} + n_k/2)^2, where n_v counts the pairable values v (so only the
 * order of the values matters, not their size). Dense: meant for small scales such as ratings.
 */
export class OrdinalAlphaTally {
  private readonly coincidences: Float64Array;

  constructor(private readonly size: number) {
    this.coincidences = new Float64Array(size * size);
  }

  add(unit: UnitCounts): void {
    const counts = [...unit].filter(([, count]) => count > 0);
    const values = counts.reduce((sum, [, count]) => sum + count, 0);
    if (values < 2) return;
    for (const [c, countC] of counts) {
      for (const [k, countK] of counts) {
        const pairs = c === k ? countC * (countC - 1) : countC * countK;
        this.coincidences[c * this.size + k] += pairs / (values - 1);
      }
    }
  }

  alpha(): number {
    const size = this.size;
    const totals = new Float64Array(size);
    for (let c = 0; c < size; c++) for (let k = 0; k < size; k++) totals[k] += this.coincidences[c * size + k];
    const n = totals.reduce((sum, total) => sum + total, 0);
    const distance = (c: number, k: number) => {
      const [low, high] = c < k ? [c, k] : [k, c];
      let between = 0;
      for (let g = low; g <= high; g++) between += totals[g];
      return (between - (totals[low] + totals[high]) / 2) ** 2;
    };
    let observed = 0;
    let expected = 0;
    for (let c = 0; c < size; c++) {
      for (let k = 0; k < size; k++) {
        if (c === k) continue;
        const d = distance(c, k);
        observed += this.coincidences[c * size + k] * d;
        expected += ((totals[c] * totals[k]) / (n - 1)) * d;
      }
    }
    return 1 - observed / expected;
  }
}

export type MeasurementLevel = 'nominal' | 'ordinal';
type Value = string | number;

/**
 * Alpha of reliability data laid out as the package takes it: one row per annotator, one column per item,
 * null where the annotator gave no value. `valueDomain` orders the values (ordinal); by default the sorted
 * distinct values.
 */
export function krippendorffAlpha(data: (Value | null)[][], level: MeasurementLevel, valueDomain?: Value[]): number {
  const domain = valueDomain ?? sortedDistinct(data.flat().filter((value): value is Value => value !== null));
  if (domain.length < 2) return Number.NaN;
  const index = new Map(domain.map((value, position) => [value, position]));
  const tally = level === 'ordinal' ? new OrdinalAlphaTally(domain.length) : new NominalAlphaTally();
  const items = Math.max(0, ...data.map((row) => row.length));
  for (let item = 0; item < items; item++) {
    const counts = new Map<number, number>();
    for (const row of data) {
      const value = row[item];
      if (value === null || value === undefined) continue;
      const position = index.get(value);
      if (position === undefined) throw new Error(`value ${String(value)} is outside the value domain`);
      counts.set(position, (counts.get(position) ?? 0) + 1);
    }
    tally.add(counts);
  }
  return tally.alpha();
}
