import { z } from 'zod';

/** Entity ids are UUIDs; any 8-4-4-4-12 hex form is accepted and compared lower-cased. */
export const Id = z.guid().transform((value) => value.toLowerCase());

/** Naive UTC ISO timestamp with microseconds and no zone suffix, as the Python SDK parses it. */
export const Timestamp = z.string().describe('Naive UTC ISO 8601 timestamp, e.g. 2024-07-15T10:21:33.123456');

/** Every list response is wrapped as `{ items: [...] }`. */
export function itemsOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}

/** Names of fields, questions and metadata properties. */
export const SettingName = z
  .string()
  .min(1)
  .max(200)
  .regex(/^(?=.*[a-z0-9])[a-z0-9_-]+$/, 'Name may contain lowercase letters, digits, "_" and "-", with at least one letter or digit');

export const Title = z.string().min(1).max(500);
export const Description = z.string().min(1).max(1000);

/**
 * PATCH bodies: keys may be omitted, and the listed ones may not be sent as null. A check ahead of the shape
 * names every null key in one error with Argilla's message; the shape itself (and so the OpenAPI document)
 * keeps those keys non-nullable.
 */
export function updateSchema<Shape extends z.ZodRawShape>(shape: Shape, nonNullKeys: readonly (keyof Shape & string)[]) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'object' || value === null) return value;
    const nulls = nonNullKeys.filter((key) => (value as Record<string, unknown>)[key] === null);
    if (nulls.length > 0) {
      ctx.addIssue({ code: 'custom', input: value, message: `The following keys must have non-null values: ${nulls.join(', ')}` });
    }
    return value;
  }, z.object(shape));
}

/**
 * A whole number in a query string, in decimal digits only: `Number()` would also read `1e3`, `0x10`, ` 7`
 * and an empty value (as 0). Other strings reach the inner schema as strings and fail there, naming the
 * parameter; the document shows the inner integer schema.
 */
export function queryInteger<T extends z.ZodType<number | undefined>>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && /^-?[0-9]+$/.test(value) ? Number(value) : value), schema);
}
