import { useQuery } from '@tanstack/react-query';
import { CACHE } from '../../../shared/api/cache';
import { fetchAgreement, fetchReviewers, fetchTeamProgress } from './api';

/** Under the dataset's key, so refreshing a dataset refreshes its team too. */
export const teamKeys = {
  reviewers: (datasetId: string) => ['datasets', datasetId, 'reviewers'] as const,
  // Under the dataset's progress, so every answer that refreshes the progress refreshes the team's too.
  progress: (datasetId: string) => ['datasets', datasetId, 'progress', 'team'] as const,
  agreement: (datasetId: string) => ['datasets', datasetId, 'team', 'agreement'] as const,
};

export function useReviewers(datasetId: string | undefined) {
  return useQuery({
    queryKey: teamKeys.reviewers(datasetId ?? ''),
    queryFn: ({ signal }) => fetchReviewers(datasetId!, signal),
    enabled: Boolean(datasetId),
    staleTime: CACHE.medium,
    retry: false,
  });
}

export function useTeamProgress(datasetId: string) {
  return useQuery({
    queryKey: teamKeys.progress(datasetId),
    queryFn: ({ signal }) => fetchTeamProgress(datasetId, signal),
    staleTime: CACHE.default,
  });
}

export function useAgreement(datasetId: string, enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.agreement(datasetId),
    queryFn: ({ signal }) => fetchAgreement(datasetId, signal),
    enabled,
    staleTime: CACHE.default,
    retry: false,
  });
}
