import type { QuestionSettings, QuestionType } from '../schemas/questions.js';
import { pythonRepr } from './python-repr.js';

/** A question narrowed to one type, as the per-type rules receive it. */
export type QuestionOf<Type extends QuestionType> = { name: string; settings: Extract<QuestionSettings, { type: Type }> };

/** Question types whose value is a list, so a suggestion for them carries a list of scores. */
const LIST_VALUE_TYPES: ReadonlySet<QuestionType> = new Set<QuestionType>(['multi_label_selection', 'ranking', 'span']);

export function isListValueQuestion(type: QuestionType): boolean {
  return LIST_VALUE_TYPES.has(type);
}

/** `with name='q'`: how the messages name a question, as Argilla's own response messages do. */
export function withQuestionName(name: string): string {
  return `with name=${pythonRepr(name)}`;
}
