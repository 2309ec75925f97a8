import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CACHE } from '../../../../../shared/api/cache';
import { fetchRecord } from '../../api';
import type { DatasetRecord } from '../../model/types';

/** The reference record of a similarity search, under its dataset's key (a dataset invalidation refreshes it). */
export const referenceKey = (datasetId: string, recordId: string) => ['datasets', datasetId, 'records', recordId] as const;

/**
 * The reference record the banner previews. As the specification says, it comes from the loaded page when
 * it is there, otherwise it is fetched; "Find similar" leaves the record it was pressed on in the cache
 * (`useRememberReference`), because the search's results never include the reference itself.
 */
export function useReferenceRecord(datasetId: string, recordId: string | undefined, loaded: readonly DatasetRecord[]) {
  const fromPage = recordId ? loaded.find((record) => record.id === recordId) : undefined;
  const query = useQuery({
    queryKey: referenceKey(datasetId, recordId ?? ''),
    queryFn: ({ signal }) => fetchRecord(recordId!, signal),
    enabled: Boolean(recordId) && !fromPage,
    // Fields never change, and the banner shows only fields.
    staleTime: CACHE.large,
    retry: false,
  });
  return { record: fromPage ?? query.data, loading: !fromPage && query.isPending && Boolean(recordId), failed: !fromPage && query.isError };
}

/** Keeps a record as a future reference, so the banner shows it at once instead of fetching it. */
export function useRememberReference(datasetId: string) {
  const queryClient = useQueryClient();
  return useCallback((record: DatasetRecord) => queryClient.setQueryData(referenceKey(datasetId, record.id), record), [datasetId, queryClient]);
}
