import { z } from 'zod';
import { Id, Timestamp, Title, itemsOf, updateSchema } from './common.js';

/** The largest vector Gloss stores: the practical limit of the dense-vector engines Argilla users know. */
export const VECTOR_DIMENSIONS_MAX = 4096;

export const VectorSettingsCreate = z.object({
  name: z.string().min(1).max(200),
  title: Title,
  dimensions: z.int().min(1).max(VECTOR_DIMENSIONS_MAX),
});
export type VectorSettingsCreate = z.output<typeof VectorSettingsCreate>;

export const VectorSettingsUpdate = updateSchema({ title: Title.optional() }, ['title']);
export type VectorSettingsUpdate = z.output<typeof VectorSettingsUpdate>;

export const VectorSettings = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  dimensions: z.int(),
  dataset_id: z.string(),
  inserted_at: Timestamp,
  updated_at: Timestamp,
});
export type VectorSettings = z.infer<typeof VectorSettings>;
export const VectorsSettings = itemsOf(VectorSettings);

export const VectorSettingsParams = z.object({ vector_settings_id: Id });
