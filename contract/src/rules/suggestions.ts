import type { QuestionSettings } from '../schemas/questions.js';
import { codePointLength } from './code-points.js';
import { SUGGESTION_AGENT_LENGTH_MAX } from './limits.js';
import { pythonRepr } from './python-repr.js';
import { isListValueQuestion, withQuestionName } from './question-kinds.js';
import { validateQuestionValue } from './question-values.js';
import { describeKind, isFiniteNumber } from './value-kinds.js';

const SUGGESTION_TYPES: readonly unknown[] = ['model', 'human'];
const AGENT_PATTERN = /^(?=.*[a-zA-Z0-9])[a-zA-Z0-9\-_:./\s]+$/;

/**
 * Checks a suggestion for one question: `null` when valid, else the message. The value follows the
 * response rules without a status, so a suggested ranking need not be complete. A list value
 * (multi-label, ranking, span) takes a list of scores of the same length, a single value a single score.
 */
export function validateSuggestion(
  question: { name: string; settings: QuestionSettings },
  suggestion: { value: unknown; score?: number | number[] | null; agent?: string | null; type?: string | null },
  recordFields: Record<string, unknown>,
): string | null {
  // The wire's shape comes first, as Argilla's schema rejects it before its validators run.
  return (
    typeProblem(question.name, suggestion.type) ??
    agentProblem(question.name, suggestion.agent) ??
    scoreProblem(question.name, suggestion.score) ??
    validateQuestionValue(question, suggestion.value, null, recordFields) ??
    cardinalityProblem(question.settings, suggestion.value, suggestion.score)
  );
}

function typeProblem(questionName: string, type: unknown): string | null {
  if (type === undefined || type === null || SUGGESTION_TYPES.includes(type)) return null;
  return `suggestion type for question ${withQuestionName(questionName)} must be 'model', 'human' or null, found ${pythonRepr(type)}`;
}

function agentProblem(questionName: string, agent: unknown): string | null {
  if (agent === undefined || agent === null) return null;
  const subject = `suggestion agent for question ${withQuestionName(questionName)}`;
  if (typeof agent !== 'string') return `${subject} must be a string or null, found ${describeKind(agent)}`;
  const length = codePointLength(agent);
  if (length < 1 || length > SUGGESTION_AGENT_LENGTH_MAX) {
    return `${subject} must have 1 to ${SUGGESTION_AGENT_LENGTH_MAX} characters, found ${length}`;
  }
  if (!AGENT_PATTERN.test(agent)) {
    return `${subject} may only contain letters, digits, whitespace and - _ : . /, with at least one letter or digit`;
  }
  return null;
}

function scoreProblem(questionName: string, score: unknown): string | null {
  if (score === undefined || score === null) return null;
  const subject = `suggestion score for question ${withQuestionName(questionName)}`;
  if (Array.isArray(score)) {
    if (score.length === 0) return `${subject} must not be an empty list`;
    const badIndex = score.findIndex((item) => !isScore(item));
    if (badIndex === -1) return null;
    return `${subject} at index ${badIndex} must be a number between 0 and 1, found ${pythonRepr(score[badIndex])}`;
  }
  if (typeof score !== 'number') {
    return `${subject} must be a number between 0 and 1, a non-empty list of them, or null, found ${describeKind(score)}`;
  }
  return isScore(score) ? null : `${subject} must be a number between 0 and 1, found ${pythonRepr(score)}`;
}

function isScore(value: unknown): boolean {
  return isFiniteNumber(value) && value >= 0 && value <= 1;
}

/** Argilla's own messages; checked once the value is known to fit its question. */
function cardinalityProblem(settings: QuestionSettings, value: unknown, score: unknown): string | null {
  const listValue = isListValueQuestion(settings.type);
  if (listValue && score != null && !Array.isArray(score)) {
    return 'a single score value is not allowed for a suggestion with a multiple items value';
  }
  if (!listValue && Array.isArray(score)) return 'a list of score values is not allowed for a suggestion with a single value';
  if (Array.isArray(value) && Array.isArray(score) && value.length !== score.length) {
    return "number of items on value and score attributes doesn't match";
  }
  return null;
}
