/** Small type tests for JSON values, shared by the rules. */

/** A JSON object: not null, not a list, not a class instance. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A JSON integer. `3.0` passes too: once parsed, JavaScript cannot tell it from `3`. */
export function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Names the kind of a value for messages such as "expects a string, found a list". */
export function describeKind(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'string':
      return 'a string';
    case 'number':
      return Number.isInteger(value) ? 'an integer' : 'a number';
    case 'boolean':
      return 'a boolean';
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}

/** The distinct items of a list, in first-seen order; JSON-equal objects count as one. */
export function distinct(values: readonly unknown[]): unknown[] {
  const seen = new Map<string, unknown>();
  for (const value of values) {
    const key = identityKey(value);
    if (!seen.has(key)) seen.set(key, value);
  }
  return [...seen.values()];
}

/** The items that appear more than once, each named once, in first-seen order. */
export function duplicatesOf(values: readonly unknown[]): unknown[] {
  const counts = new Map<string, { value: unknown; count: number }>();
  for (const value of values) {
    const key = identityKey(value);
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { value, count: 1 });
  }
  return [...counts.values()].filter((entry) => entry.count > 1).map((entry) => entry.value);
}

function identityKey(value: unknown): string {
  return typeof value === 'string' ? `s:${value}` : `j:${JSON.stringify(value) ?? 'undefined'}`;
}
