import type { Question, ValueOption } from '@gloss/contract';
import type { RankedOption, SpanAnswer } from './types';

/**
 * Shape guards and option look-ups the answer model shares. Answers arrive from editors, the server and
 * suggestions; each is checked here before it is trusted, so a stray shape never reaches the wire.
 */

export type QuestionType = Question['settings']['type'];

export function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** `rank` may be missing on the wire (an unranked draft item); in the form it is always number or null. */
export function isRankedList(value: unknown): value is RankedOption[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        isObject(item) &&
        typeof item.value === 'string' &&
        (item.rank === undefined || item.rank === null || typeof item.rank === 'number'),
    )
  );
}

export function isSpanList(value: unknown): value is SpanAnswer[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        isObject(item) && typeof item.label === 'string' && Number.isInteger(item.start) && Number.isInteger(item.end),
    )
  );
}

/** The options that carry a value and a text: label, multi-label, ranking and span questions. */
export function valueOptionsOf(question: Question): readonly ValueOption[] {
  const { settings } = question;
  return settings.type === 'text' || settings.type === 'rating' ? [] : settings.options;
}

export function optionValues(question: Question): string[] {
  return valueOptionsOf(question).map((option) => option.value);
}

export function ratingValues(question: Question): number[] {
  return question.settings.type === 'rating' ? question.settings.options.map((option) => option.value) : [];
}

/** First occurrences only, in order: a label list is a set, whatever an editor or a suggestion repeated. */
export function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** Ranks run 1..N for N options (ties share one); anything else cannot be submitted. */
export function isRankInRange(rank: unknown, optionCount: number): rank is number {
  return Number.isInteger(rank) && (rank as number) >= 1 && (rank as number) <= optionCount;
}

export function sameSpan(a: SpanAnswer, b: SpanAnswer): boolean {
  return a.start === b.start && a.end === b.end && a.label === b.label;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
