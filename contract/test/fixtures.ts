import type { FieldSettings, MetadataSettings, QuestionSettings } from '../src/index.js';

/** Settings as the server stores them, built from the few values a test cares about. */
function options(values: string[]) {
  return values.map((value) => ({ value, text: value.toUpperCase(), description: null }));
}

export const textSettings = (): QuestionSettings => ({ type: 'text', use_markdown: false });

export const labelSettings = (...values: string[]): QuestionSettings => ({
  type: 'label_selection',
  options: options(values),
  visible_options: null,
});

export const multiLabelSettings = (...values: string[]): QuestionSettings => ({
  type: 'multi_label_selection',
  options: options(values),
  visible_options: null,
  options_order: 'natural',
});

export const ratingSettings = (...values: number[]): QuestionSettings => ({
  type: 'rating',
  options: values.map((value) => ({ value })),
});

export const rankingSettings = (...values: string[]): QuestionSettings => ({ type: 'ranking', options: options(values) });

export const spanSettings = (field: string, labels: string[], allowOverlapping = false): QuestionSettings => ({
  type: 'span',
  field,
  options: options(labels),
  visible_options: null,
  allow_overlapping: allowOverlapping,
  allow_character_annotation: true,
});

export function question(name: string, settings: QuestionSettings, required = false) {
  return { name, required, settings };
}

export function field(name: string, type: FieldSettings['type'], required = false) {
  const settings: Record<FieldSettings['type'], FieldSettings> = {
    text: { type: 'text', use_markdown: false },
    image: { type: 'image' },
    chat: { type: 'chat', use_markdown: true },
    custom: { type: 'custom', template: '{{record.fields.x}}', advanced_mode: false },
  };
  return { name, required, settings: settings[type] };
}

export const termsSettings = (values: (string | number | boolean)[] | null): MetadataSettings => ({ type: 'terms', values });
export const integerSettings = (min: number | null = null, max: number | null = null): MetadataSettings => ({
  type: 'integer',
  min,
  max,
});
export const floatSettings = (min: number | null = null, max: number | null = null): MetadataSettings => ({
  type: 'float',
  min,
  max,
});
