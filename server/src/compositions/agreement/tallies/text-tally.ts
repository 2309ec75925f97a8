import type { QuestionFigures, QuestionTally } from './question-tally.js';

/** A text question: its records and disagreements are counted, but free text has no agreement measure. */
export class TextTally implements QuestionTally<string> {
  read(value: unknown): string | undefined {
    return typeof value === 'string' ? value : undefined;
  }

  same(first: string, second: string): boolean {
    return first === second;
  }

  add(): void {}

  figures(): QuestionFigures {
    return { overall: [], pairs: [] };
  }
}
