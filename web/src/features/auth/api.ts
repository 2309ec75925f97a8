import { request } from '../../shared/api/http';

export interface OAuthProvider {
  name: string;
}

export function signInWithPassword(username: string, password: string): Promise<{ access_token: string }> {
  return request('/v1/token', {
    method: 'POST',
    form: { username, password },
    authenticated: false,
    // The form shows its own message for wrong credentials.
    silent: true,
  });
}

/** The external login providers; a failure means none (the sign-in form still works). */
export async function fetchOAuthProviders(): Promise<OAuthProvider[]> {
  try {
    const answer = await request<{ items: OAuthProvider[] }>('/v1/oauth2/providers', { authenticated: false, silent: true });
    return answer.items ?? [];
  } catch {
    return [];
  }
}

export function exchangeOAuthCode(provider: string, query: Record<string, string>): Promise<{ access_token: string }> {
  return request(`/v1/oauth2/providers/${encodeURIComponent(provider)}/access-token`, { query, authenticated: false });
}

/** The server address the external login starts from, carrying the page's query parameters. */
export function oauthAuthenticationUrl(provider: string, search: string): string {
  return `/api/v1/oauth2/providers/${encodeURIComponent(provider)}/authentication${search}`;
}
