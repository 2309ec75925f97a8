import { PairTable } from '../metrics/cohen-kappa.js';
import { OrdinalAlphaTally } from '../metrics/krippendorff-alpha.js';
import { countsOf } from './categories.js';
import { PairMap } from './pairs.js';
import { type Answer, type QuestionFigures, type QuestionTally, answerPairs, chanceCorrected } from './question-tally.js';

/**
 * A rating question, read as ordinal on its scale (the options' values in ascending order): quadratic-weighted
 * Cohen's kappa per pair, a disagreement weighing the squared distance between the two points' positions on
 * the scale; Krippendorff's alpha (ordinal) overall.
 */
export class RatingTally implements QuestionTally<number> {
  private readonly positions: Map<number, number>;
  private readonly alpha: OrdinalAlphaTally;
  private readonly pairs: PairMap<PairTable>;

  constructor(options: readonly number[]) {
    const scale = [...new Set(options)].sort((a, b) => a - b);
    this.positions = new Map(scale.map((value, position) => [value, position]));
    this.alpha = new OrdinalAlphaTally(scale.length);
    this.pairs = new PairMap(() => new PairTable(scale.length));
  }

  /** A rating's position on the scale; a value off the scale (which the rules refuse) takes no part. */
  read(value: unknown): number | undefined {
    return typeof value === 'number' ? this.positions.get(value) : undefined;
  }

  same(first: number, second: number): boolean {
    return first === second;
  }

  add(answers: readonly Answer<number>[]): void {
    this.alpha.add(countsOf(answers.map((answer) => answer.value)));
    for (const [first, second] of answerPairs(answers)) this.pairs.get(first.user, second.user).add(first.value, second.value);
  }

  figures(records: number): QuestionFigures {
    return {
      overall: [{ metric: 'krippendorff_alpha', value: chanceCorrected(this.alpha.alpha(), records), records }],
      pairs: [...this.pairs.entries()].map(([users, table]) => ({
        users,
        metric: 'weighted_kappa' as const,
        value: chanceCorrected(table.quadraticKappa(), table.n),
        records: table.n,
      })),
    };
  }
}
