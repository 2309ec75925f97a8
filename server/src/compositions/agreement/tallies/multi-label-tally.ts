import { PairTable } from '../metrics/cohen-kappa.js';
import { NominalAlphaTally } from '../metrics/krippendorff-alpha.js';
import { Categories } from './categories.js';
import { PairMap } from './pairs.js';
import {
  type Answer,
  type PairFigure,
  type QuestionFigures,
  type QuestionTally,
  answerPairs,
  chanceCorrected,
  meanOfDefined,
  sameMembers,
} from './question-tally.js';

const ABSENT = 0;
const PRESENT = 1;

/** A pair's records, and per label how often both, only the first or only the second chose it. */
class PairLabels {
  shared = 0;
  readonly cells = new Map<number, [both: number, firstOnly: number, secondOnly: number]>();
}

/** A label's alpha, fed only the records where someone chose it; the others are all "absent" (see `figures`). */
class LabelAlpha {
  readonly alpha = new NominalAlphaTally();
  /** Answers on the records fed. */
  answers = 0;
}

/**
 * A multi-label question, label by label: each answer read as "has the label or not", Cohen's kappa per
 * pair and Krippendorff's alpha (nominal) overall; the question's figures are the means over the labels whose
 * figure is defined. Only the labels someone chose are listed (the others have no variation: every figure of
 * theirs is undefined). Records where nobody chose a label are counted for it in bulk, so a record costs its
 * chosen labels, not the question's options.
 */
export class MultiLabelTally implements QuestionTally<ReadonlySet<number>> {
  private readonly categories: Categories<string>;
  private readonly labels = new Map<number, LabelAlpha>();
  private readonly pairs = new PairMap(() => new PairLabels());
  /** Answers on every record counted. */
  private answers = 0;

  constructor(options: readonly string[]) {
    this.categories = new Categories(options);
  }

  read(value: unknown): ReadonlySet<number> | undefined {
    if (!Array.isArray(value) || value.length === 0 || !value.every((label) => typeof label === 'string')) return undefined;
    return new Set(value.map((label: string) => this.categories.numberOf(label)));
  }

  same(first: ReadonlySet<number>, second: ReadonlySet<number>): boolean {
    return sameMembers(first, second);
  }

  add(answers: readonly Answer<ReadonlySet<number>>[]): void {
    const annotators = answers.length;
    this.answers += annotators;
    const chosenBy = new Map<number, number>();
    for (const answer of answers) for (const label of answer.value) chosenBy.set(label, (chosenBy.get(label) ?? 0) + 1);
    for (const [label, count] of chosenBy) {
      let entry = this.labels.get(label);
      if (!entry) this.labels.set(label, (entry = new LabelAlpha()));
      entry.alpha.add([[PRESENT, count], [ABSENT, annotators - count]]);
      entry.answers += annotators;
    }
    for (const [first, second] of answerPairs(answers)) {
      const pair = this.pairs.get(first.user, second.user);
      pair.shared += 1;
      for (const label of new Set([...first.value, ...second.value])) {
        const cell = pair.cells.get(label) ?? [0, 0, 0];
        const inFirst = first.value.has(label);
        const inSecond = second.value.has(label);
        cell[inFirst && inSecond ? 0 : inFirst ? 1 : 2] += 1;
        pair.cells.set(label, cell);
      }
    }
  }

  figures(records: number): QuestionFigures {
    const pairs = [...this.pairs.entries()];
    const labels = [...this.labels.keys()].sort((a, b) => a - b).map((label) => {
      const entry = this.labels.get(label) as LabelAlpha;
      entry.alpha.addUnanimous(ABSENT, this.answers - entry.answers);
      return {
        label: this.categories.valueOf(label),
        overall: [{ metric: 'krippendorff_alpha' as const, value: chanceCorrected(entry.alpha.alpha(), records), records }],
        pairs: pairs.map(([users, pair]): PairFigure => ({
          users,
          metric: 'cohen_kappa',
          value: chanceCorrected(labelKappa(pair, label), pair.shared),
          records: pair.shared,
        })),
      };
    });
    return {
      overall: [{ metric: 'krippendorff_alpha', value: meanOfDefined(labels.map((label) => label.overall[0].value)), records }],
      pairs: pairs.map(([users, pair], index) => ({
        users,
        metric: 'cohen_kappa' as const,
        value: meanOfDefined(labels.map((label) => label.pairs[index].value)),
        records: pair.shared,
      })),
      labels,
    };
  }
}

function labelKappa(pair: PairLabels, label: number): number {
  const [both, firstOnly, secondOnly] = pair.cells.get(label) ?? [0, 0, 0];
  const table = new PairTable(2);
  table.add(PRESENT, PRESENT, both);
  table.add(PRESENT, ABSENT, firstOnly);
  table.add(ABSENT, PRESENT, secondOnly);
  table.add(ABSENT, ABSENT, pair.shared - both - firstOnly - secondOnly);
  return table.kappa();
}
