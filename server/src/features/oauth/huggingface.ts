import type { Role } from '@gloss/contract';
import type { OAuthProviderConfig } from '../../config.js';
import { Unauthorized } from '../../domain/errors.js';

export interface ProviderIdentity {
  /** The provider's stable id of the person: what an account is linked by (a username can change hands). */
  subject: string;
  /** The username the person has at the provider, which their account takes when it is free. */
  username: string;
  firstName: string;
  role: Role;
  /** The provider's access token, which reads the Hub as this person, and how long it lasts (when said). */
  accessToken: string;
  expiresInSeconds: number | null;
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
  const token = (await askProvider(`${provider.baseUrl}/oauth/token`, 'The sign-in provider refused the authorization code', {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code: params.code, redirect_uri: params.redirectUri }),
  })) as { access_token?: unknown; expires_in?: unknown };
  if (typeof token.access_token !== 'string' || !token.access_token) {
    throw new Unauthorized('The sign-in provider answered without an access token');
  }

  const claims = (await askProvider(`${provider.baseUrl}/oauth/userinfo`, 'The sign-in provider did not tell who signed in', {
    headers: { authorization: `Bearer ${token.access_token}` },
  })) as {
    sub?: unknown;
    preferred_username?: unknown;
    name?: unknown;
    orgs?: { preferred_username?: string; roleInOrg?: string }[];
  };
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new Unauthorized('The sign-in provider did not say who signed in');
  if (typeof claims.preferred_username !== 'string' || !claims.preferred_username) {
    throw new Unauthorized('The sign-in provider did not return a username');
  }
  const name = (typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : claims.preferred_username).slice(0, 200);
  const author = params.spaceAuthor;
  const isAuthor = author !== null && claims.preferred_username === author;
  const isOrgAdmin =
    author !== null && Array.isArray(claims.orgs) && claims.orgs.some((org) => org?.preferred_username === author && org?.roleInOrg === 'admin');
  return {
    subject: claims.sub,
    username: claims.preferred_username,
    firstName: name,
    role: isAuthor || isOrgAdmin ? 'owner' : 'annotator',
    accessToken: token.access_token,
    expiresInSeconds: typeof token.expires_in === 'number' && token.expires_in > 0 ? token.expires_in : null,
  };
}

/** One call to the provider, answered as JSON; a provider that fails, stalls or talks nonsense is a refusal. */
async function askProvider(url: string, refusal: string, init: RequestInit): Promise<Record<string, unknown>> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Unauthorized(refusal);
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) throw new Unauthorized(refusal);
    return body as Record<string, unknown>;
  } catch (error) {
    throw error instanceof Unauthorized ? error : new Unauthorized(refusal);
  }
}
