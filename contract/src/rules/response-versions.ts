/**
 * A response's version without zod, so the web app's annotation page (which must not load zod, see
 * `comments.ts`) writes the same precondition the server checks.
 *
 * A response's entity tag is its `updated_at` in double quotes. A change or deletion sent with
 * `If-Match: "<updated_at>"` is refused (412) when another client changed the response since; a call
 * without the header (the SDK, Argilla's app) writes whatever is there, as Argilla does.
 */
export function responseEntityTag(response: { updated_at: string }): string {
  return `"${response.updated_at}"`;
}

/**
 * Whether an `If-Match` header lets a write go ahead on a response whose version is `current`: `*`
 * (any version), or a list holding its tag. Weak tags (`W/"..."`) never match: a precondition compares
 * strongly.
 */
export function ifMatchAllows(header: string, current: { updated_at: string }): boolean {
  const tag = responseEntityTag(current);
  return header
    .split(',')
    .map((item) => item.trim())
    .some((item) => item === '*' || item === tag);
}
