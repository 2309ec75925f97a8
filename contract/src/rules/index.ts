/**
 * Validity rules for record values, responses and suggestions: pure functions that return `null` when a
 * value is valid and Argilla's error message when it is not. The server wraps the message in its error
 * body; the web app runs the same rules on drafts before they are sent.
 */
export { codePointLength } from './code-points.js';
export {
  CHAT_CONTENT_LENGTH_MAX,
  CHAT_MESSAGES_MAX,
  CHAT_ROLE_LENGTH_MAX,
  IMAGE_DATA_URL_LENGTH_MAX,
  IMAGE_WEB_URL_LENGTH_MAX,
  SUGGESTION_AGENT_LENGTH_MAX,
} from './limits.js';
export { validateRecordMetadata } from './metadata.js';
export { pythonNumberStr, pythonRepr } from './python-repr.js';
export { isListValueQuestion } from './question-kinds.js';
export { validateQuestionValue } from './question-values.js';
export { validateRecordFields } from './record-fields.js';
export { validateResponseValues } from './response-values.js';
export { type SpanRange, findOverlappingSpans, spansOverlap } from './spans.js';
export { validateSuggestion } from './suggestions.js';
export { validateVectors } from './vectors.js';
