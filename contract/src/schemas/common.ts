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
 * PATCH bodies: keys may be omitted, and the listed ones may not be sent as null. Those keys are parsed as
 * nullable so that one error can name every offending key with Argilla's message; the output type is the
 * plain optional shape.
 */
export function updateSchema<Shape extends z.ZodRawShape>(shape: Shape, nonNullKeys: readonly (keyof Shape & string)[]) {
  const relaxed: Record<string, z.ZodType> = { ...(shape as unknown as Record<string, z.ZodType>) };
  for (const key of nonNullKeys) relaxed[key] = relaxed[key].nullable();
  return z
    .object(relaxed)
    .superRefine((value, ctx) => {
      const nulls = nonNullKeys.filter((key) => (value as Record<string, unknown>)[key] === null);
      if (nulls.length > 0) {
        ctx.addIssue({ code: 'custom', message: `The following keys must have non-null values: ${nulls.join(', ')}` });
      }
    })
    .transform((value) => value as z.output<z.ZodObject<Shape>>);
}
