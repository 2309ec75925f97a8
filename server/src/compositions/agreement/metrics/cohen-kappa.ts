import { sortedDistinct } from './sorted-values.js';

/**
 * Cohen's kappa between two annotators, unweighted or with quadratic weights, computed as scikit-learn's
 * `cohen_kappa_score` does: 1 - (weighted observed disagreement) / (weighted disagreement expected from the
 * two annotators' marginals). It is NaN where that ratio is 0/0, i.e. when the marginals leave no room for
 * disagreement (both annotators always gave the one same answer), as scikit-learn answers there.
 */

/** How two annotators' answers cross over the items both answered, by category index (a sparse confusion matrix). */
export class PairTable {
  /** Items counted. */
  n = 0;
  private readonly cells = new Map<number, number>();
  private readonly firstTotals = new Map<number, number>();
  private readonly secondTotals = new Map<number, number>();

  /** `stride` must exceed every category index (cells are keyed `first * stride + second`). */
  constructor(private readonly stride: number) {}

  add(first: number, second: number, count = 1): void {
    if (count === 0) return;
    this.n += count;
    const key = first * this.stride + second;
    this.cells.set(key, (this.cells.get(key) ?? 0) + count);
    this.firstTotals.set(first, (this.firstTotals.get(first) ?? 0) + count);
    this.secondTotals.set(second, (this.secondTotals.get(second) ?? 0) + count);
  }

  /** Unweighted kappa: the share of disagreement beyond what the marginals predict. */
  kappa(): number {
    if (this.n === 0) return Number.NaN;
    let agreeing = 0;
    let chanceAgreeing = 0;
    for (const [category, count] of this.firstTotals) {
      agreeing += this.cells.get(category * this.stride + category) ?? 0;
      chanceAgreeing += count * (this.secondTotals.get(category) ?? 0);
    }
    // Integer sums until the last division keep "no room for disagreement" an exact 0.
    const observed = this.n - agreeing;
    const expected = (this.n * this.n - chanceAgreeing) / this.n;
    return 1 - observed / expected;
  }

  /** Quadratic-weighted kappa: a disagreement weighs the squared distance between the categories' indexes. */
  quadraticKappa(): number {
    if (this.n === 0) return Number.NaN;
    let observed = 0;
    for (const [key, count] of this.cells) {
      const first = Math.floor(key / this.stride);
      const distance = first - (key - first * this.stride);
      observed += distance * distance * count;
    }
    let expected = 0;
    for (const [first, firstCount] of this.firstTotals) {
      for (const [second, secondCount] of this.secondTotals) {
        const distance = first - second;
        expected += distance * distance * firstCount * secondCount;
      }
    }
    return 1 - observed / (expected / this.n);
  }
}

export type KappaWeights = 'none' | 'quadratic';
type Category = string | number;

/**
 * Kappa of two parallel lists of answers. `labels` orders the categories (the scale, for quadratic weights);
 * by default the sorted distinct answers, as scikit-learn's default.
 */
export function cohenKappa(first: Category[], second: Category[], options: { weights?: KappaWeights; labels?: Category[] } = {}): number {
  if (first.length !== second.length) throw new Error('cohenKappa needs two lists of the same length');
  const labels = options.labels ?? sortedDistinct([...first, ...second]);
  const index = new Map(labels.map((label, position) => [label, position]));
  const table = new PairTable(labels.length);
  for (let item = 0; item < first.length; item++) {
    const a = index.get(first[item]);
    const b = index.get(second[item]);
    // Like scikit-learn, answers outside the given labels are left out.
    if (a !== undefined && b !== undefined) table.add(a, b);
  }
  return options.weights === 'quadratic' ? table.quadraticKappa() : table.kappa();
}
