import { useQuery } from '@tanstack/react-query';
import { CACHE } from '../../shared/api/cache';
import { fetchOAuthProviders } from './api';

export function useOAuthProviders() {
  return useQuery({ queryKey: ['oauth-providers'], queryFn: fetchOAuthProviders, staleTime: CACHE.large });
}
