import { z } from 'zod';
import { Id, SettingName, Timestamp } from './common.js';

export const RESPONSES_BULK_MAX = 100;
export const SPAN_ITEMS_MAX = 10_000;

export const ResponseStatus = z.enum(['submitted', 'discarded', 'draft']);
export type ResponseStatus = z.infer<typeof ResponseStatus>;

export const SpanItem = z
  .object({ label: z.string().min(1), start: z.int().min(0), end: z.int().min(1) })
  .refine((span) => span.end > span.start, { message: "span 'end' must be greater than 'start'", path: ['end'] });
export const RankingItem = z.object({ value: z.string().min(1), rank: z.int().nullish() });

/** An answer, as each question type shapes it: text and labels, label lists, ratings, rankings, spans. */
export const AnswerValue = z.union([
  z.string(),
  z.int(),
  z.array(z.string()),
  z.array(RankingItem),
  z.array(SpanItem).max(SPAN_ITEMS_MAX),
]);
export type AnswerValue = z.infer<typeof AnswerValue>;

export const ResponseValues = z.record(SettingName, z.object({ value: AnswerValue }));
export type ResponseValues = z.output<typeof ResponseValues>;

export const ResponseCreate = z.object({ values: ResponseValues.nullish(), status: ResponseStatus });
export type ResponseCreate = z.output<typeof ResponseCreate>;

/** A submitted response needs values; drafts and discards may have none. */
export const ResponseUpdate = z.discriminatedUnion('status', [
  z.object({ status: z.literal('submitted'), values: ResponseValues }),
  z.object({ status: z.literal('draft'), values: ResponseValues.nullish() }),
  z.object({ status: z.literal('discarded'), values: ResponseValues.nullish() }),
]);
export type ResponseUpdate = z.output<typeof ResponseUpdate>;

export const Response = z.object({
  id: z.string(),
  values: ResponseValues.nullable(),
  status: ResponseStatus,
  record_id: z.string(),
  user_id: z.string(),
  inserted_at: Timestamp,
  updated_at: Timestamp,
});
export type Response = z.infer<typeof Response>;

export const ResponsesBulk = z.object({
  items: z
    .array(z.intersection(z.object({ record_id: Id }), ResponseUpdate))
    .min(1)
    .max(RESPONSES_BULK_MAX),
});
export type ResponsesBulk = z.output<typeof ResponsesBulk>;

export const ResponsesBulkResult = z.object({
  items: z.array(z.object({ item: Response.nullable(), error: z.object({ detail: z.string() }).nullable() })),
});

export const ResponseParams = z.object({ response_id: Id });

export { ifMatchAllows, responseEntityTag } from '../rules/response-versions.js';

/** `If-Match`, the response's version the write was made against (`rules/response-versions.ts`). */
export const ResponseWriteHeaders = z.object({ 'if-match': z.string().min(1).max(1000).optional() });
