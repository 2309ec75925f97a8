import type { Role } from '@gloss/contract';
import type { OAuthProviderConfig } from '../../config.js';
import { Unauthorized } from '../../domain/errors.js';

export interface ProviderIdentity {
  username: string;
  firstName: string;
  role: Role;
}

/** The provider's sign-in page the browser is sent to. */
export function authorizeUrl(
  provider: OAuthProviderConfig,
  params: { redirectUri: string; state: string; passthrough: Record<string, string> },
): string {
  const url = new URL(`${provider.baseUrl}/oauth/authorize`);
  for (const [key, value] of Object.entries(params.passthrough)) url.searchParams.set(key, value);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', params.redirectUri);
  url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', params.state);
  return url.toString();
}

/**
 * Exchanges the authorization code for the provider's access token and reads who signed in. The Space's
 * author, or an admin of the organisation that owns the Space, becomes an owner; anyone else an annotator.
 */
export async function identify(
  provider: OAuthProviderConfig,
  params: { code: string; redirectUri: string; spaceAuthor: string | null },
): Promise<ProviderIdentity> {
  const basic = Buffer.from(`${provider.clientId}:${provider.clientSecret}`).toString('base64');
  const tokenResponse = await fetch(`${provider.baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code: params.code, redirect_uri: params.redirectUri }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!tokenResponse.ok) throw new Unauthorized('The sign-in provider refused the authorization code');
  const { access_token: accessToken } = (await tokenResponse.json()) as { access_token?: string };
  if (!accessToken) throw new Unauthorized('The sign-in provider answered without an access token');

  const userResponse = await fetch(`${provider.baseUrl}/oauth/userinfo`, {
    headers: { authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!userResponse.ok) throw new Unauthorized('The sign-in provider did not tell who signed in');
  const claims = (await userResponse.json()) as {
    preferred_username?: string;
    name?: string;
    orgs?: { preferred_username?: string; roleInOrg?: string }[];
  };
  if (!claims.preferred_username) throw new Unauthorized('The sign-in provider did not return a username');
  const author = params.spaceAuthor;
  const isAuthor = author !== null && claims.preferred_username === author;
  const isOrgAdmin =
    author !== null && (claims.orgs ?? []).some((org) => org.preferred_username === author && org.roleInOrg === 'admin');
  return {
    username: claims.preferred_username,
    firstName: claims.name || claims.preferred_username,
    role: isAuthor || isOrgAdmin ? 'owner' : 'annotator',
  };
}
