import { spearmanRho } from '../metrics/spearman.js';
import { PairMap } from './pairs.js';
import { type Answer, type QuestionFigures, type QuestionTally, answerPairs } from './question-tally.js';

/** Sums of one pair's per-record correlations (only the defined ones), and the records the pair shares. */
class RhoSums {
  shared = 0;
  sum = 0;
  defined = 0;

  mean(): number {
    return this.defined === 0 ? Number.NaN : this.sum / this.defined;
  }
}

/**
 * A ranking question: on each record two annotators' rankings of the options are correlated (Spearman, ties
 * at their average rank); a pair's figure is the mean over the records they share, and the question's the
 * mean over every pair's records. A record where either ranked every option the same has no correlation and
 * is left out of the means (but counted in `records`).
 */
export class RankingTally implements QuestionTally<ReadonlyMap<string, number>> {
  private readonly pairs = new PairMap(() => new RhoSums());

  constructor(private readonly options: readonly string[]) {}

  read(value: unknown): ReadonlyMap<string, number> | undefined {
    if (!Array.isArray(value)) return undefined;
    const ranks = new Map<string, number>();
    for (const item of value as unknown[]) {
      if (item === null || typeof item !== 'object') return undefined;
      const { value: option, rank } = item as { value?: unknown; rank?: unknown };
      if (typeof option === 'string' && typeof rank === 'number') ranks.set(option, rank);
    }
    return ranks.size > 0 ? ranks : undefined;
  }

  /** The same options in the same order, ties included: every two options compare alike in both (rank numbers aside). */
  same(first: ReadonlyMap<string, number>, second: ReadonlyMap<string, number>): boolean {
    if (first.size !== second.size) return false;
    const ranks = [...first];
    const others: number[] = [];
    for (const [option] of ranks) {
      const other = second.get(option);
      if (other === undefined) return false;
      others.push(other);
    }
    for (let i = 0; i < ranks.length; i++) {
      for (let j = i + 1; j < ranks.length; j++) {
        if (Math.sign(ranks[i][1] - ranks[j][1]) !== Math.sign(others[i] - others[j])) return false;
      }
    }
    return true;
  }

  add(answers: readonly Answer<ReadonlyMap<string, number>>[]): void {
    for (const [first, second] of answerPairs(answers)) {
      const pair = this.pairs.get(first.user, second.user);
      pair.shared += 1;
      const both = this.options.filter((option) => first.value.has(option) && second.value.has(option));
      const rho = spearmanRho(
        both.map((option) => first.value.get(option) as number),
        both.map((option) => second.value.get(option) as number),
      );
      if (Number.isNaN(rho)) continue;
      pair.sum += rho;
      pair.defined += 1;
    }
  }

  figures(records: number): QuestionFigures {
    const everyPair = new RhoSums();
    const pairs = [...this.pairs.entries()].map(([users, pair]) => {
      everyPair.sum += pair.sum;
      everyPair.defined += pair.defined;
      return { users, metric: 'spearman_rho' as const, value: pair.mean(), records: pair.shared };
    });
    return { overall: [{ metric: 'spearman_rho', value: everyPair.mean(), records }], pairs };
  }
}
