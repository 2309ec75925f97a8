import type { FieldSettings, MetadataSettings, QuestionSettings } from '@gloss/contract';
import { fromDbBoolean } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import { fieldRepository } from '../fields/repository.js';
import { metadataPropertyRepository } from '../metadata-properties/repository.js';
import { listQuestionHeads, settingsTextsOf } from '../questions/repository.js';
import { cachedSettings, parsedSettings } from '../questions/settings-cache.js';
import { vectorSettingsRepository } from '../vectors-settings/repository.js';

export interface SchemaField {
  id: string;
  name: string;
  required: boolean;
  settings: FieldSettings;
  /** Position among the dataset's fields, which fixes its full-text column. */
  position: number;
}

export interface SchemaQuestion {
  id: string;
  name: string;
  required: boolean;
  settings: QuestionSettings;
}

export interface SchemaMetadataProperty {
  id: string;
  name: string;
  settings: MetadataSettings;
  allowedRoles: string[];
}

export interface SchemaVectorSettings {
  id: string;
  name: string;
  dimensions: number;
}

/** Everything records of a dataset are checked against and searched by, loaded once per request. */
export interface DatasetSchema {
  fields: SchemaField[];
  questions: SchemaQuestion[];
  metadataProperties: SchemaMetadataProperty[];
  vectorsSettings: SchemaVectorSettings[];
  questionById: Map<string, SchemaQuestion>;
  questionByName: Map<string, SchemaQuestion>;
  fieldByName: Map<string, SchemaField>;
  metadataByName: Map<string, SchemaMetadataProperty>;
  vectorsByName: Map<string, SchemaVectorSettings>;
}

/**
 * Just the questions, for the hot path of answering a record. Settings are read and parsed only when the
 * parsed ones at hand are not current: a question with 50,000 label options is megabytes of JSON.
 */
export async function loadQuestions(db: Db, datasetId: string): Promise<SchemaQuestion[]> {
  const heads = await listQuestionHeads(db, datasetId);
  const settingsById = new Map<string, QuestionSettings>();
  const missing: string[] = [];
  for (const head of heads) {
    const settings = cachedSettings(head.id, head.updated_at);
    if (settings) settingsById.set(head.id, settings);
    else missing.push(head.id);
  }
  for (const row of await settingsTextsOf(db, missing)) settingsById.set(row.id, parsedSettings(row));
  // A question deleted between the two reads is left out, as if read a moment later.
  return heads.flatMap((head) => {
    const settings = settingsById.get(head.id);
    return settings ? [{ id: head.id, name: head.name, required: fromDbBoolean(head.required), settings }] : [];
  });
}

export async function loadDatasetSchema(db: Db, datasetId: string): Promise<DatasetSchema> {
  const [fieldRows, questions, metadataRows, vectorRows] = await Promise.all([
    fieldRepository.listByDataset(db, datasetId),
    loadQuestions(db, datasetId),
    metadataPropertyRepository.listByDataset(db, datasetId),
    vectorSettingsRepository.listByDataset(db, datasetId),
  ]);
  const fields = fieldRows.map((row, position) => ({
    id: row.id,
    name: row.name,
    required: fromDbBoolean(row.required),
    settings: JSON.parse(row.settings) as FieldSettings,
    position,
  }));
  const metadataProperties = metadataRows.map((row) => ({
    id: row.id,
    name: row.name,
    settings: JSON.parse(row.settings) as MetadataSettings,
    allowedRoles: JSON.parse(row.allowed_roles) as string[],
  }));
  const vectorsSettings = vectorRows.map((row) => ({ id: row.id, name: row.name, dimensions: Number(row.dimensions) }));
  return {
    fields,
    questions,
    metadataProperties,
    vectorsSettings,
    questionById: new Map(questions.map((question) => [question.id, question])),
    questionByName: new Map(questions.map((question) => [question.name, question])),
    fieldByName: new Map(fields.map((field) => [field.name, field])),
    metadataByName: new Map(metadataProperties.map((property) => [property.name, property])),
    vectorsByName: new Map(vectorsSettings.map((settings) => [settings.name, settings])),
  };
}
