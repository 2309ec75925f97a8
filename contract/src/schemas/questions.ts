import { z } from 'zod';
import { Description, Id, SettingName, Timestamp, Title, itemsOf, updateSchema } from './common.js';

/**
 * The hard ceiling of a label or multi-label question's options, whatever the server is configured to
 * accept (`GLOSS_MAX_LABEL_OPTIONS`, which the question service applies below it). It bounds what one
 * request may make the server parse and keep: 100,000 options at their longest are about 170 MB of JSON,
 * and the parsed settings of every question are held while a dataset's records are checked.
 */
export const LABEL_OPTIONS_MAX = 100_000;
/** How many label options a server accepts unless configured otherwise (Argilla's own limit is 500). */
export const LABEL_OPTIONS_DEFAULT_LIMIT = 50_000;
/** Upper bounds of the other option lists, as Argilla's defaults. */
export const SPAN_OPTIONS_MAX = 500;
export const RANKING_OPTIONS_MAX = 50;

export const ValueOption = z.object({
  value: z.string().min(1).max(200),
  text: z.string().min(1).max(500),
  description: Description.nullish().transform((value) => value ?? null),
});
export type ValueOption = z.output<typeof ValueOption>;
export const RatingOption = z.object({ value: z.int().min(0).max(10) });
const VisibleOptions = z.int().min(3).nullish().transform((value) => value ?? null);

function duplicatesOf(values: readonly unknown[]): unknown[] {
  const seen = new Set<unknown>();
  const duplicates = new Set<unknown>();
  for (const value of values) (seen.has(value) ? duplicates : seen).add(value);
  return [...duplicates];
}

/** The option-list rules shared by every question type with options. */
function checkOptions(
  settings: { options: { value: unknown }[]; visible_options?: number | null },
  ctx: z.RefinementCtx,
): void {
  const duplicates = duplicatesOf(settings.options.map((option) => option.value));
  if (duplicates.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['options'],
      message: `Option values must be unique, found duplicates: ${JSON.stringify(duplicates)}`,
    });
  }
  if (settings.visible_options != null && settings.visible_options > settings.options.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['visible_options'],
      message: `the value for 'visible_options' must be less or equal to the number of items in 'options' (${settings.options.length})`,
    });
  }
}

export const TextQuestionSettings = z.object({
  type: z.literal('text'),
  use_markdown: z.boolean().nullish().transform((value) => value ?? false),
});
export const RatingQuestionSettings = z
  .object({ type: z.literal('rating'), options: z.array(RatingOption).min(2).max(11) })
  .superRefine(checkOptions);
export const LabelQuestionSettings = z
  .object({
    type: z.literal('label_selection'),
    options: z.array(ValueOption).min(2).max(LABEL_OPTIONS_MAX),
    visible_options: VisibleOptions,
  })
  .superRefine(checkOptions);
export const OptionsOrder = z.enum(['natural', 'suggestion']);
export const MultiLabelQuestionSettings = z
  .object({
    type: z.literal('multi_label_selection'),
    options: z.array(ValueOption).min(2).max(LABEL_OPTIONS_MAX),
    visible_options: VisibleOptions,
    options_order: OptionsOrder.nullish().transform((value) => value ?? 'natural'),
  })
  .superRefine(checkOptions);
export const RankingQuestionSettings = z
  .object({ type: z.literal('ranking'), options: z.array(ValueOption).min(2).max(RANKING_OPTIONS_MAX) })
  .superRefine(checkOptions);
export const SpanQuestionSettings = z
  .object({
    type: z.literal('span'),
    field: SettingName,
    options: z.array(ValueOption).min(1).max(SPAN_OPTIONS_MAX),
    visible_options: VisibleOptions,
    allow_overlapping: z.boolean().nullish().transform((value) => value ?? false),
  })
  .superRefine(checkOptions);

export const QuestionSettingsCreate = z.discriminatedUnion('type', [
  TextQuestionSettings,
  RatingQuestionSettings,
  LabelQuestionSettings,
  MultiLabelQuestionSettings,
  RankingQuestionSettings,
  SpanQuestionSettings,
]);
export type QuestionSettingsCreate = z.output<typeof QuestionSettingsCreate>;
export type QuestionType = QuestionSettingsCreate['type'];

/**
 * What an update may carry per type. Rating and ranking settings are frozen, so anything but `type` is
 * ignored; option lists may be resent only to change texts, descriptions and order (checked by the service).
 */
export const QuestionSettingsUpdate = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), use_markdown: z.boolean().optional() }),
  z.object({ type: z.literal('rating') }),
  z.object({ type: z.literal('ranking') }),
  z.object({
    type: z.literal('label_selection'),
    options: z.array(ValueOption).min(1).max(LABEL_OPTIONS_MAX).optional(),
    visible_options: z.int().min(3).nullish(),
  }),
  z.object({
    type: z.literal('multi_label_selection'),
    options: z.array(ValueOption).min(1).max(LABEL_OPTIONS_MAX).optional(),
    visible_options: z.int().min(3).nullish(),
    options_order: OptionsOrder.optional(),
  }),
  z.object({
    type: z.literal('span'),
    options: z.array(ValueOption).min(1).max(SPAN_OPTIONS_MAX).optional(),
    visible_options: z.int().min(3).nullish(),
    allow_overlapping: z.boolean().optional(),
  }),
]);
export type QuestionSettingsUpdate = z.output<typeof QuestionSettingsUpdate>;

export const QuestionCreate = z.object({
  name: SettingName,
  title: Title,
  description: Description.nullish().transform((value) => value ?? null),
  required: z.boolean().nullish().transform((value) => value ?? false),
  settings: QuestionSettingsCreate,
});
export type QuestionCreate = z.output<typeof QuestionCreate>;

export const QuestionUpdate = updateSchema(
  {
    title: Title.optional(),
    description: Description.nullish(),
    required: z.boolean().optional(),
    settings: QuestionSettingsUpdate.optional(),
  },
  ['title', 'required', 'settings'],
);
export type QuestionUpdate = z.output<typeof QuestionUpdate>;

/** Settings as stored and returned: every key of the type, span questions with the read-only character flag. */
export const QuestionSettings = z.union([
  z.object({ type: z.literal('text'), use_markdown: z.boolean() }),
  z.object({ type: z.literal('rating'), options: z.array(RatingOption) }),
  z.object({ type: z.literal('label_selection'), options: z.array(ValueOption), visible_options: z.int().nullable() }),
  z.object({
    type: z.literal('multi_label_selection'),
    options: z.array(ValueOption),
    visible_options: z.int().nullable(),
    options_order: OptionsOrder,
  }),
  z.object({ type: z.literal('ranking'), options: z.array(ValueOption) }),
  z.object({
    type: z.literal('span'),
    field: z.string(),
    options: z.array(ValueOption),
    visible_options: z.int().nullable(),
    allow_overlapping: z.boolean(),
    allow_character_annotation: z.boolean(),
  }),
]);
export type QuestionSettings = z.infer<typeof QuestionSettings>;

export const Question = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  required: z.boolean(),
  settings: QuestionSettings,
  dataset_id: z.string(),
  inserted_at: Timestamp,
  updated_at: Timestamp,
});
export type Question = z.infer<typeof Question>;
export const Questions = itemsOf(Question);

export const QuestionParams = z.object({ question_id: Id });
