import { randomInt } from 'node:crypto';
import type { Config, OAuthProviderConfig } from '../../config.js';
import type { Db } from '../../db/types.js';
import { NotFound, Unprocessable } from '../../domain/errors.js';
import { generatePassword } from '../auth/secrets.js';
import type { TokenIssuer } from '../auth/tokens.js';
import { findUserByUsername } from '../users/repository.js';
import { registerAccount } from '../users/service.js';
import { authorizeUrl, identify } from './huggingface.js';

const STATE_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function stateCookieName(provider: string): string {
  return `${provider}_oauth2_state`;
}

export function listProviders(config: Pick<Config, 'oauthProviders'>): { name: string }[] {
  return config.oauthProviders.map((provider) => ({ name: provider.name }));
}

function requireProvider(config: Pick<Config, 'oauthProviders'>, name: string): OAuthProviderConfig {
  const provider = config.oauthProviders.find((candidate) => candidate.name === name);
  if (!provider) throw new NotFound(`OAuth Provider '${name}' not found`);
  return provider;
}

/** The web app's callback page, on the origin the browser used. */
export function callbackUrl(config: Pick<Config, 'allowHttpOAuthRedirect'>, origin: { host: string; protocol: string }, provider: string): string {
  const protocol = config.allowHttpOAuthRedirect ? origin.protocol : 'https';
  return `${protocol}://${origin.host}/oauth/${provider}/callback`;
}

/** Starts a sign-in with an external provider: where to send the browser, and the state to remember. */
export function startOAuthLogin(
  config: Pick<Config, 'oauthProviders'>,
  params: { provider: string; redirectUri: string; passthrough: Record<string, string> },
): { location: string; state: string } {
  const provider = requireProvider(config, params.provider);
  const state = Array.from({ length: 32 }, () => STATE_LETTERS[randomInt(STATE_LETTERS.length)]).join('');
  return { location: authorizeUrl(provider, { redirectUri: params.redirectUri, state, passthrough: params.passthrough }), state };
}

/** Finishes the sign-in: checks the state, asks the provider who signed in, creates them on first visit. */
export async function finishOAuthLogin(
  db: Db,
  tokens: TokenIssuer,
  config: Pick<Config, 'oauthProviders' | 'space'>,
  params: { provider: string; code: string; state: string; expectedState: string | null; redirectUri: string },
): Promise<string> {
  const provider = requireProvider(config, params.provider);
  if (!params.expectedState || params.expectedState !== params.state) {
    throw new Unprocessable('OAuth state does not match: start the sign-in again');
  }
  const identity = await identify(provider, {
    code: params.code,
    redirectUri: params.redirectUri,
    spaceAuthor: config.space?.authorName ?? null,
  });
  const user =
    (await findUserByUsername(db, identity.username)) ??
    (await registerAccount(db, {
      username: identity.username,
      first_name: identity.firstName,
      role: identity.role,
      password: generatePassword(),
    }));
  return tokens.sign(user);
}
