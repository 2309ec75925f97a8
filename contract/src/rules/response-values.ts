import type { QuestionSettings } from '../schemas/questions.js';
import type { ResponseStatus } from '../schemas/responses.js';
import { pythonRepr } from './python-repr.js';
import { withQuestionName } from './question-kinds.js';
import { validateQuestionValue } from './question-values.js';
import { isPlainObject } from './value-kinds.js';

/**
 * Checks a response's values against the dataset's questions: `null` when valid, else Argilla's message.
 * Only a submitted response must answer every required question; drafts and discards may be partial, but
 * every value they carry is checked. When several rules fail, the first in this order is reported:
 * no values, a required question unanswered, an unknown question, then each value in question order.
 */
export function validateResponseValues(
  questions: readonly { name: string; required: boolean; settings: QuestionSettings }[],
  values: Record<string, { value: unknown }> | null | undefined,
  status: ResponseStatus,
  recordFields: Record<string, unknown>,
): string | null {
  const answers: Record<string, unknown> = values ?? {};
  const answeredNames = Object.keys(answers);
  if (status === 'submitted' && answeredNames.length === 0) return 'missing response values for submitted response';

  if (status === 'submitted') {
    const unanswered = questions.find((question) => question.required && !Object.hasOwn(answers, question.name));
    if (unanswered) return `missing response value for required question ${withQuestionName(unanswered.name)}`;
  }

  const questionNames = new Set(questions.map((question) => question.name));
  const unknownName = answeredNames.find((name) => !questionNames.has(name));
  if (unknownName !== undefined) {
    return `found response value for non configured question with name=${pythonRepr(unknownName)}`;
  }

  for (const question of questions) {
    if (!Object.hasOwn(answers, question.name)) continue;
    const answer = answers[question.name];
    if (!isPlainObject(answer) || !Object.hasOwn(answer, 'value')) {
      return `response value for question ${withQuestionName(question.name)} must be an object with a 'value' key`;
    }
    const problem = validateQuestionValue(question, answer.value, status, recordFields);
    if (problem) return problem;
  }
  return null;
}
