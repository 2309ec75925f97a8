/** The question editors and their frame; the span editor is in ./span. */
export { QuestionCard, type QuestionCardProps } from './QuestionCard';
export { SuggestionBadge, OptionScore } from './SuggestionBadge';
export { LabelQuestion } from './LabelQuestion';
export { MultiLabelQuestion } from './MultiLabelQuestion';
export { RatingQuestion } from './RatingQuestion';
export { TextQuestion } from './TextQuestion';
export { RankingQuestion } from './RankingQuestion';
export { EditorForQuestion } from './EditorForQuestion';
export type { QuestionEditorProps } from './editor-props';
export {
  LABEL_SHORTCUTS,
  MULTI_LABEL_SHORTCUTS,
  RATING_SHORTCUTS,
  TEXT_SHORTCUTS,
  RANKING_SHORTCUTS,
  SHORTCUTS_BY_TYPE,
  type ShortcutDescription,
  type EditorQuestionType,
} from './shortcuts';
export { focusQuestionEntry, questionTitleId, CARD_ATTRIBUTE, ENTRY_ATTRIBUTE } from './dom';
export { isTypingTarget } from './keys';
export { annotateQuestionsMessages } from './messages';
