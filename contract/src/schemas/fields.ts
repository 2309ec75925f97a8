import { z } from 'zod';
import { Id, SettingName, Timestamp, Title, itemsOf, updateSchema } from './common.js';

export const TextFieldSettings = z.object({
  type: z.literal('text'),
  use_markdown: z.boolean().nullish().transform((value) => value ?? false),
});
export const ImageFieldSettings = z.object({ type: z.literal('image') });
export const ChatFieldSettings = z.object({
  type: z.literal('chat'),
  use_markdown: z.boolean().nullish().transform((value) => value ?? true),
});
export const CustomFieldSettings = z.object({
  type: z.literal('custom'),
  template: z.string().min(1).max(1_000_000),
  advanced_mode: z.boolean().nullish().transform((value) => value ?? false),
});

export const FieldSettings = z.discriminatedUnion('type', [
  TextFieldSettings,
  ImageFieldSettings,
  ChatFieldSettings,
  CustomFieldSettings,
]);
export type FieldSettings = z.output<typeof FieldSettings>;
export type FieldType = FieldSettings['type'];

/** On update the whole key set of the type is required, as upstream: the new settings replace the old. */
export const FieldSettingsUpdate = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), use_markdown: z.boolean() }),
  z.object({ type: z.literal('image') }),
  z.object({ type: z.literal('chat'), use_markdown: z.boolean() }),
  z.object({ type: z.literal('custom'), template: z.string().min(1).max(1_000_000), advanced_mode: z.boolean() }),
]);

export const FieldCreate = z.object({
  name: SettingName,
  title: Title,
  required: z.boolean().nullish().transform((value) => value ?? false),
  settings: FieldSettings,
});
export type FieldCreate = z.output<typeof FieldCreate>;

export const FieldUpdate = updateSchema(
  { title: Title.optional(), required: z.boolean().optional(), settings: FieldSettingsUpdate.optional() },
  ['title', 'required', 'settings'],
);
export type FieldUpdate = z.output<typeof FieldUpdate>;

export const Field = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  required: z.boolean(),
  settings: FieldSettings,
  dataset_id: z.string(),
  inserted_at: Timestamp,
  updated_at: Timestamp,
});
export type Field = z.infer<typeof Field>;
export const Fields = itemsOf(Field);

export const FieldParams = z.object({ field_id: Id });
