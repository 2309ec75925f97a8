import type { ResponseStatus } from '../schemas/responses.js';
import { pythonRepr, pythonSorted } from './python-repr.js';
import { type QuestionOf, withQuestionName } from './question-kinds.js';
import { describeKind, distinct, duplicatesOf, isInteger, isPlainObject } from './value-kinds.js';

/**
 * A ranking is a list of `{value, rank}`. Only a submitted answer must rank every option with a rank in
 * 1..N; drafts, discards and suggestions may be partial or unranked. Ties are allowed.
 */
export function validateRankingValue(
  question: QuestionOf<'ranking'>,
  value: unknown,
  status: ResponseStatus | null,
): string | null {
  const named = withQuestionName(question.name);
  if (!Array.isArray(value)) return `ranking question ${named} expects a list of values, found ${describeKind(value)}`;
  const badItemIndex = value.findIndex((item) => !isRankingItem(item));
  if (badItemIndex !== -1) {
    return `item at index ${badItemIndex} of ranking question ${named} must be an object with a string 'value' and an integer or null 'rank'`;
  }
  const items = value as { value: string; rank?: number | null }[];
  const options: unknown[] = question.settings.options.map((option) => option.value);

  if (status === 'submitted') {
    if (items.length !== options.length) {
      return `ranking question ${named} expects a list containing ${options.length} values, found a list of ${items.length} values`;
    }
    const validRanks = options.map((_, index) => index + 1);
    const ranks = items.map((item) => item.rank ?? null);
    const invalidRanks = pythonSorted(distinct(ranks).filter((rank) => !validRanks.includes(rank as number)));
    if (invalidRanks.length > 0) {
      return `${pythonRepr(invalidRanks)} are not valid ranks for ranking question ${named}.\nValid ranks are: ${pythonRepr(validRanks)}`;
    }
  }

  const values = items.map((item) => item.value);
  const unknownValues = pythonSorted(distinct(values).filter((item) => !options.includes(item)));
  if (unknownValues.length > 0) {
    return `${pythonRepr(unknownValues)} are not valid values for ranking question ${named}.\nValid values are: ${pythonRepr(options)}`;
  }
  const duplicates = duplicatesOf(values);
  if (duplicates.length > 0) {
    return `ranking question ${named} expects unique values, but duplicates were found: ${pythonRepr(duplicates)}`;
  }
  return null;
}

/** `rank` may be left out: the SDK and the web app send it, but an unranked draft item means the same. */
function isRankingItem(item: unknown): boolean {
  if (!isPlainObject(item) || typeof item.value !== 'string') return false;
  return item.rank === undefined || item.rank === null || isInteger(item.rank);
}
