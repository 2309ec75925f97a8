import type { DatasetRecord } from '@gloss/contract';
import { useQuery } from '@tanstack/react-query';
import { CACHE } from '../../../../shared/api/cache';
import { request } from '../../../../shared/api/http';
import { datasetKeys } from '../../queries';

/**
 * A real record of the dataset (its first, with its suggestions) for the settings previews, so an admin
 * sees a template or the questionnaire on the data annotators will see. Silent: without it the previews
 * say there is no record yet, and a failure is no reason for a toast on a settings page.
 */
export function usePreviewRecord(datasetId: string) {
  return useQuery({
    queryKey: [...datasetKeys.detail(datasetId), 'preview-record'] as const,
    queryFn: async ({ signal }) => {
      const page = await request<{ items: DatasetRecord[] }>(`/v1/datasets/${encodeURIComponent(datasetId)}/records`, {
        query: { include: ['suggestions'], limit: 1 },
        signal,
        silent: true,
      });
      return page.items[0] ?? null;
    },
    staleTime: CACHE.medium,
    retry: false,
  });
}
