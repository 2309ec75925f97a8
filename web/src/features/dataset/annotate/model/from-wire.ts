import type { Question, ResponseValues } from '@gloss/contract';
import { isRankInRange, isRankedList, isSpanList, isStringList, optionValues, unique } from './answer-shapes';
import { orderedForDisplay } from './ranking';
import type { AnswerValue, Answers, RankedOption } from './types';

/**
 * A stored or suggested value in the form's shape, or `undefined` when its shape does not fit the
 * question (nothing the server accepted should, but the form must not crash on it).
 */
export function answerFromWire(question: Question, wire: unknown): AnswerValue | undefined {
  switch (question.settings.type) {
    case 'text':
    case 'label_selection':
      return typeof wire === 'string' ? wire : undefined;
    case 'rating':
      return Number.isInteger(wire) ? (wire as number) : undefined;
    case 'multi_label_selection':
      return isStringList(wire) ? unique(wire) : undefined;
    case 'ranking':
      return isRankedList(wire) ? fillRanking(question, wire) : undefined;
    case 'span':
      return isSpanList(wire) ? wire.map(({ start, end, label }) => ({ start, end, label })) : undefined;
  }
}

/**
 * A ranking editor needs every option: those of `items` keep their rank, the rest wait unranked. Ranked
 * options come first by rank, then the unranked in option order. A rank outside 1..N (possible in a
 * suggestion, which the server checks less) is dropped, so the option waits in the pool to be ranked.
 */
export function fillRanking(
  question: Question,
  items: readonly { value: string; rank?: number | null }[],
): RankedOption[] {
  const options = optionValues(question);
  const filled = options.map((value) => {
    const rank = items.find((item) => item.value === value)?.rank;
    return { value, rank: isRankInRange(rank, options.length) ? rank : null };
  });
  return orderedForDisplay(filled, options);
}

/** The saved answers of a response, keyed by question name; values of unknown questions are ignored. */
export function answersFromResponse(
  questions: readonly Question[],
  values: ResponseValues | null | undefined,
): Answers {
  const answers: Record<string, AnswerValue> = {};
  if (!values) return answers;
  for (const question of questions) {
    if (!Object.hasOwn(values, question.name)) continue;
    const answer = answerFromWire(question, values[question.name]?.value);
    if (answer !== undefined) answers[question.name] = answer;
  }
  return answers;
}
