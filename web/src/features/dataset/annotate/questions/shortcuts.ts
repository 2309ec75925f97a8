import type { Question } from '../model/types';

/**
 * One line of the page's `?` panel for an editor: `keys` are the keycaps shown side by side (the
 * page's own convention: a combination like `Alt` `↑`, or a range like `1` `…` `9`), `i18nKey` the
 * full key of the description. Several lines may share a description (alternatives).
 */
export interface ShortcutDescription {
  keys: readonly string[];
  i18nKey: string;
}

const k = (key: string) => `annotateQuestions.shortcuts.${key}`;

const SEARCH: readonly ShortcutDescription[] = [
  { keys: ['A', '…', 'Z'], i18nKey: k('startSearch') },
  { keys: ['Esc'], i18nKey: k('searchClear') },
];

export const LABEL_SHORTCUTS: readonly ShortcutDescription[] = [
  { keys: ['1', '…', '9'], i18nKey: k('pickOption') },
  { keys: ['0'], i18nKey: k('pickTenth') },
  { keys: ['←', '→'], i18nKey: k('moveBetweenOptions') },
  { keys: ['Space'], i18nKey: k('toggleFocused') },
  ...SEARCH,
  { keys: ['↵'], i18nKey: k('searchPickFirst') },
];

export const MULTI_LABEL_SHORTCUTS: readonly ShortcutDescription[] = [
  { keys: ['1', '…', '9'], i18nKey: k('toggleOption') },
  { keys: ['0'], i18nKey: k('pickTenth') },
  { keys: ['←', '→'], i18nKey: k('moveBetweenOptions') },
  { keys: ['Space'], i18nKey: k('toggleFocused') },
  ...SEARCH,
  { keys: ['↵'], i18nKey: k('searchToggleFirst') },
];

export const RATING_SHORTCUTS: readonly ShortcutDescription[] = [
  { keys: ['0', '…', '9'], i18nKey: k('pickRating') },
  { keys: ['1', '0'], i18nKey: k('pickRatingTen') },
  { keys: ['←', '→'], i18nKey: k('moveBetweenOptions') },
  { keys: ['Space'], i18nKey: k('toggleFocused') },
];

export const TEXT_SHORTCUTS: readonly ShortcutDescription[] = [{ keys: ['Esc'], i18nKey: k('leaveText') }];

export const RANKING_SHORTCUTS: readonly ShortcutDescription[] = [
  { keys: ['1', '…', '9'], i18nKey: k('setRank') },
  { keys: ['Alt', '↑'], i18nKey: k('moveRankUp') },
  { keys: ['Alt', '↓'], i18nKey: k('moveRankDown') },
  { keys: ['↑', '↓'], i18nKey: k('moveBetweenCards') },
  { keys: ['Delete'], i18nKey: k('unrank') },
  { keys: ['⌫'], i18nKey: k('unrank') },
];

export type EditorQuestionType = Exclude<Question['settings']['type'], 'span'>;

/** The shortcuts of each question type's editor (span's belong to the span editor). */
export const SHORTCUTS_BY_TYPE: Readonly<Record<EditorQuestionType, readonly ShortcutDescription[]>> = {
  label_selection: LABEL_SHORTCUTS,
  multi_label_selection: MULTI_LABEL_SHORTCUTS,
  rating: RATING_SHORTCUTS,
  text: TEXT_SHORTCUTS,
  ranking: RANKING_SHORTCUTS,
};
