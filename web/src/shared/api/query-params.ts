export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

function isEmpty(value: QueryValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * A query string from named values: every key and value URI-encoded, empty values skipped, lists
 * written as repeated keys (`include=responses&include=suggestions`). Returns '' or '?…'.
 */
export function buildQuery(params: Readonly<Record<string, QueryValue>>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (isEmpty(value)) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (isEmpty(item as QueryValue)) continue;
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The first value of every parameter of a search string, decoded. */
export function parseQuery(search: string): Record<string, string> {
  const result: Record<string, string> = {};
  new URLSearchParams(search).forEach((value, key) => {
    if (!(key in result)) result[key] = value;
  });
  return result;
}
