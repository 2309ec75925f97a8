import { z } from 'zod';
import { Id, SettingName, Timestamp, Title, itemsOf, updateSchema } from './common.js';

export const TERMS_VALUES_MAX = 250;

function minBelowMax(settings: { min?: number | null; max?: number | null }, ctx: z.RefinementCtx): void {
  if (settings.min != null && settings.max != null && settings.min >= settings.max) {
    ctx.addIssue({ code: 'custom', path: ['min'], message: `'min' (${settings.min}) must be lower than 'max' (${settings.max})` });
  }
}

const TermValue = z.union([z.string(), z.number(), z.boolean()]);

export const TermsMetadataSettings = z.object({
  type: z.literal('terms'),
  values: z.array(TermValue).min(1).max(TERMS_VALUES_MAX).nullish().transform((value) => value ?? null),
});
export const IntegerMetadataSettings = z
  .object({
    type: z.literal('integer'),
    min: z.int().nullish().transform((value) => value ?? null),
    max: z.int().nullish().transform((value) => value ?? null),
  })
  .superRefine(minBelowMax);
export const FloatMetadataSettings = z
  .object({
    type: z.literal('float'),
    min: z.number().nullish().transform((value) => value ?? null),
    max: z.number().nullish().transform((value) => value ?? null),
  })
  .superRefine(minBelowMax);

export const MetadataSettings = z.discriminatedUnion('type', [
  TermsMetadataSettings,
  IntegerMetadataSettings,
  FloatMetadataSettings,
]);
export type MetadataSettings = z.output<typeof MetadataSettings>;

export const MetadataPropertyCreate = z.object({
  name: SettingName,
  title: Title,
  settings: MetadataSettings,
  visible_for_annotators: z.boolean().nullish().transform((value) => value ?? true),
});
export type MetadataPropertyCreate = z.output<typeof MetadataPropertyCreate>;

export const MetadataPropertyUpdate = updateSchema(
  { title: Title.optional(), visible_for_annotators: z.boolean().optional() },
  ['title', 'visible_for_annotators'],
);
export type MetadataPropertyUpdate = z.output<typeof MetadataPropertyUpdate>;

export const MetadataProperty = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  settings: MetadataSettings,
  visible_for_annotators: z.boolean(),
  dataset_id: z.string(),
  inserted_at: Timestamp,
  updated_at: Timestamp,
});
export type MetadataProperty = z.infer<typeof MetadataProperty>;
export const MetadataProperties = itemsOf(MetadataProperty);

export const MetadataPropertyParams = z.object({ metadata_property_id: Id });
