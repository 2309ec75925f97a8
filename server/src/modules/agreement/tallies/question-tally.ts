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

/** What a record offers beyond its answers: its fields, for the span questions' texts. */
export interface RecordContext {
  fields(): Record<string, unknown>;
}

export interface QuestionTally<Value> {
  /** A stored answer in the form the tally measures, or undefined when it is not one (it then takes no part). */
  read(value: unknown): Value | undefined;
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
