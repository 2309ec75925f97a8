import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { CACHE } from '../../shared/api/cache';
import { fetchDatasetProgress, fetchMyDatasets, fetchMyWorkspaces } from './api';

export const datasetKeys = {
  all: ['datasets'] as const,
  mine: ['datasets', 'mine'] as const,
  progress: (datasetId: string) => ['datasets', datasetId, 'progress'] as const,
};

export const workspaceKeys = {
  mine: ['workspaces', 'mine'] as const,
};

/**
 * The list is cheap and is what people come back to check, so it is fetched again every time the tab
 * regains focus, even when it was just loaded (datasets created from the SDK in another window).
 */
export function useMyDatasets() {
  return useQuery({
    queryKey: datasetKeys.mine,
    queryFn: fetchMyDatasets,
    staleTime: CACHE.default,
    refetchOnWindowFocus: 'always',
  });
}

/** Workspaces change rarely, but a dataset in a new workspace needs its name: refreshed with the list. */
export function useMyWorkspaces() {
  return useQuery({
    queryKey: workspaceKeys.mine,
    queryFn: fetchMyWorkspaces,
    staleTime: CACHE.medium,
    refetchOnWindowFocus: 'always',
  });
}

/** Progress is cached (the specification's medium duration) but refreshed when the tab regains focus. */
export function datasetProgressQuery(datasetId: string) {
  return queryOptions({
    queryKey: datasetKeys.progress(datasetId),
    queryFn: () => fetchDatasetProgress(datasetId),
    staleTime: CACHE.medium,
    refetchOnWindowFocus: 'always',
  });
}

export function useDatasetProgress(datasetId: string) {
  return useQuery(datasetProgressQuery(datasetId));
}

/** Progress of many datasets at once, as a lookup; used when the list is sorted by progress. */
export function useProgressOf(datasetIds: readonly string[]) {
  return useQueries({
    queries: datasetIds.map((id) => datasetProgressQuery(id)),
    combine: (results) => {
      const byId = new Map(datasetIds.map((id, index) => [id, results[index]?.data]));
      return { byId, pending: results.some((result) => result.isPending && result.fetchStatus !== 'idle') };
    },
  });
}
