import type { QuestionSettings } from '@gloss/contract';
import { LabelTally } from './label-tally.js';
import { MultiLabelTally } from './multi-label-tally.js';
import type { Answer, QuestionFigures, QuestionTally, RecordContext } from './question-tally.js';
import { RankingTally } from './ranking-tally.js';
import { RatingTally } from './rating-tally.js';
import { SpanTally } from './span-tally.js';
import { TextTally } from './text-tally.js';

export interface QuestionHead {
  id: string;
  name: string;
  title: string;
  settings: QuestionSettings;
}

/** A stored response's values: `{question name: {value}}`. */
export type StoredValues = Record<string, { value?: unknown } | null | undefined>;

function tallyFor(settings: QuestionSettings): QuestionTally<unknown> {
  switch (settings.type) {
    case 'label_selection':
      return new LabelTally(settings.options.map((option) => option.value));
    case 'multi_label_selection':
      return new MultiLabelTally(settings.options.map((option) => option.value));
    case 'rating':
      return new RatingTally(settings.options.map((option) => option.value));
    case 'ranking':
      return new RankingTally(settings.options.map((option) => option.value));
    case 'span':
      return new SpanTally(settings.options.map((option) => option.value), settings.field);
    case 'text':
      return new TextTally();
  }
}

/**
 * One question's part of the walk: which records count (two or more submitted responses answering it),
 * which of them disagree (two answers that differ, see `QuestionTally.same`), and the
 * measures of its type.
 */
export class QuestionAgreement {
  records = 0;
  disagreements = 0;
  private readonly tally: QuestionTally<unknown>;

  constructor(readonly question: QuestionHead) {
    this.tally = tallyFor(question.settings);
  }

  /** One record's submitted responses, in ascending annotator order. */
  add(responses: readonly { user: number; values: StoredValues }[], record: RecordContext): void {
    const answers: Answer<unknown>[] = [];
    for (const response of responses) {
      const answer = response.values[this.question.name];
      if (!answer || typeof answer !== 'object' || !('value' in answer)) continue;
      const value = this.tally.read(answer.value);
      if (value !== undefined) answers.push({ user: response.user, value });
    }
    if (answers.length < 2) return;
    this.records += 1;
    const first = answers[0].value;
    if (answers.some((answer) => !this.tally.same(first, answer.value))) this.disagreements += 1;
    this.tally.add(answers, record);
  }

  figures(): QuestionFigures {
    const figures = this.tally.figures(this.records);
    return {
      ...withPairHeadline(figures),
      ...(figures.labels ? { labels: figures.labels.map((label) => ({ ...label, ...withPairHeadline(label) })) } : {}),
    };
  }
}

const PAIR_KAPPAS: ReadonlySet<string> = new Set(['cohen_kappa', 'weighted_kappa']);

/**
 * Where two annotators alone answered every record counted, their Cohen's kappa is the figure teams read
 * for two raters: it leads the overall figures, ahead of the many-rater measures it then equals in spirit.
 */
function withPairHeadline<F extends Pick<QuestionFigures, 'overall' | 'pairs'>>(figures: F): Pick<QuestionFigures, 'overall' | 'pairs'> {
  const [only, ...others] = figures.pairs;
  const records = figures.overall[0]?.records;
  if (!only || others.length > 0 || !PAIR_KAPPAS.has(only.metric) || only.records !== records) return { overall: figures.overall, pairs: figures.pairs };
  return { overall: [{ metric: only.metric, value: only.value, records: only.records }, ...figures.overall], pairs: figures.pairs };
}
