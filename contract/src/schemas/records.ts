import { z } from 'zod';
import { Id, Timestamp, itemsOf, queryInteger } from './common.js';
import { Response, ResponseValues, ResponseStatus } from './responses.js';
import { Suggestion, SuggestionCreate } from './suggestions.js';

/** Per-call limits of the records API. */
export const RECORDS_BULK_MAX = 500;
export const RECORDS_DELETE_MAX = 100;
export const LIST_LIMIT_MAX = 1000;
export const LIST_LIMIT_DEFAULT = 50;

// Field values are checked against the dataset's fields by the rules, which name the field in the message.
const FieldValues = z.record(z.string(), z.unknown());
const Metadata = z.record(z.string(), z.unknown());
const Vectors = z.record(z.string(), z.array(z.number()));

/** A response embedded in a record write: the user it belongs to is named. */
export const RecordResponse = z
  .object({ user_id: Id, values: ResponseValues.nullish(), status: ResponseStatus })
  .superRefine((response, ctx) => {
    if (response.status !== 'discarded' && response.values == null) {
      ctx.addIssue({ code: 'custom', path: ['values'], message: `values are required for a ${response.status} response` });
    }
  });

function uniqueBy<T>(items: T[] | null | undefined, key: (item: T) => unknown): boolean {
  if (!items) return true;
  return new Set(items.map(key)).size === items.length;
}

const recordShape = {
  metadata: Metadata.nullish(),
  external_id: z.string().min(1).max(2000).nullish(),
  responses: z
    .array(RecordResponse)
    .nullish()
    .refine((items) => uniqueBy(items, (item) => item.user_id), 'responses contain more than one response by the same user'),
  suggestions: z
    .array(SuggestionCreate)
    .nullish()
    .refine((items) => uniqueBy(items, (item) => item.question_id), 'found duplicate suggestions question IDs'),
  vectors: Vectors.nullish(),
};

export const RecordCreate = z.object({ fields: FieldValues, ...recordShape });
export type RecordCreate = z.output<typeof RecordCreate>;

/** Matched by `id`, then by `external_id`; a match updates metadata, suggestions, responses and vectors. */
export const RecordUpsert = z.object({ id: Id.nullish(), fields: FieldValues.nullish(), ...recordShape });
export type RecordUpsert = z.output<typeof RecordUpsert>;

function bulkOf<T extends z.ZodType<{ external_id?: string | null }>>(item: T) {
  return z.object({
    items: z
      .array(item)
      .min(1)
      .max(RECORDS_BULK_MAX)
      .refine(
        (items) => uniqueBy(items.filter((record) => record.external_id != null), (record) => record.external_id),
        'External IDs must be unique',
      ),
  });
}
export const RecordsBulkCreate = bulkOf(RecordCreate);
export const RecordsBulkUpsert = bulkOf(RecordUpsert);

export const RecordUpdate = z.object({
  metadata: Metadata.nullish(),
  suggestions: recordShape.suggestions,
  vectors: Vectors.nullish(),
});
export type RecordUpdate = z.output<typeof RecordUpdate>;

export const RecordStatus = z.enum(['pending', 'completed']);
export type RecordStatus = z.infer<typeof RecordStatus>;

export const DatasetRecord = z.object({
  id: z.string(),
  status: RecordStatus,
  fields: FieldValues,
  metadata: Metadata.nullable(),
  external_id: z.string().nullable(),
  responses: z.array(Response).optional(),
  suggestions: z.array(Suggestion).optional(),
  vectors: Vectors.optional(),
  dataset_id: z.string(),
  inserted_at: Timestamp,
  updated_at: Timestamp,
});
export type DatasetRecord = z.infer<typeof DatasetRecord>;

export const RecordsPage = z.object({ items: z.array(DatasetRecord), total: z.int() });
export const RecordsBulkResult = z.object({ items: z.array(DatasetRecord), updated_item_ids: z.array(z.string()).optional() });
export const Records = itemsOf(DatasetRecord);

/** `include=responses&include=suggestions,vectors:emb` in any mix; checked by the service. */
export const Include = z.union([z.string(), z.array(z.string())]).optional();

export const RecordListQuery = z.object({
  offset: queryInteger(z.int().min(0).default(0)),
  limit: queryInteger(z.int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT)),
  include: Include,
});

// Checked by the service, which answers Argilla's messages for an empty, too long or malformed list.
export const RecordIdsQuery = z.object({
  ids: z.string().optional().describe(`1 to ${RECORDS_DELETE_MAX} comma-separated ids; none, more or a malformed one is a 422`),
});
export const RecordParams = z.object({ record_id: Id });
