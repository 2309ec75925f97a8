import { type LabelledRange, labelledTokens, tokenize } from '../span-tokens.js';

/**
 * Token-level F1 between two annotators' spans, micro-averaged: over all (record, token, label) triples either
 * marked, 2|A ∩ B| / (|A| + |B|), which is scikit-learn's `f1_score(average='micro')` with one annotator as
 * truth and the other as prediction (and symmetric). NaN when neither marked anything.
 */
export class SpanF1Tally {
  private both = 0;
  private marked = 0;

  /** One record's marks by each annotator (see `labelledTokens`). */
  add(first: ReadonlySet<number>, second: ReadonlySet<number>): void {
    const [smaller, larger] = first.size <= second.size ? [first, second] : [second, first];
    for (const mark of smaller) if (larger.has(mark)) this.both += 1;
    this.marked += first.size + second.size;
  }

  /** Another tally's counts, for a figure over several pairs summed. */
  merge(other: SpanF1Tally): void {
    this.both += other.both;
    this.marked += other.marked;
  }

  f1(): number {
    return this.marked === 0 ? Number.NaN : (2 * this.both) / this.marked;
  }
}

export interface SpanItem {
  label: string;
  start: number;
  end: number;
}

/** F1 of two annotators over records, each with its text and both annotators' spans. */
export function spanF1(records: { text: string; first: SpanItem[]; second: SpanItem[] }[], labels: string[]): number {
  const index = new Map(labels.map((label, position) => [label, position]));
  const ranges = (spans: SpanItem[]): LabelledRange[] =>
    spans.map((span) => ({ label: index.get(span.label) ?? labels.length, start: span.start, end: span.end }));
  const tally = new SpanF1Tally();
  for (const record of records) {
    const tokens = tokenize(record.text);
    const labelCount = labels.length + 1;
    tally.add(labelledTokens(tokens, ranges(record.first), labelCount), labelledTokens(tokens, ranges(record.second), labelCount));
  }
  return tally.f1();
}
