import type { DatasetRecord, Field, Question, Suggestion } from '@gloss/contract';

/** A span of a text field: code-point offsets into the field's text, as the server counts them. */
export interface SpanAnswer {
  start: number;
  end: number;
  label: string;
}

/** One ranking option and its rank (1 is first); null while not ranked yet. Ties share a rank. */
export interface RankedOption {
  value: string;
  rank: number | null;
}

/**
 * The answer to one question while it is being edited, by question type:
 * text: string; label_selection: string; rating: number; multi_label_selection: string[];
 * ranking: RankedOption[] (every option, ranked or not); span: SpanAnswer[].
 */
export type AnswerValue = string | number | string[] | RankedOption[] | SpanAnswer[];

/** Answers of a record keyed by question name; a missing key is an unanswered question. */
export type Answers = Readonly<Record<string, AnswerValue | undefined>>;

export type ResponseStatus = 'submitted' | 'discarded' | 'draft';

/** The caller's view of a record in the queue: pending until they answer it. */
export type RecordStatusFilter = 'pending' | 'draft' | 'submitted' | 'discarded';

/**
 * A suggestion as the form shows it: the value in the form's shape, its score(s) and agent. For list
 * values it holds only the suggested items that fit the question (a ranking: the suggested options, not
 * every option), so that `score[i]` belongs to `value[i]`; `prefillFromSuggestions` fills rankings.
 */
export interface SuggestionView {
  questionName: string;
  value: AnswerValue;
  /** One score, or one per suggested item (multi-label, span, ranking) in the value's order. */
  score: number | number[] | null;
  agent: string | null;
}

export type { DatasetRecord, Field, Question, Suggestion };

/** What a form write does: save the answers with a status, or clear them. */
export type FormAction = ResponseStatus | 'clear';
