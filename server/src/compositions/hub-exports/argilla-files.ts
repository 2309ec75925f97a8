// The `.argilla/` folder `rg.Dataset.to_hub` writes and `rg.Dataset.from_hub(..., settings="auto")` reads back
// (argilla/datasets/_io/_disk.py): `.argilla/dataset.json`, the dataset's `DatasetModel.model_dump()`, and
// `.argilla/settings.json`, `Settings.serialize()` (argilla/settings/_resource.py): the guidelines, then each
// question, field, vector and metadata property as the SDK holds the API's answer (its model's keys in order,
// plus `type` for fields and questions), `allow_extra_metadata`, the distribution and `mapping`.
import type { Dataset, Field, MetadataProperty, Question, VectorSettings } from '@gloss/contract';

export const ARGILLA_DATASET_PATH = '.argilla/dataset.json';
export const ARGILLA_SETTINGS_PATH = '.argilla/settings.json';

export interface DatasetSettings {
  fields: Field[];
  questions: Question[];
  metadataProperties: MetadataProperty[];
  vectorsSettings: VectorSettings[];
}

/** A question's settings as the SDK's models keep them: without the span flag that only Gloss's web app reads. */
function sdkQuestionSettings(settings: Question['settings']): Record<string, unknown> {
  if (settings.type !== 'span') return settings;
  const { allow_character_annotation: _webAppOnly, ...kept } = settings as typeof settings & { allow_character_annotation?: boolean };
  return kept;
}

/** `DatasetModel.model_dump()`: the dataset without its Gloss-only `metadata`. */
export function argillaDatasetJson(dataset: Dataset): Record<string, unknown> {
  return {
    id: dataset.id,
    inserted_at: dataset.inserted_at,
    updated_at: dataset.updated_at,
    name: dataset.name,
    status: dataset.status,
    guidelines: dataset.guidelines,
    allow_extra_metadata: dataset.allow_extra_metadata,
    distribution: dataset.distribution,
    workspace_id: dataset.workspace_id,
    last_activity_at: dataset.last_activity_at,
  };
}

/** `Settings.serialize()` of the dataset's settings. */
export function argillaSettingsJson(dataset: Dataset, settings: DatasetSettings): Record<string, unknown> {
  const stamps = (item: { id: string; inserted_at: string; updated_at: string }) => ({ id: item.id, inserted_at: item.inserted_at, updated_at: item.updated_at });
  return {
    guidelines: dataset.guidelines,
    questions: settings.questions.map((question) => ({
      ...stamps(question),
      name: question.name,
      settings: sdkQuestionSettings(question.settings),
      title: question.title,
      description: question.description,
      required: question.required,
      dataset_id: question.dataset_id,
      type: question.settings.type,
    })),
    fields: settings.fields.map((field) => ({
      ...stamps(field),
      name: field.name,
      settings: field.settings,
      title: field.title,
      required: field.required,
      description: null,
      dataset_id: field.dataset_id,
      type: field.settings.type,
    })),
    vectors: settings.vectorsSettings.map((vector) => ({
      ...stamps(vector),
      name: vector.name,
      title: vector.title,
      dimensions: vector.dimensions,
      dataset_id: vector.dataset_id,
    })),
    metadata: settings.metadataProperties.map((property) => ({
      ...stamps(property),
      name: property.name,
      // The SDK's settings models carry the visibility too.
      settings: { visible_for_annotators: property.visible_for_annotators, ...property.settings },
      title: property.title,
      visible_for_annotators: property.visible_for_annotators,
      dataset_id: property.dataset_id,
    })),
    allow_extra_metadata: dataset.allow_extra_metadata,
    distribution: dataset.distribution,
    mapping: null,
  };
}
