import { useQuery } from '@tanstack/react-query';
import { CACHE } from '../../shared/api/cache';
import { fetchMyWorkspaces } from './api';

// The same key and shape as the dataset list's workspaces, so both pages share one cached answer.
export const userSettingsKeys = {
  myWorkspaces: ['workspaces', 'mine'] as const,
};

export function useMyWorkspaces() {
  return useQuery({
    queryKey: userSettingsKeys.myWorkspaces,
    queryFn: ({ signal }) => fetchMyWorkspaces(signal),
    staleTime: CACHE.medium,
  });
}
