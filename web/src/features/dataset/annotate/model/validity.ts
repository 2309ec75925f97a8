import type { Question } from '@gloss/contract';
import {
  isRankInRange,
  isRankedList,
  isSpanList,
  isStringList,
  optionValues,
  ratingValues,
} from './answer-shapes';
import type { AnswerValue } from './types';

/**
 * How far an answer goes, per the specification's validity rules:
 * - `valid`: a full answer (text not blank, an option chosen, every option ranked, any span list);
 * - `partial`: a ranking with some options ranked, which a draft may carry but a submit may not;
 * - `empty`: nothing answered yet (an optional question may stay so);
 * - `invalid`: a value the server would refuse (an unknown option, a rank out of 1..N, a wrong shape).
 */
export type AnswerValidity = 'valid' | 'partial' | 'invalid' | 'empty';

export function answerValidity(question: Question, value: AnswerValue | undefined): AnswerValidity {
  switch (question.settings.type) {
    case 'text':
      return textValidity(value);
    case 'label_selection':
      return labelValidity(optionValues(question), value);
    case 'rating':
      return ratingValidity(ratingValues(question), value);
    case 'multi_label_selection':
      return multiLabelValidity(optionValues(question), value);
    case 'ranking':
      return rankingValidity(optionValues(question), value);
    case 'span':
      return spanValidity(optionValues(question), value);
  }
}

/** Only valid or partially valid answers are sent; empty and invalid ones are left out of the response. */
export function isSendable(question: Question, value: AnswerValue | undefined): boolean {
  const validity = answerValidity(question, value);
  return validity === 'valid' || validity === 'partial';
}

function textValidity(value: AnswerValue | undefined): AnswerValidity {
  if (value === undefined) return 'empty';
  if (typeof value !== 'string') return 'invalid';
  // Whitespace alone says nothing; the server would store it, so the form must not send it.
  return value.trim() === '' ? 'empty' : 'valid';
}

function labelValidity(options: string[], value: AnswerValue | undefined): AnswerValidity {
  if (value === undefined || value === '') return 'empty';
  return typeof value === 'string' && options.includes(value) ? 'valid' : 'invalid';
}

/** 0 is a rating like any other (a 0–10 scale starts there), so only `undefined` is unanswered. */
function ratingValidity(ratings: number[], value: AnswerValue | undefined): AnswerValidity {
  if (value === undefined) return 'empty';
  return typeof value === 'number' && ratings.includes(value) ? 'valid' : 'invalid';
}

/** Repeats are harmless (the wire sends each label once); unknown labels are not. */
function multiLabelValidity(options: string[], value: AnswerValue | undefined): AnswerValidity {
  if (value === undefined) return 'empty';
  if (!isStringList(value)) return 'invalid';
  if (value.length === 0) return 'empty';
  return value.every((label) => options.includes(label)) ? 'valid' : 'invalid';
}

function rankingValidity(options: string[], value: AnswerValue | undefined): AnswerValidity {
  if (value === undefined) return 'empty';
  if (!isRankedList(value)) return 'invalid';
  const values = value.map((item) => item.value);
  if (values.some((item) => !options.includes(item)) || new Set(values).size !== values.length) return 'invalid';
  const ranked = value.filter((item) => item.rank != null);
  if (ranked.some((item) => !isRankInRange(item.rank, options.length))) return 'invalid';
  if (ranked.length === 0) return 'empty';
  // Values are known and unique, so as many ranked items as options means every option has a rank.
  return ranked.length === options.length ? 'valid' : 'partial';
}

/**
 * A span answer is always valid, even with no span: "nothing to mark" is an answer. Overlaps are the
 * editor's business (it replaces overlapped spans when the question forbids them), not validity's; only
 * shapes the server could never accept are invalid.
 */
function spanValidity(labels: string[], value: AnswerValue | undefined): AnswerValidity {
  if (value === undefined) return 'valid';
  if (!isSpanList(value)) return 'invalid';
  const wellFormed = value.every((span) => span.start >= 0 && span.end > span.start && labels.includes(span.label));
  return wellFormed ? 'valid' : 'invalid';
}
