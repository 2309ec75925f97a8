/**
 * A query string people can read: `:` and `,` stay as they are and spaces are `+`; everything else
 * is escaped as usual, so URLSearchParams reads it back unchanged. Places are compared in this form.
 */
export function readableQueryString(params: URLSearchParams): string {
  const parts: string[] = [];
  for (const [name, value] of params) parts.push(`${readable(name)}=${readable(value)}`);
  return parts.join('&');
}

/** The same query string whichever way it was escaped. */
export function normalisedSearch(search: string): string {
  return readableQueryString(new URLSearchParams(search));
}

function readable(text: string): string {
  return encodeURIComponent(text).replace(/%3A/gi, ':').replace(/%2C/gi, ',').replace(/%20/g, '+');
}
