import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE } from '../../shared/api/cache';
import {
  fetchDataset,
  fetchDatasetProgress,
  fetchFields,
  fetchMetadataMetrics,
  fetchMetadataProperties,
  fetchMyMetrics,
  fetchQuestions,
  fetchVectorsSettings,
  fetchWorkspace,
} from './api';

/** Everything about one dataset sits under `['datasets', id]`, so one invalidation refreshes it all. */
export const datasetKeys = {
  all: ['datasets'] as const,
  detail: (datasetId: string) => ['datasets', datasetId] as const,
  progress: (datasetId: string) => ['datasets', datasetId, 'progress'] as const,
  metrics: (datasetId: string) => ['datasets', datasetId, 'metrics'] as const,
  fields: (datasetId: string) => ['datasets', datasetId, 'fields'] as const,
  questions: (datasetId: string) => ['datasets', datasetId, 'questions'] as const,
  metadataProperties: (datasetId: string) => ['datasets', datasetId, 'metadata-properties'] as const,
  // Under the properties' list, so refreshing the list after an edit refreshes their values too.
  metadataMetrics: (datasetId: string, propertyId: string) => ['datasets', datasetId, 'metadata-properties', propertyId, 'metrics'] as const,
  vectorsSettings: (datasetId: string) => ['datasets', datasetId, 'vectors-settings'] as const,
};

export const workspaceKeys = {
  detail: (workspaceId: string) => ['workspaces', workspaceId] as const,
};

/**
 * What the annotation page reads before it can show a record, as query options: its hooks use them, and
 * the app asks for them as it starts, while the page's code is still loading (`prefetch.ts`).
 */
export const datasetQuery = (datasetId: string) =>
  queryOptions({ queryKey: datasetKeys.detail(datasetId), queryFn: ({ signal }) => fetchDataset(datasetId, signal), staleTime: CACHE.medium });

/** A dataset's settings lists change only when someone edits the dataset, so they are kept a while. */
export const fieldsQuery = (datasetId: string) =>
  queryOptions({ queryKey: datasetKeys.fields(datasetId), queryFn: ({ signal }) => fetchFields(datasetId, signal), staleTime: CACHE.medium });

export const questionsQuery = (datasetId: string) =>
  queryOptions({ queryKey: datasetKeys.questions(datasetId), queryFn: ({ signal }) => fetchQuestions(datasetId, signal), staleTime: CACHE.medium });

export const metadataPropertiesQuery = (datasetId: string) =>
  queryOptions({
    queryKey: datasetKeys.metadataProperties(datasetId),
    queryFn: ({ signal }) => fetchMetadataProperties(datasetId, signal),
    staleTime: CACHE.medium,
  });

export const vectorsSettingsQuery = (datasetId: string) =>
  queryOptions({
    queryKey: datasetKeys.vectorsSettings(datasetId),
    queryFn: ({ signal }) => fetchVectorsSettings(datasetId, signal),
    staleTime: CACHE.medium,
  });

export function useDataset(datasetId: string | undefined) {
  return useQuery({ ...datasetQuery(datasetId ?? ''), enabled: Boolean(datasetId) });
}

export function useWorkspace(workspaceId: string | undefined) {
  return useQuery({
    queryKey: workspaceKeys.detail(workspaceId ?? ''),
    queryFn: ({ signal }) => fetchWorkspace(workspaceId!, signal),
    enabled: Boolean(workspaceId),
    staleTime: CACHE.large,
  });
}

export function useDatasetProgress(datasetId: string) {
  return useQuery({
    queryKey: datasetKeys.progress(datasetId),
    queryFn: ({ signal }) => fetchDatasetProgress(datasetId, signal),
    staleTime: CACHE.default,
  });
}

export function useMyMetrics(datasetId: string) {
  return useQuery({
    queryKey: datasetKeys.metrics(datasetId),
    queryFn: ({ signal }) => fetchMyMetrics(datasetId, signal),
    staleTime: CACHE.default,
    retry: false,
  });
}

export function useFields(datasetId: string) {
  return useQuery(fieldsQuery(datasetId));
}

export function useQuestions(datasetId: string) {
  return useQuery(questionsQuery(datasetId));
}

export function useMetadataProperties(datasetId: string) {
  return useQuery(metadataPropertiesQuery(datasetId));
}

/**
 * The terms a property's records carry (with counts) or their numeric range. Kept for the medium
 * duration: a filter panel reopened a moment later shows them at once, and a failure shows nothing.
 */
export function useMetadataMetrics(datasetId: string, propertyId: string, enabled = true) {
  return useQuery({
    queryKey: datasetKeys.metadataMetrics(datasetId, propertyId),
    queryFn: ({ signal }) => fetchMetadataMetrics(propertyId, signal),
    enabled,
    staleTime: CACHE.medium,
    retry: false,
  });
}

export function useVectorsSettings(datasetId: string) {
  return useQuery(vectorsSettingsQuery(datasetId));
}
