import type { AnswerValue, DatasetRecord, Field, Question, SuggestionView } from '../model/types';

/**
 * What every question editor receives. Editors are controlled: they render `value` and report
 * every change through `onChange` (undefined clears the answer). They never call the API.
 */
export interface QuestionEditorProps<V extends AnswerValue = AnswerValue> {
  question: Question;
  value: V | undefined;
  /**
   * A new answer. `unconfirmed`: which of its options are still only suggested (`model/confirmation.ts`);
   * left out, all of it is the person's.
   */
  onChange: (value: V | undefined, unconfirmed?: readonly string[]) => void;
  /** Options of `value` a suggestion pre-filled that the person has not confirmed yet (label, multi-label, rating). */
  unconfirmed?: readonly string[];
  /** The suggestion for this question, if any: shown with its score and agent. */
  suggestion?: SuggestionView;
  /** The record being annotated and the dataset's fields (a span question annotates one of them). */
  record: DatasetRecord;
  fields: readonly Field[];
  /**
   * The question has the keyboard: number keys pick its options (1–9, then 0 for the tenth), and
   * other single-key shortcuts are the editor's. Editors must ignore keys while a text box has focus.
   */
  active: boolean;
  /** Called when the editor wants the keyboard (clicked or focused), so the page marks it active. */
  onActivate: () => void;
  /**
   * A single label or a rating was chosen by its number key (not unchosen): the page moves the keyboard
   * on to the next question, or submits (the person's opt-in, one question only).
   */
  onChosen?: () => void;
  disabled?: boolean;
}
