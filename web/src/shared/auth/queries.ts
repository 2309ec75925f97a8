import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { CACHE } from '../api/cache';
import { clearToken, isSignedIn, subscribeToSession } from './session';
import { clearToasts } from '../toasts/store';
import { fetchCurrentUser, fetchServerSettings } from './api';
import { SIGN_IN_PATH } from '../routing/paths';

export const authKeys = {
  me: ['me'] as const,
  settings: ['settings'] as const,
};

export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeToSession, isSignedIn, () => false);
}

export function useServerSettings() {
  return useQuery({ queryKey: authKeys.settings, queryFn: fetchServerSettings, staleTime: CACHE.large, retry: 1 });
}

export const currentUserQuery = () => queryOptions({ queryKey: authKeys.me, queryFn: fetchCurrentUser, staleTime: CACHE.medium, retry: false });

export function useCurrentUser() {
  const signedIn = useSignedIn();
  return useQuery({ ...currentUserQuery(), enabled: signedIn });
}

/** Ends the session: forgets the token and every cached answer, then shows sign-in. */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    // On purpose: the page being left must not become the next sign-in's redirect (logout goes to /sign-in).
    clearToken({ onPurpose: true });
    clearToasts();
    queryClient.clear();
    void navigate(SIGN_IN_PATH, { replace: true });
  }, [navigate, queryClient]);
}
