import type { AgreementMetric } from '@gloss/contract';

/**
 * One question's agreement, gathered record by record in one pass over the submitted responses. Annotators
 * are numbered (`user`) by the walk; measures are NaN where undefined, and the presenter makes them null.
 */
export interface Figure {
  metric: AgreementMetric;
  value: number;
  records: number;
}

export interface PairFigure extends Figure {
  /** The two annotators' numbers, the lower first. */
  users: [number, number];
}

export interface QuestionFigures {
  overall: Figure[];
  pairs: PairFigure[];
  labels?: { label: string; overall: Figure[]; pairs: PairFigure[] }[];
}

export interface Answer<Value> {
  user: number;
  value: Value;
}

/** What a record offers beyond its answers: the texts of the fields span questions annotate. */
export interface RecordContext {
  text(field: string): string;
}

export interface QuestionTally<Value> {
  /** A stored answer in the form the tally measures, or undefined when it is not one (it then takes no part). */
  read(value: unknown): Value | undefined;
  /**
   * Whether two answers say the same, as the review's disagreement filter reads them (reviews/answer-keys.ts):
   * the same label, rating or text; the same set of labels or of spans; the same order of a ranking's values
   * (ties included, whatever the rank numbers).
   */
  same(first: Value, second: Value): boolean;
  /** One record's answers to the question, from two annotators or more, in ascending annotator order. */
  add(answers: readonly Answer<Value>[], record: RecordContext): void;
  figures(records: number): QuestionFigures;
}

/**
 * The chance-corrected coefficients (kappas, alpha) measure how answers spread over records: resting on fewer
 * than two records they say nothing, whatever their formula gives, and are left undefined.
 */
export const MIN_RECORDS_CHANCE_CORRECTED = 2;

export function chanceCorrected(value: number, records: number): number {
  return records >= MIN_RECORDS_CHANCE_CORRECTED ? value : Number.NaN;
}

/** Every pair of the record's answers, lower annotator first (answers come in ascending annotator order). */
export function* answerPairs<Value>(answers: readonly Answer<Value>[]): Generator<[Answer<Value>, Answer<Value>]> {
  for (let i = 0; i < answers.length; i++) for (let j = i + 1; j < answers.length; j++) yield [answers[i], answers[j]];
}

/** The mean of the defined values; NaN when none is. */
export function meanOfDefined(values: Iterable<number>): number {
  let sum = 0;
  let count = 0;
  for (const value of values) {
    if (Number.isNaN(value)) continue;
    sum += value;
    count += 1;
  }
  return count === 0 ? Number.NaN : sum / count;
}

/** Whether two sets hold the same members. */
export function sameMembers<T>(first: ReadonlySet<T>, second: ReadonlySet<T>): boolean {
  if (first.size !== second.size) return false;
  for (const member of first) if (!second.has(member)) return false;
  return true;
}
