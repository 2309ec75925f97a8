/**
 * The shapes of account and workspace names and of passwords, without zod: the request schemas build on
 * them, and the web app checks its forms with the same patterns before sending (it must not load zod,
 * whose start-up probe the app's Content-Security-Policy reports).
 */

/** Usernames start with a letter or digit (the SDK's and Argilla's newer pattern). */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
export const USERNAME_LENGTH_MAX = 200;

/** The SDK parses workspace names with this pattern; a name outside it would break every SDK listing. */
export const WORKSPACE_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;
export const WORKSPACE_NAME_LENGTH_MAX = 200;

/** Argilla's password bounds, in characters. */
export const PASSWORD_LENGTH_MIN = 8;
export const PASSWORD_LENGTH_MAX = 100;

/** First and last names, trimmed. */
export const PERSON_NAME_LENGTH_MAX = 200;
