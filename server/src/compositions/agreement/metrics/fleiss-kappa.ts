/**
 * Fleiss' kappa over items each rated by the same number of annotators, as statsmodels' `fleiss_kappa`
 * computes it: the mean per-item agreement P̄ against the agreement P̄e expected from the categories' overall
 * shares, (P̄ - P̄e) / (1 - P̄e). Undefined (NaN) when the items' rater counts differ, when no item was
 * added, or when every answer fell in one category (0/0).
 */
export class FleissTally {
  private items = 0;
  private raters: number | null = null;
  private uniform = true;
  private agreementSum = 0;
  private readonly categoryTotals = new Map<number, number>();

  /** One item: how many annotators put it in each category (categories nobody chose may be left out). */
  add(countsByCategory: Iterable<[category: number, count: number]>): void {
    let raters = 0;
    let squares = 0;
    for (const [category, count] of countsByCategory) {
      raters += count;
      squares += count * count;
      this.categoryTotals.set(category, (this.categoryTotals.get(category) ?? 0) + count);
    }
    if (this.raters === null) this.raters = raters;
    else if (raters !== this.raters) this.uniform = false;
    this.items += 1;
    this.agreementSum += (squares - raters) / (raters * (raters - 1));
  }

  /** Whether every item so far had the same number of annotators (Fleiss' kappa's precondition). */
  get hasUniformRaters(): boolean {
    return this.uniform;
  }

  kappa(): number {
    if (this.items === 0 || !this.uniform || this.raters === null || this.raters < 2) return Number.NaN;
    const total = this.items * this.raters;
    let expected = 0;
    for (const count of this.categoryTotals.values()) expected += (count / total) ** 2;
    const observed = this.agreementSum / this.items;
    return (observed - expected) / (1 - expected);
  }
}

/** Fleiss' kappa of a table of items x categories, each cell the number of annotators who chose it (statsmodels' input). */
export function fleissKappa(table: number[][]): number {
  const tally = new FleissTally();
  for (const row of table) tally.add(row.map((count, category) => [category, count] as [number, number]));
  return tally.kappa();
}
