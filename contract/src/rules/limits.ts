/**
 * Size limits Argilla puts on record values. Lengths are counted in code points, as Python's `len()` does.
 * The span list limit lives with the response schema (`SPAN_ITEMS_MAX`).
 */
export const CHAT_MESSAGES_MAX = 500;
export const CHAT_ROLE_LENGTH_MAX = 20;
export const CHAT_CONTENT_LENGTH_MAX = 20_000;
export const IMAGE_WEB_URL_LENGTH_MAX = 2038;
export const IMAGE_DATA_URL_LENGTH_MAX = 5_000_000;
export const SUGGESTION_AGENT_LENGTH_MAX = 200;
