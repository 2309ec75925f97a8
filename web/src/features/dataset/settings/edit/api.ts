import type {
  Dataset,
  DatasetUpdate,
  Field,
  FieldUpdate,
  MetadataProperty,
  MetadataPropertyUpdate,
  Question,
  QuestionUpdate,
  VectorSettings,
  VectorSettingsUpdate,
} from '@gloss/contract';
import { request } from '../../../../shared/api/http';

const id = encodeURIComponent;

export function patchDataset(datasetId: string, body: DatasetUpdate): Promise<Dataset> {
  return request(`/v1/datasets/${id(datasetId)}`, { method: 'PATCH', json: body });
}

export function patchField(fieldId: string, body: FieldUpdate): Promise<Field> {
  return request(`/v1/fields/${id(fieldId)}`, { method: 'PATCH', json: body });
}

export function patchQuestion(questionId: string, body: QuestionUpdate): Promise<Question> {
  return request(`/v1/questions/${id(questionId)}`, { method: 'PATCH', json: body });
}

export function patchMetadataProperty(propertyId: string, body: MetadataPropertyUpdate): Promise<MetadataProperty> {
  return request(`/v1/metadata-properties/${id(propertyId)}`, { method: 'PATCH', json: body });
}

export function patchVectorSettings(vectorId: string, body: VectorSettingsUpdate): Promise<VectorSettings> {
  return request(`/v1/vectors-settings/${id(vectorId)}`, { method: 'PATCH', json: body });
}
