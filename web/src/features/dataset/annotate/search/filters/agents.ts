import type { EndpointResponse, endpoints } from '@gloss/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../../../shared/api/http';
import { CACHE } from '../../../../../shared/api/cache';

type SuggestionOptions = EndpointResponse<typeof endpoints.listSuggestionOptions>;

/** The agents that suggested answers, per question name (`GET /datasets/{id}/records/search/suggestions/options`). */
export function fetchSuggestionAgents(datasetId: string, signal?: AbortSignal): Promise<ReadonlyMap<string, readonly string[]>> {
  return request<SuggestionOptions>(`/v1/datasets/${encodeURIComponent(datasetId)}/records/search/suggestions/options`, { signal }).then(
    (answer) => new Map(answer.items.map((item) => [item.question.name, item.agents])),
  );
}

/** Asked for only when a suggestion panel shows its agents; agents change as rarely as the records. */
export function useSuggestionAgents(datasetId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['datasets', datasetId, 'suggestion-agents'] as const,
    queryFn: ({ signal }) => fetchSuggestionAgents(datasetId, signal),
    enabled,
    staleTime: CACHE.medium,
  });
}
