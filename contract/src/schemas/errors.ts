import { z } from 'zod';

/** Domain errors (404, 409, business-rule 422): a message string. */
export const DetailError = z.object({ detail: z.string() });

/** Business errors that carry a machine-readable code. */
export const CodedError = z.object({ code: z.string(), message: z.string() });

export const ValidationIssue = z.object({
  type: z.string(),
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssue>;

/** Argilla's legacy error family: 401, 403, request validation 422, 400 and 500. */
export const ServerError = z.object({
  detail: z.object({ code: z.string(), params: z.record(z.string(), z.unknown()) }),
});
