/** What the review view and the annotation page embed: a record's thread and its "needs review" flag. */
export { CommentsPanel, type CommentsPanelProps } from './CommentsPanel';
export { ReviewFlagToggle, FlagIcon, type ReviewFlagToggleProps } from './ReviewFlagToggle';
export { useRecordComments, useRecordFlag, useIsReviewer, commentKeys, type ThreadChange } from './queries';
