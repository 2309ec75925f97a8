import type { SearchRecordsBody } from '@gloss/contract';
import { useQuery } from '@tanstack/react-query';
import { CACHE } from '../../../shared/api/cache';
import { countRecords } from './api';

/** How many records an export of this search would hold, kept under the dataset's key. */
export function useExportCount(datasetId: string, body: SearchRecordsBody) {
  return useQuery({
    queryKey: ['datasets', datasetId, 'export-count', body] as const,
    queryFn: ({ signal }) => countRecords(datasetId, body, signal),
    staleTime: CACHE.default,
    retry: false,
  });
}
