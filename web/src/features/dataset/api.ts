import type {
  Dataset,
  DatasetProgress,
  Field,
  MetadataMetrics,
  MetadataProperty,
  MyMetrics,
  Question,
  VectorSettings,
  Workspace,
} from '@gloss/contract';
import { request } from '../../shared/api/http';

const datasetPath = (datasetId: string) => `/v1/datasets/${encodeURIComponent(datasetId)}`;

async function itemsOf<T>(answer: Promise<{ items: T[] }>): Promise<T[]> {
  return (await answer).items;
}

// Silent: the page itself says when the dataset is missing or failed, so a toast would repeat it.
export function fetchDataset(datasetId: string, signal?: AbortSignal): Promise<Dataset> {
  return request(datasetPath(datasetId), { silent: true, signal });
}

// Silent: the workspace only names a breadcrumb; the page works without it.
export function fetchWorkspace(workspaceId: string, signal?: AbortSignal): Promise<Workspace> {
  return request(`/v1/workspaces/${encodeURIComponent(workspaceId)}`, { silent: true, signal });
}

export function fetchDatasetProgress(datasetId: string, signal?: AbortSignal): Promise<DatasetProgress> {
  return request(`${datasetPath(datasetId)}/progress`, { signal });
}

// Silent by the specification: the person's own counts are a nicety, never an error to report.
export function fetchMyMetrics(datasetId: string, signal?: AbortSignal): Promise<MyMetrics> {
  return request(`/v1/me/datasets/${encodeURIComponent(datasetId)}/metrics`, { silent: true, signal });
}

export function fetchFields(datasetId: string, signal?: AbortSignal): Promise<Field[]> {
  return itemsOf(request(`${datasetPath(datasetId)}/fields`, { signal }));
}

export function fetchQuestions(datasetId: string, signal?: AbortSignal): Promise<Question[]> {
  return itemsOf(request(`${datasetPath(datasetId)}/questions`, { signal }));
}

export function fetchMetadataProperties(datasetId: string, signal?: AbortSignal): Promise<MetadataProperty[]> {
  return itemsOf(request(`/v1/me/datasets/${encodeURIComponent(datasetId)}/metadata-properties`, { signal }));
}

// Silent by the specification: a property's values and range are shown when known, and their absence is no error.
export function fetchMetadataMetrics(propertyId: string, signal?: AbortSignal): Promise<MetadataMetrics> {
  return request(`/v1/metadata-properties/${encodeURIComponent(propertyId)}/metrics`, { silent: true, signal });
}

export function fetchVectorsSettings(datasetId: string, signal?: AbortSignal): Promise<VectorSettings[]> {
  return itemsOf(request(`${datasetPath(datasetId)}/vectors-settings`, { signal }));
}
