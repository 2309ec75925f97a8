import type { QuestionSettings } from '../schemas/questions.js';
import type { ResponseStatus } from '../schemas/responses.js';
import { optionValueSet } from './option-values.js';
import { pythonRepr, pythonSorted } from './python-repr.js';
import { type QuestionOf, withQuestionName } from './question-kinds.js';
import { validateRankingValue } from './ranking-values.js';
import { validateSpanValue } from './span-values.js';
import { describeKind, distinct, duplicatesOf, isInteger } from './value-kinds.js';

/**
 * Checks one answer against its question: `null` when valid, else the message. Responses pass their
 * status; suggestions pass `null`, so a ranking need not be complete. `recordFields` are the record's
 * field values, which span offsets are measured against.
 */
export function validateQuestionValue(
  question: { name: string; settings: QuestionSettings },
  value: unknown,
  status: ResponseStatus | null,
  recordFields: Record<string, unknown>,
): string | null {
  const { name, settings } = question;
  switch (settings.type) {
    case 'text':
      return validateTextValue({ name, settings }, value);
    case 'label_selection':
      return validateLabelValue({ name, settings }, value);
    case 'multi_label_selection':
      return validateMultiLabelValue({ name, settings }, value);
    case 'rating':
      return validateRatingValue({ name, settings }, value);
    case 'ranking':
      return validateRankingValue({ name, settings }, value, status);
    case 'span':
      return validateSpanValue({ name, settings }, value, recordFields);
  }
}

function validateTextValue(question: QuestionOf<'text'>, value: unknown): string | null {
  // Empty strings are valid answers upstream.
  if (typeof value === 'string') return null;
  return `text question ${withQuestionName(question.name)} expects a string, found ${describeKind(value)}`;
}

/** Labels a message lists before counting the rest (Argilla lists them all). */
export const LISTED_LABELS_MAX = 20;

/**
 * The valid labels as the message names them: all of them, as Argilla does, up to a few dozen; past that
 * the first ones and a count, so a question with 50,000 labels does not make each refused answer (and a
 * bulk answer of 100 refusals) megabytes long.
 */
function validLabelsText(options: readonly { value: string }[]): string {
  const labels = options.map((option) => option.value);
  if (labels.length <= LISTED_LABELS_MAX) return pythonRepr(labels);
  const shown = pythonRepr(labels.slice(0, LISTED_LABELS_MAX));
  return `${shown.slice(0, -1)}, ...] (${labels.length - LISTED_LABELS_MAX} more)`;
}

function validateLabelValue(question: QuestionOf<'label_selection'>, value: unknown): string | null {
  const { options } = question.settings;
  if (typeof value === 'string' && optionValueSet(options).has(value)) return null;
  // Argilla's own wording (the reference quotes it), which does not name the question.
  return `${pythonRepr(value)} is not a valid label for label selection question.\nValid labels are: ${validLabelsText(options)}`;
}

function validateMultiLabelValue(question: QuestionOf<'multi_label_selection'>, value: unknown): string | null {
  const named = withQuestionName(question.name);
  if (!Array.isArray(value)) {
    return `multi label selection question ${named} expects a list of labels, found ${describeKind(value)}`;
  }
  if (value.length === 0) return `multi label selection question ${named} expects at least one label, found an empty list`;
  const duplicates = duplicatesOf(value);
  if (duplicates.length > 0) {
    return `multi label selection question ${named} expects unique labels, but duplicates were found: ${pythonRepr(duplicates)}`;
  }
  const { options } = question.settings;
  const known = optionValueSet(options);
  const unknownLabels = pythonSorted(distinct(value).filter((label) => !known.has(label)));
  if (unknownLabels.length === 0) return null;
  return `${pythonRepr(unknownLabels)} are not valid labels for multi label selection question ${named}.\nValid labels are: ${validLabelsText(options)}`;
}

function validateRatingValue(question: QuestionOf<'rating'>, value: unknown): string | null {
  const ratings = question.settings.options.map((option) => option.value);
  // Strict: "3" and 3.5 are not ratings even when 3 is.
  if (isInteger(value) && ratings.includes(value)) return null;
  return `${pythonRepr(value)} is not a valid rating for rating question ${withQuestionName(question.name)}.\nValid ratings are: ${pythonRepr(ratings)}`;
}
