import { SpanF1Tally } from '../metrics/span-f1.js';
import { type LabelledRange, labelledTokens, tokenize } from '../span-tokens.js';
import { Categories } from './categories.js';
import { PairMap } from './pairs.js';
import { type Answer, type QuestionFigures, type QuestionTally, type RecordContext, answerPairs, sameMembers } from './question-tally.js';

/** Room for every label number in a (token, label) mark: span questions hold at most 500 options. */
const LABEL_STRIDE = 2 ** 16;

/**
 * A span question: token-level F1 (see span-tokens.ts) per pair over the records both answered, and over
 * every pair's records together, each summing the marks before dividing (micro).
 */
export class SpanTally implements QuestionTally<readonly LabelledRange[]> {
  private readonly categories: Categories<string>;
  private readonly pairs = new PairMap(() => ({ shared: 0, f1: new SpanF1Tally() }));

  constructor(
    options: readonly string[],
    private readonly field: string,
  ) {
    this.categories = new Categories(options);
  }

  read(value: unknown): readonly LabelledRange[] | undefined {
    if (!Array.isArray(value)) return undefined;
    const spans: LabelledRange[] = [];
    for (const span of value as unknown[]) {
      if (!isSpan(span)) return undefined;
      spans.push({ label: this.categories.numberOf(span.label), start: span.start, end: span.end });
    }
    return spans;
  }

  same(first: readonly LabelledRange[], second: readonly LabelledRange[]): boolean {
    return sameMembers(spanSet(first), spanSet(second));
  }

  add(answers: readonly Answer<readonly LabelledRange[]>[], record: RecordContext): void {
    const anyMarks = answers.some((answer) => answer.value.length > 0);
    const tokens = tokenize(anyMarks ? record.text(this.field) : '');
    const marks = answers.map((answer) => labelledTokens(tokens, answer.value, LABEL_STRIDE));
    const markOf = new Map(answers.map((answer, index) => [answer.user, marks[index]]));
    for (const [first, second] of answerPairs(answers)) {
      const pair = this.pairs.get(first.user, second.user);
      pair.shared += 1;
      pair.f1.add(markOf.get(first.user) as Set<number>, markOf.get(second.user) as Set<number>);
    }
  }

  figures(records: number): QuestionFigures {
    const everyPair = new SpanF1Tally();
    const pairs = [...this.pairs.entries()].map(([users, pair]) => {
      everyPair.merge(pair.f1);
      return { users, metric: 'span_f1' as const, value: pair.f1.f1(), records: pair.shared };
    });
    return { overall: [{ metric: 'span_f1', value: everyPair.f1(), records }], pairs };
  }
}

function isSpan(value: unknown): value is { label: string; start: number; end: number } {
  if (value === null || typeof value !== 'object') return false;
  const span = value as Record<string, unknown>;
  return typeof span.label === 'string' && Number.isInteger(span.start) && Number.isInteger(span.end);
}

function spanSet(spans: readonly LabelledRange[]): Set<string> {
  return new Set(spans.map((span) => `${span.label} ${span.start} ${span.end}`));
}
