/** What a JSON value is, to say why a row that is not an object is refused. */
export function jsonKindOf(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return String(value);
  return 'not an object';
}
