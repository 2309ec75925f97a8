import { PairTable } from '../metrics/cohen-kappa.js';
import { FleissTally } from '../metrics/fleiss-kappa.js';
import { NominalAlphaTally } from '../metrics/krippendorff-alpha.js';
import { CATEGORY_STRIDE, Categories, countsOf } from './categories.js';
import { PairMap } from './pairs.js';
import { type Answer, type Figure, type QuestionFigures, type QuestionTally, answerPairs, chanceCorrected } from './question-tally.js';

/**
 * A single-label question: Cohen's kappa per pair; Krippendorff's alpha (nominal) overall, headline, with
 * Fleiss' kappa beside it when every record counted had the same number of annotators.
 */
export class LabelTally implements QuestionTally<number> {
  private readonly categories: Categories<string>;
  private readonly alpha = new NominalAlphaTally();
  private readonly fleiss = new FleissTally();
  private readonly pairs = new PairMap(() => new PairTable(CATEGORY_STRIDE));

  constructor(options: readonly string[]) {
    this.categories = new Categories(options);
  }

  read(value: unknown): number | undefined {
    return typeof value === 'string' ? this.categories.numberOf(value) : undefined;
  }

  same(first: number, second: number): boolean {
    return first === second;
  }

  add(answers: readonly Answer<number>[]): void {
    const counts = countsOf(answers.map((answer) => answer.value));
    this.alpha.add(counts);
    this.fleiss.add(counts);
    for (const [first, second] of answerPairs(answers)) this.pairs.get(first.user, second.user).add(first.value, second.value);
  }

  figures(records: number): QuestionFigures {
    const overall: Figure[] = [{ metric: 'krippendorff_alpha', value: chanceCorrected(this.alpha.alpha(), records), records }];
    if (records > 0 && this.fleiss.hasUniformRaters) {
      overall.push({ metric: 'fleiss_kappa', value: chanceCorrected(this.fleiss.kappa(), records), records });
    }
    const pairs = [...this.pairs.entries()].map(([users, table]) => ({
      users,
      metric: 'cohen_kappa' as const,
      value: chanceCorrected(table.kappa(), table.n),
      records: table.n,
    }));
    return { overall, pairs };
  }
}
