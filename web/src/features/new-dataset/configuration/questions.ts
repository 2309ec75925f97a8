import type { QuestionType } from '@gloss/contract';
import type { QuestionDraft } from './types';

/** The six question types, in the order the page offers them. */
export const QUESTION_TYPES: readonly QuestionType[] = ['label_selection', 'multi_label_selection', 'rating', 'ranking', 'text', 'span'];

/** Types whose answer is one of, or some of, a list of options the person writes. */
export function hasOptions(type: QuestionType): boolean {
  return type === 'label_selection' || type === 'multi_label_selection' || type === 'ranking' || type === 'span';
}

/** Types that show only some options at first (`visible_options`). */
export function hasVisibleOptions(type: QuestionType): boolean {
  return type === 'label_selection' || type === 'multi_label_selection' || type === 'span';
}

/** Options a new question of the type starts with, so that it is valid at once and shows what it does. */
const STARTING_OPTIONS: Readonly<Record<QuestionType, readonly string[]>> = {
  label_selection: ['positive', 'negative'],
  multi_label_selection: ['news', 'sports', 'politics'],
  ranking: ['response-1', 'response-2'],
  span: ['person', 'organisation', 'place'],
  rating: [],
  text: [],
};

export interface NewQuestion {
  key: string;
  name: string;
  type: QuestionType;
  title?: string;
  options?: readonly string[];
  required?: boolean;
  /** Span: the column of the text field it marks. */
  spanColumn?: string;
}

/** A question with the type's usual settings: 1 to 5 for a rating, starting options for the others. */
export function newQuestion({ key, name, type, title, options, required = false, spanColumn = '' }: NewQuestion): QuestionDraft {
  return {
    key,
    name,
    title: title ?? name,
    description: '',
    required,
    type,
    options: options ?? STARTING_OPTIONS[type],
    visibleOptions: '',
    optionsOrder: 'natural',
    ratingFrom: '1',
    ratingTo: '5',
    useMarkdown: false,
    spanColumn,
    allowOverlapping: false,
  };
}

/**
 * The question as another type: what the person typed stays (a label question's options become the
 * multi-label question's); a question that had no options, or only its type's starting ones, gets the
 * new type's starting ones.
 */
export function withType(question: QuestionDraft, type: QuestionType, firstTextColumn: string | undefined): QuestionDraft {
  const typed = typedOptions(question.options);
  const starting = STARTING_OPTIONS[question.type];
  const untouched = typed.length === starting.length && typed.every((option, index) => option === starting[index]);
  const hadOptions = hasOptions(question.type) && typed.some((option) => option !== '') && !untouched;
  return {
    ...question,
    type,
    options: hadOptions ? question.options : STARTING_OPTIONS[type],
    spanColumn: type === 'span' && !question.spanColumn ? (firstTextColumn ?? '') : question.spanColumn,
  };
}

/** The options as they will be sent: trimmed, with the blank entries a textarea's last line leaves dropped. */
export function typedOptions(options: readonly string[]): string[] {
  const trimmed = options.map((option) => option.trim());
  let end = trimmed.length;
  while (end > 0 && trimmed[end - 1] === '') end -= 1;
  return trimmed.slice(0, end);
}

/** The lowest and highest rating the question offers, or null while they are not whole numbers 0 to 10, lowest first. */
export function ratingRange(question: Pick<QuestionDraft, 'ratingFrom' | 'ratingTo'>): { from: number; to: number } | null {
  const from = wholeNumber(question.ratingFrom);
  const to = wholeNumber(question.ratingTo);
  if (from === null || to === null || from < 0 || to > 10 || from >= to) return null;
  return { from, to };
}

/** `visible_options` as typed: null for all of them (empty), a number, or NaN for text that is not one. */
export function visibleOptionsOf(question: Pick<QuestionDraft, 'visibleOptions'>): number | null {
  const text = question.visibleOptions.trim();
  if (text === '') return null;
  return wholeNumber(text) ?? Number.NaN;
}

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}
