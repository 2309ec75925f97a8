/**
 * Comment rules without zod: the request schemas (`schemas/comments.ts`) build on them, and the web app's
 * comment composer counts against the same limit (the annotation page must not load zod, whose schema
 * compiler probes `Function` and so trips the app's Content-Security-Policy).
 */

/** A comment's markdown, at most this many characters. */
export const COMMENT_LENGTH_MAX = 10_000;
