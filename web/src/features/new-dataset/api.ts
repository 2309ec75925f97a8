import type {
  Dataset,
  DatasetCreate,
  Field,
  FieldCreate,
  FileImportRequest,
  HubDatasetLookup,
  HubDatasetSplits,
  HubImportRequest,
  HubSplitLookup,
  Job,
  MetadataProperty,
  MetadataPropertyCreate,
  Question,
  QuestionCreate,
  SourcePreview,
  VectorSettings,
  VectorSettingsCreate,
} from '@gloss/contract';
import { request } from '../../shared/api/http';

/*
 * Every call here is silent: the pages say what went wrong where it happened (under the source, in the
 * creation dialog), in the server's own words, so a toast would only repeat it.
 */

const datasetPath = (datasetId: string) => `/v1/datasets/${encodeURIComponent(datasetId)}`;

export function fetchUpload(uploadId: string, signal?: AbortSignal): Promise<SourcePreview> {
  return request(`/v1/uploads/${encodeURIComponent(uploadId)}`, { signal, silent: true });
}

export function lookUpHubDataset(body: HubDatasetLookup, signal?: AbortSignal): Promise<HubDatasetSplits> {
  return request('/v1/hub/datasets/splits', { method: 'POST', json: body, signal, silent: true });
}

export function previewHubSplit(body: HubSplitLookup, signal?: AbortSignal): Promise<SourcePreview> {
  return request('/v1/hub/datasets/preview', { method: 'POST', json: body, signal, silent: true });
}

export function createDataset(body: DatasetCreate): Promise<Dataset> {
  return request('/v1/datasets', { method: 'POST', json: body, silent: true });
}

export function createField(datasetId: string, body: FieldCreate): Promise<Field> {
  return request(`${datasetPath(datasetId)}/fields`, { method: 'POST', json: body, silent: true });
}

export function createQuestion(datasetId: string, body: QuestionCreate): Promise<Question> {
  return request(`${datasetPath(datasetId)}/questions`, { method: 'POST', json: body, silent: true });
}

export function createMetadataProperty(datasetId: string, body: MetadataPropertyCreate): Promise<MetadataProperty> {
  return request(`${datasetPath(datasetId)}/metadata-properties`, { method: 'POST', json: body, silent: true });
}

export function createVectorSettings(datasetId: string, body: VectorSettingsCreate): Promise<VectorSettings> {
  return request(`${datasetPath(datasetId)}/vectors-settings`, { method: 'POST', json: body, silent: true });
}

export function publishDataset(datasetId: string): Promise<Dataset> {
  return request(`${datasetPath(datasetId)}/publish`, { method: 'PUT', silent: true });
}

export function deleteDataset(datasetId: string): Promise<unknown> {
  return request(datasetPath(datasetId), { method: 'DELETE', silent: true });
}

export function importUpload(datasetId: string, body: FileImportRequest): Promise<Job> {
  return request(`${datasetPath(datasetId)}/import/file`, { method: 'POST', json: body, silent: true });
}

export function importFromHub(datasetId: string, body: HubImportRequest): Promise<Job> {
  return request(`${datasetPath(datasetId)}/import`, { method: 'POST', json: body, silent: true });
}
