import type { Question } from '@gloss/contract';
import type { Answers } from './types';

/**
 * Options a suggestion pre-filled that the person has not confirmed yet, by question name (ratings as
 * the text of their number). A pending record opens with its suggestions as answers; agreeing with one
 * is one key or click on it, which keeps it selected and makes it the person's, where the same key on
 * an option the person chose takes it back. Label, multi-label and rating questions only: a ranking's
 * number key gives a rank (never takes one back), a span question's chooses the label of new spans,
 * and a text is confirmed by editing it.
 */
export type Unconfirmed = Readonly<Record<string, readonly string[]>>;

export const NONE_UNCONFIRMED: Unconfirmed = {};

/** The options of `answers` (a record's pre-fill from its suggestions) that wait for the person's say. */
export function unconfirmedFromPrefill(questions: readonly Question[], answers: Answers): Unconfirmed {
  const unconfirmed: Record<string, readonly string[]> = {};
  for (const question of questions) {
    const value = answers[question.name];
    if (value === undefined) continue;
    switch (question.settings.type) {
      case 'label_selection':
      case 'rating':
        if (typeof value === 'string' || typeof value === 'number') unconfirmed[question.name] = [String(value)];
        break;
      case 'multi_label_selection':
        if (Array.isArray(value) && value.length > 0) unconfirmed[question.name] = (value as string[]).map(String);
        break;
      default:
        break;
    }
  }
  return unconfirmed;
}

/** What a key or click on an option did. */
export type PressOutcome = 'confirmed' | 'selected' | 'unselected';

export interface PressResult<V> {
  value: V | undefined;
  /** The question's options still waiting for the person's say after the press. */
  unconfirmed: readonly string[];
  outcome: PressOutcome;
}

/**
 * A key, click or Space on an option of a single-choice question (a label, a rating). An option
 * selected only by the pre-fill is confirmed: it stays, and the answer is the person's. Otherwise the
 * option is selected, or, when it already was (`toggle`), unselected; `select` (Enter in the search
 * box) never unselects. Any press makes the whole answer the person's.
 */
export function pressSingle<V extends string | number>(
  value: V | undefined,
  option: V,
  unconfirmed: readonly string[],
  intent: 'toggle' | 'select' = 'toggle',
): PressResult<V> {
  if (value === option) {
    if (unconfirmed.includes(String(option))) return { value, unconfirmed: [], outcome: 'confirmed' };
    return intent === 'select' ? { value, unconfirmed: [], outcome: 'selected' } : { value: undefined, unconfirmed: [], outcome: 'unselected' };
  }
  return { value: option, unconfirmed: [], outcome: 'selected' };
}

/**
 * A key, click or Space on an option of a multi-label question. A label selected only by the pre-fill
 * is confirmed and stays (the other suggested labels stay too, still unconfirmed); a label the person
 * chose or confirmed is toggled. The answer lists its labels in `order` (the question's options), and
 * is undefined once none is left.
 */
export function pressMulti(
  value: readonly string[] | undefined,
  option: string,
  unconfirmed: readonly string[],
  order: readonly string[],
): PressResult<string[]> {
  const selected = new Set(value ?? []);
  const waiting = unconfirmed.filter((item) => item !== option);
  if (selected.has(option) && unconfirmed.includes(option)) return { value: value ? [...value] : undefined, unconfirmed: waiting, outcome: 'confirmed' };
  const outcome: PressOutcome = selected.has(option) ? 'unselected' : 'selected';
  if (outcome === 'unselected') selected.delete(option);
  else selected.add(option);
  const answer = order.filter((item) => selected.has(item));
  return { value: answer.length > 0 ? answer : undefined, unconfirmed: waiting, outcome };
}
