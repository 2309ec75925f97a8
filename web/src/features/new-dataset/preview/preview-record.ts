import type {
  AnswerValue,
  DatasetRecord,
  Field,
  ImportMapping,
  MetadataProperty,
  Question,
  QuestionSettings,
  SourceColumn,
  Suggestion,
} from '@gloss/contract';
import { fieldOf, metadataPropertyOf, questionSettingsOf } from '../configuration/plan';
import type { Configuration } from '../configuration/types';
import { cellAsChat, cellAsImageUrl, cellAsLabel, cellAsLabels, cellAsMetadata, cellAsNumber, cellAsText } from './cells';

/** The settings the preview draws a record with: the dataset's own, or those the configuration would create. */
export interface PreviewSettings {
  fields: readonly Field[];
  questions: readonly Question[];
  metadataProperties: readonly MetadataProperty[];
}

/** The dataset the preview's made-up settings belong to; nothing with this id is ever sent. */
const PREVIEW_DATASET_ID = 'preview';
const NO_TIME = '';

/**
 * The settings the configuration would create, as the server would answer them, so the annotation page's
 * own parts can draw them. Ids stand for the column or question they come from, so a question keeps its
 * place (and what is typed in it) while it is renamed.
 */
export function previewSettingsOf(configuration: Configuration, columns: readonly SourceColumn[]): PreviewSettings {
  const stamp = { dataset_id: PREVIEW_DATASET_ID, inserted_at: NO_TIME, updated_at: NO_TIME };
  const fields: Field[] = [];
  const metadataProperties: MetadataProperty[] = [];
  for (const column of columns) {
    const role = configuration.roles[column.name];
    if (role?.kind === 'field') fields.push({ ...fieldOf(role), id: `preview-field-${column.name}`, ...stamp });
    if (role?.kind === 'metadata') metadataProperties.push({ ...metadataPropertyOf(role), id: `preview-metadata-${column.name}`, ...stamp });
  }
  const questions = configuration.questions.map((question) => ({
    id: `preview-question-${question.key}`,
    name: question.name,
    title: question.title.trim() || question.name,
    description: question.description.trim() || null,
    required: question.required,
    settings: storedSettings(questionSettingsOf(question, configuration.roles)),
    ...stamp,
  }));
  return { fields, questions, metadataProperties };
}

function storedSettings(settings: ReturnType<typeof questionSettingsOf>): QuestionSettings {
  return settings.type === 'span' ? { ...settings, allow_character_annotation: false } : settings;
}

export interface PreviewRecordInput {
  row: Readonly<Record<string, unknown>>;
  /** The row's place among the source's first rows (0 for the first). */
  index: number;
  mapping: ImportMapping;
  settings: PreviewSettings;
  columns: readonly SourceColumn[];
}

/**
 * One source row as the record the import would write: its fields, metadata and external id, and its
 * suggestions, each converted as the import converts it. What does not convert is left out, as the
 * annotation page leaves out a value it cannot show.
 */
export function previewRecordOf({ row, index, mapping, settings, columns }: PreviewRecordInput): DatasetRecord {
  const fields: Record<string, unknown> = {};
  for (const { source, target } of mapping.fields) {
    const field = settings.fields.find((candidate) => candidate.name === target);
    if (!field) continue;
    const value = fieldValueOf(field, row[source]);
    if (value !== null) fields[target] = value;
  }
  const metadata: Record<string, unknown> = {};
  for (const { source, target } of mapping.metadata) {
    const property = settings.metadataProperties.find((candidate) => candidate.name === target);
    const value = property ? cellAsMetadata(row[source], property.settings.type) : null;
    if (value !== null) metadata[target] = value;
  }
  const suggestions: Suggestion[] = [];
  for (const { source, target } of mapping.suggestions) {
    const question = settings.questions.find((candidate) => candidate.name === target);
    const column = columns.find((candidate) => candidate.name === source);
    const value = question ? suggestionValueOf(question, row[source], column) : null;
    if (question && value !== null) {
      suggestions.push({
        id: `${question.id}-suggestion`,
        question_id: question.id,
        type: null,
        value: value as AnswerValue,
        agent: null,
        score: null,
        inserted_at: NO_TIME,
        updated_at: NO_TIME,
      });
    }
  }
  return {
    // The card's header names a record by its external id, else by its id: here, the row's number.
    id: `#${index + 1}`,
    status: 'pending',
    fields,
    metadata,
    external_id: mapping.external_id ? cellAsText(row[mapping.external_id]) : null,
    responses: [],
    suggestions,
    dataset_id: PREVIEW_DATASET_ID,
    inserted_at: NO_TIME,
    updated_at: NO_TIME,
  };
}

function fieldValueOf(field: Field, cell: unknown): unknown {
  switch (field.settings.type) {
    case 'image':
      return cellAsImageUrl(cell);
    case 'chat':
      return cellAsChat(cell);
    case 'custom':
      return cell ?? null;
    default:
      return cellAsText(cell);
  }
}

/** A cell as the suggested answer to a question, or null when it holds none the question can take. */
export function suggestionValueOf(question: Question, cell: unknown, column: SourceColumn | undefined): unknown {
  switch (question.settings.type) {
    case 'label_selection':
      return cellAsLabel(cell, column);
    case 'multi_label_selection':
      return cellAsLabels(cell, column);
    case 'rating':
      return cellAsNumber(cell);
    case 'text':
      return cellAsText(cell);
    case 'ranking':
      return Array.isArray(cell) ? cell : cellAsLabels(cell, column);
    case 'span':
      return Array.isArray(cell) ? cell : null;
  }
}
