import { z } from 'zod';
import { Id, Timestamp, itemsOf, updateSchema } from './common.js';

export const Distribution = z.object({
  strategy: z.literal('overlap'),
  min_submitted: z.int().min(1).max(1000),
});
export type Distribution = z.infer<typeof Distribution>;

export const DatasetStatus = z.enum(['draft', 'ready']);
const DatasetName = z.string().min(1).max(200);
const Guidelines = z.string().min(1).max(10000);
const DatasetMetadata = z.record(z.string(), z.unknown());

export const DatasetCreate = z.object({
  name: DatasetName,
  guidelines: Guidelines.nullish(),
  allow_extra_metadata: z.boolean().nullish().transform((value) => value ?? true),
  distribution: Distribution.nullish().transform((value) => value ?? { strategy: 'overlap' as const, min_submitted: 1 }),
  metadata: DatasetMetadata.nullish(),
  workspace_id: Id,
});
export type DatasetCreate = z.output<typeof DatasetCreate>;

export const DatasetUpdate = updateSchema(
  {
    name: DatasetName.optional(),
    guidelines: Guidelines.nullish(),
    allow_extra_metadata: z.boolean().optional(),
    distribution: Distribution.optional(),
    metadata: DatasetMetadata.nullish(),
  },
  ['name', 'allow_extra_metadata', 'distribution'],
);
export type DatasetUpdate = z.output<typeof DatasetUpdate>;

export const Dataset = z.object({
  id: z.string(),
  name: z.string(),
  guidelines: z.string().nullable(),
  allow_extra_metadata: z.boolean(),
  status: DatasetStatus,
  distribution: Distribution,
  metadata: DatasetMetadata.nullable(),
  workspace_id: z.string(),
  last_activity_at: Timestamp,
  inserted_at: Timestamp,
  updated_at: Timestamp,
});
export type Dataset = z.infer<typeof Dataset>;
export const Datasets = itemsOf(Dataset);

export const DatasetParams = z.object({ dataset_id: Id });
export const MyDatasetsQuery = z.object({
  workspace_id: Id.optional(),
  name: z.string().min(1).optional(),
  status: DatasetStatus.optional(),
});
