import type { Question, Suggestion, ValueOption } from '@gloss/contract';
import {
  isRankedList,
  isSpanList,
  isStringList,
  optionValues,
  ratingValues,
  sameSpan,
  valueOptionsOf,
} from './answer-shapes';
import { fillRanking } from './from-wire';
import { suggestedRanks } from './ranking';
import { isAnswerModified } from './modified';
import type { AnswerValue, Answers, RankedOption, SpanAnswer, SuggestionView } from './types';
import { numberFormat } from '../../../../shared/format/numbers';

/** Multi-label's `options_order`: suggested options first, or the options as configured. */
export type OptionsOrder = 'suggestion' | 'natural';

/** What the form knows of one suggested item (an option, a ranked option, a span). */
export interface SuggestedItem {
  score: number | null;
  /** The suggested rank, for a ranking; null otherwise. */
  rank: number | null;
}

/**
 * The record's suggestions as the form shows them, keyed by question name. A suggestion for a question
 * the dataset no longer has, or whose value no longer fits its question, is left out. List values keep
 * only the items that fit (known labels, each once), with their per-item scores kept alongside.
 */
export function suggestionViews(
  questions: readonly Question[],
  suggestions: readonly Suggestion[] | null | undefined,
): Readonly<Record<string, SuggestionView>> {
  const views: Record<string, SuggestionView> = {};
  for (const suggestion of suggestions ?? []) {
    const question = questions.find((candidate) => candidate.id === suggestion.question_id);
    const view = question && suggestionView(question, suggestion);
    if (view) views[question.name] = view;
  }
  return views;
}

/**
 * The answers a pending record starts with: each suggestion in the form's shape, a ranking with every
 * option (the ones not suggested wait unranked). Only for a record the caller has not answered yet.
 */
export function prefillFromSuggestions(
  questions: readonly Question[],
  suggestions: readonly Suggestion[] | null | undefined,
): Answers {
  const views = suggestionViews(questions, suggestions);
  const answers: Record<string, AnswerValue> = {};
  for (const question of questions) {
    const view = views[question.name];
    if (!view) continue;
    answers[question.name] =
      question.settings.type === 'ranking' ? fillRanking(question, view.value as RankedOption[]) : view.value;
  }
  return answers;
}

/**
 * Whether an option (label, multi-label, rating, ranking value) or a span was suggested, with its score
 * and suggested rank; `undefined` when it was not. For the spark mark on that one item.
 */
export function suggestedItem(
  view: SuggestionView | undefined,
  item: string | number | SpanAnswer,
): SuggestedItem | undefined {
  if (!view) return undefined;
  if (!Array.isArray(view.value)) {
    return view.value === item ? { score: singleScore(view.score), rank: null } : undefined;
  }
  const items: readonly (string | RankedOption | SpanAnswer)[] = view.value;
  const index = items.findIndex((candidate) => isSameItem(candidate, item));
  if (index === -1) return undefined;
  const found = items[index];
  const score = Array.isArray(view.score) ? (view.score[index] ?? null) : view.score;
  const rank = typeof found === 'object' && 'rank' in found ? found.rank : null;
  return { score, rank };
}

/** Whether the answer is still the suggestion (the mark shows, suggested text stays in italics). */
export function matchesSuggestion(
  question: Question,
  view: SuggestionView | undefined,
  value: AnswerValue | undefined,
): boolean {
  return view !== undefined && !isAnswerModified(question, view.value, value);
}

/** A score with one decimal (0.87 → '0.9'), rounding halves up; null when there is no score to show. */
export function formatScore(score: number | null | undefined, locale = 'en'): string | null {
  if (score == null || !Number.isFinite(score)) return null;
  // Rounded first: 0.35 is 0.34999… as a double, and people expect '0.4'.
  const rounded = Math.round(score * 10) / 10;
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rounded);
}


/**
 * The options in the order the question shows them. With 'suggestion' (multi-label's `options_order`),
 * suggested options come first by descending score (unscored ones after, ties in option order), then
 * the rest in option order. `order` defaults to the question's own setting.
 */
export function orderOptions(
  question: Question,
  suggestion: SuggestionView | undefined,
  order: OptionsOrder = question.settings.type === 'multi_label_selection' ? question.settings.options_order : 'natural',
): ValueOption[] {
  const options = [...valueOptionsOf(question)];
  if (order === 'natural' || !suggestion) return options;
  const scoreOf = (option: ValueOption) => suggestedItem(suggestion, option.value);
  const suggested = options
    .filter((option) => scoreOf(option) !== undefined)
    .sort((a, b) => (scoreOf(b)?.score ?? -1) - (scoreOf(a)?.score ?? -1));
  return [...suggested, ...options.filter((option) => scoreOf(option) === undefined)];
}

function suggestionView(question: Question, suggestion: Suggestion): SuggestionView | undefined {
  const { value, score, agent } = suggestion;
  const base = { questionName: question.name, agent };
  switch (question.settings.type) {
    case 'text':
      return typeof value === 'string' ? { ...base, value, score: singleScore(score) } : undefined;
    case 'label_selection':
      return typeof value === 'string' && optionValues(question).includes(value)
        ? { ...base, value, score: singleScore(score) }
        : undefined;
    case 'rating':
      return typeof value === 'number' && ratingValues(question).includes(value)
        ? { ...base, value, score: singleScore(score) }
        : undefined;
    case 'multi_label_selection': {
      if (!isStringList(value)) return undefined;
      const options = optionValues(question);
      const keep = value.map((label, index) => options.includes(label) && value.indexOf(label) === index);
      return listView(base, value, score, keep);
    }
    case 'ranking': {
      if (!isRankedList(value)) return undefined;
      const options = optionValues(question);
      const keep = value.map(
        (item, index) => options.includes(item.value) && value.findIndex((other) => other.value === item.value) === index,
      );
      // The SDK's shape (the model's order, no ranks) becomes ranks 1, 2, ... in that order.
      return listView(base, suggestedRanks(value, keep, options.length), score, keep);
    }
    case 'span':
      if (!isSpanList(value)) return undefined;
      return listView(
        base,
        value.map(({ start, end, label }) => ({ start, end, label })),
        score,
        value.map(() => true),
      );
  }
}

/** Keeps the items that fit, and their scores with them so each score still belongs to its item. */
function listView<T extends string | RankedOption | SpanAnswer>(
  base: Pick<SuggestionView, 'questionName' | 'agent'>,
  items: T[],
  score: Suggestion['score'],
  keep: boolean[],
): SuggestionView | undefined {
  const kept = items.filter((_, index) => keep[index]);
  // A suggestion of nothing (no span, say) is kept; one whose every item was dropped is not.
  if (kept.length === 0 && items.length > 0) return undefined;
  return { ...base, value: kept as AnswerValue, score: listScore(score, items.length, keep) };
}

/**
 * Per-item scores filtered like the items. A list whose length does not match the value's cannot be
 * matched to items (the server refuses it), so it is dropped rather than guessed.
 */
function listScore(score: Suggestion['score'], itemCount: number, keep: boolean[]): number | number[] | null {
  if (!Array.isArray(score)) return score;
  if (score.length !== itemCount) return null;
  return score.filter((_, index) => keep[index]);
}

function singleScore(score: Suggestion['score'] | SuggestionView['score']): number | null {
  return typeof score === 'number' ? score : null;
}

function isSameItem(candidate: string | RankedOption | SpanAnswer, item: string | number | SpanAnswer): boolean {
  if (typeof candidate === 'string') return candidate === item;
  if ('value' in candidate) return candidate.value === item;
  return typeof item === 'object' && sameSpan(candidate, item);
}
