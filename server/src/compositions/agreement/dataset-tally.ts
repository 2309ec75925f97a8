import type { QuestionFigures, RecordContext } from './tallies/question-tally.js';
import { type QuestionHead, QuestionAgreement, type StoredValues } from './tallies/question-agreement.js';

/** One record's submitted responses as read: who, and their values as stored (JSON text). */
export interface SubmittedRecord {
  responses: readonly { user_id: string; values: string | null }[];
  /** The texts of the fields span questions annotate (see `textFields`), by field name. */
  texts?: Readonly<Record<string, string | null>>;
}

export interface TalliedQuestion {
  question: QuestionHead;
  records: number;
  disagreements: number;
  figures: QuestionFigures;
}

export interface DatasetTally {
  /** Annotator ids by number (the numbers the figures' pairs use), and the records each shared. */
  annotators: { userId: string; records: number }[];
  questions: TalliedQuestion[];
}

/**
 * A dataset's agreement, fed record by record in one pass: holds per question only what its measures need
 * (counts per category, per pair, per label), so memory grows with the annotators and labels, not the records.
 */
export class DatasetAgreementTally {
  private readonly questions: QuestionAgreement[];
  private readonly numbers = new Map<string, number>();
  private readonly annotators: { userId: string; records: number }[] = [];

  constructor(questions: readonly QuestionHead[]) {
    this.questions = questions.map((question) => new QuestionAgreement(question));
  }

  /** The fields whose texts records must bring: those span questions annotate. */
  get textFields(): string[] {
    const fields = this.questions.map(({ question }) => (question.settings.type === 'span' ? question.settings.field : null));
    return [...new Set(fields.filter((field): field is string => field !== null))];
  }

  add(record: SubmittedRecord): void {
    // A record answered by one annotator has nothing to agree on.
    if (record.responses.length < 2) return;
    const responses = record.responses
      .map((response) => ({ user: this.numberOf(response.user_id), values: parseValues(response.values) }))
      .sort((a, b) => a.user - b.user);
    for (const response of responses) this.annotators[response.user].records += 1;
    const context: RecordContext = { text: (field) => record.texts?.[field] ?? '' };
    for (const question of this.questions) question.add(responses, context);
  }

  result(): DatasetTally {
    return {
      annotators: this.annotators,
      questions: this.questions.map((question) => ({
        question: question.question,
        records: question.records,
        disagreements: question.disagreements,
        figures: question.figures(),
      })),
    };
  }

  private numberOf(userId: string): number {
    let number = this.numbers.get(userId);
    if (number === undefined) {
      number = this.annotators.length;
      this.numbers.set(userId, number);
      this.annotators.push({ userId, records: 0 });
    }
    return number;
  }
}

function parseValues(values: string | null): StoredValues {
  const parsed: unknown = values === null ? null : JSON.parse(values);
  return parsed !== null && typeof parsed === 'object' ? (parsed as StoredValues) : {};
}
