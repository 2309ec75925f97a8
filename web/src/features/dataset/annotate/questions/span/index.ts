/** Span annotation: the annotated text field, the question editor, their keys and strings. */
export { SpanAnnotatedField, type SpanAnnotatedFieldProps } from './SpanAnnotatedField';
export { SpanQuestionEditor } from './SpanQuestionEditor';
export { SPAN_SHORTCUTS, type SpanShortcut, isTypingTarget } from './keyboard';
export { annotateSpanMessages } from './messages';
export { chosenLabels, spanSelections } from './span-store';
