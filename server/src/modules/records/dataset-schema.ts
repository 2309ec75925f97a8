import type { FieldSettings, MetadataSettings, QuestionSettings } from '@gloss/contract';
import { fromDbBoolean } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import { fieldRepository } from '../fields/repository.js';
import { metadataPropertyRepository } from '../metadata-properties/repository.js';
import { questionRepository } from '../questions/repository.js';
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

function questionOf(row: { id: string; name: string; required: number | boolean; settings: string }): SchemaQuestion {
  return { id: row.id, name: row.name, required: fromDbBoolean(row.required), settings: JSON.parse(row.settings) as QuestionSettings };
}

/** Just the questions, for the hot path of answering a record. */
export async function loadQuestions(db: Db, datasetId: string): Promise<SchemaQuestion[]> {
  return (await questionRepository.listByDataset(db, datasetId)).map(questionOf);
}

export async function loadDatasetSchema(db: Db, datasetId: string): Promise<DatasetSchema> {
  const [fieldRows, questionRows, metadataRows, vectorRows] = await Promise.all([
    fieldRepository.listByDataset(db, datasetId),
    questionRepository.listByDataset(db, datasetId),
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
  const questions = questionRows.map(questionOf);
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
