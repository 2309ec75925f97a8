import { z } from 'zod';
import { pythonNumberStr } from '../rules/python-repr.js';
import { Id } from './common.js';
import { DatasetRecord } from './records.js';

export const FILTERS_MAX = 50;
export const TERMS_MAX = 250;
export const SORT_MAX = 10;

export const RecordScope = z.object({
  entity: z.literal('record'),
  property: z.enum(['id', 'external_id', 'inserted_at', 'updated_at', 'status']),
});
export const ResponseScope = z.object({
  entity: z.literal('response'),
  question: z.string().min(1).nullish(),
  property: z.literal('status').nullish(),
});
export const SuggestionScope = z.object({
  entity: z.literal('suggestion'),
  question: z.string().min(1),
  property: z
    .enum(['value', 'agent', 'score', 'type'])
    .nullish()
    .transform((property) => property ?? 'value'),
});
export const MetadataScope = z.object({ entity: z.literal('metadata'), metadata_property: z.string().min(1) });

/**
 * The team's quality loop (a Gloss extension; terms filters only, no sort):
 * - `status`: `validated` (a reviewer settled its final answer) or `unvalidated`;
 * - `needs_review`, `comments`, `disagreement`: `true` or `false` (flagged; commented; submitted answers
 *   that differ, to `question` or to any question);
 * - `assignee`: user ids the record is assigned to, or `none` for records nobody is assigned.
 */
export const ReviewScope = z.object({
  entity: z.literal('review'),
  property: z.enum(['status', 'needs_review', 'comments', 'disagreement', 'assignee']),
  question: z.string().min(1).nullish(),
});

export const Scope = z.discriminatedUnion('entity', [RecordScope, ResponseScope, SuggestionScope, MetadataScope, ReviewScope]);
export type Scope = z.output<typeof Scope>;

// Argilla's terms values are strings, numbers being turned into their text (booleans are refused): the SDK
// sends `("id", "==", 1)` as `values: [1]`.
const Term = z.union([z.string(), z.number().transform(pythonNumberStr)]);
const Bound = z.union([z.number(), z.string()]).nullish();

export const TermsFilter = z.object({ type: z.literal('terms'), scope: Scope, values: z.array(Term).min(1).max(TERMS_MAX) });
export const RangeFilter = z
  .object({ type: z.literal('range'), scope: Scope, ge: Bound, le: Bound })
  .superRefine((range, ctx) => {
    if (range.ge == null && range.le == null) ctx.addIssue({ code: 'custom', message: "one of 'ge' or 'le' values must be specified" });
    else if (range.ge != null && range.le != null && typeof range.ge === typeof range.le && range.ge > range.le) {
      ctx.addIssue({ code: 'custom', path: ['ge'], message: `'ge' must be lower or equal than 'le'` });
    }
  });
export const Filter = z.discriminatedUnion('type', [TermsFilter, RangeFilter]);
export type Filter = z.output<typeof Filter>;

export const Order = z.enum(['asc', 'desc']);
export const SortBy = z.object({ scope: Scope, order: Order.nullish().transform((order) => order ?? 'asc') });
export type SortBy = z.output<typeof SortBy>;

export const TextQuery = z.object({ q: z.string().min(1).max(10_000), field: z.string().min(1).nullish() });
export const VectorQuery = z
  .object({
    name: z.string().min(1),
    record_id: Id.nullish(),
    value: z.array(z.number()).min(1).nullish(),
    order: z
      .enum(['most_similar', 'least_similar'])
      .nullish()
      .transform((order) => order ?? 'most_similar'),
  })
  .superRefine((vector, ctx) => {
    if ((vector.record_id == null) === (vector.value == null)) {
      ctx.addIssue({ code: 'custom', message: "exactly one of 'record_id' or 'value' must be provided" });
    }
  });

export const SearchRecordsBody = z.object({
  query: z.object({ text: TextQuery.nullish(), vector: VectorQuery.nullish() }).nullish(),
  filters: z.object({ and: z.array(Filter).min(1).max(FILTERS_MAX) }).nullish(),
  sort: z.array(SortBy).min(1).max(SORT_MAX).nullish(),
});
export type SearchRecordsBody = z.output<typeof SearchRecordsBody>;

export const SearchRecordsResult = z.object({
  items: z.array(z.object({ record: DatasetRecord, query_score: z.number().nullable() })),
  total: z.int(),
});
export type SearchRecordsResult = z.infer<typeof SearchRecordsResult>;
