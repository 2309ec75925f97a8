import { z } from 'zod';
import { Dataset } from './datasets.js';
import { Field } from './fields.js';
import { MetadataProperty } from './metadata-properties.js';
import { Question } from './questions.js';
import { DatasetRecord } from './records.js';
import { Response } from './responses.js';
import { User } from './users.js';
import { VectorSettings } from './vectors-settings.js';
import { WebhookEvent } from './webhooks.js';
import { Workspace } from './workspaces.js';

/**
 * What a webhook delivery's body carries (Argilla 2.x's event schemas, which the SDK's `webhook_listener`
 * parses into `rg.Dataset`, `rg.Record` and `rg.UserResponse`). Nested settings drop their `dataset_id`, and
 * a dataset nests its workspace instead of naming it, as Argilla sends them.
 */
export const DatasetInEvent = Dataset.pick({
  id: true,
  name: true,
  guidelines: true,
  allow_extra_metadata: true,
  status: true,
  distribution: true,
}).extend({
  workspace: Workspace,
  questions: z.array(Question.omit({ dataset_id: true })),
  fields: z.array(Field.omit({ dataset_id: true })),
  metadata_properties: z.array(MetadataProperty.omit({ dataset_id: true })),
  vectors_settings: z.array(VectorSettings.omit({ dataset_id: true })),
  last_activity_at: Dataset.shape.last_activity_at,
  inserted_at: Dataset.shape.inserted_at,
  updated_at: Dataset.shape.updated_at,
});
export type DatasetInEvent = z.infer<typeof DatasetInEvent>;

/** A record without its responses, suggestions and vectors, with its dataset. */
export const RecordInEvent = DatasetRecord.pick({ id: true, status: true, fields: true, metadata: true, external_id: true }).extend({
  dataset: DatasetInEvent,
  inserted_at: DatasetRecord.shape.inserted_at,
  updated_at: DatasetRecord.shape.updated_at,
});
export type RecordInEvent = z.infer<typeof RecordInEvent>;

export const UserInEvent = User.pick({
  id: true,
  first_name: true,
  last_name: true,
  username: true,
  role: true,
  inserted_at: true,
  updated_at: true,
});
export type UserInEvent = z.infer<typeof UserInEvent>;

export const ResponseInEvent = Response.pick({ id: true, values: true, status: true }).extend({
  record: RecordInEvent,
  user: UserInEvent,
  inserted_at: Response.shape.inserted_at,
  updated_at: Response.shape.updated_at,
});
export type ResponseInEvent = z.infer<typeof ResponseInEvent>;

/** The test event an owner sends from the API or the Webhooks page. */
export const PingInEvent = z.object({ agent: z.string(), version: z.string() });

/**
 * A delivery's body: `timestamp` is when the change happened, UTC with microseconds and a `Z`
 * (`2024-07-15T10:21:33.123456Z`); `data` is a dataset, record or response as above, or a ping's. Deleted
 * resources are sent as they were just before.
 */
export const WebhookEventBody = z.object({
  type: z.union([WebhookEvent, z.literal('ping')]),
  version: z.literal(1),
  timestamp: z.string(),
  data: z.union([DatasetInEvent, RecordInEvent, ResponseInEvent, PingInEvent]),
});
export type WebhookEventBody = z.infer<typeof WebhookEventBody>;
