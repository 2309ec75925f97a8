import { randomInt } from 'node:crypto';
import type { Config, OAuthProviderConfig } from '../../config.js';
import type { Db } from '../../db/types.js';
import { Conflict, NotConfigured, NotFound, Unprocessable } from '../../domain/errors.js';
import { generatePassword } from '../users/secrets.js';
import type { TokenIssuer } from '../auth/tokens.js';
import { now } from '../../db/time.js';
import { type UserRow, findUserByOAuthIdentity, findUserByUsername, recordSignIn } from '../users/repository.js';
import { registerAccount } from '../users/service.js';
import { keepHubToken } from './hub-tokens.js';
import { type ProviderIdentity, authorizeUrl, identify } from './huggingface.js';

const STATE_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function stateCookieName(provider: string): string {
  return `${provider}_oauth2_state`;
}

/** The providers people can sign in with: none while the server does not know its public address. */
export function listProviders(config: Pick<Config, 'oauthProviders' | 'publicUrl'>): { name: string }[] {
  return config.publicUrl === null ? [] : config.oauthProviders.map((provider) => ({ name: provider.name }));
}

function requireProvider(config: Pick<Config, 'oauthProviders'>, name: string): OAuthProviderConfig {
  const provider = config.oauthProviders.find((candidate) => candidate.name === name);
  if (!provider) throw new NotFound(`OAuth Provider '${name}' not found`);
  return provider;
}

/**
 * The web app's callback page, where the provider sends the browser back with the code: at the server's
 * configured public address, never one taken from the request, whose Host header the client writes (a
 * forged one would have the provider send the code to another site).
 */
function callbackUrl(config: Pick<Config, 'publicUrl'>, provider: string): string {
  if (config.publicUrl === null) {
    throw new NotConfigured(
      `Sign-in with ${provider} is not available: the server does not know its public address, to which the provider sends people back. An administrator sets it with GLOSS_PUBLIC_URL.`,
    );
  }
  return `${config.publicUrl}/oauth/${provider}/callback`;
}

/** Starts a sign-in with an external provider: where to send the browser, and the state to remember. */
export function startOAuthLogin(
  config: Pick<Config, 'oauthProviders' | 'publicUrl'>,
  params: { provider: string; passthrough: Record<string, string> },
): { location: string; state: string } {
  const provider = requireProvider(config, params.provider);
  const redirectUri = callbackUrl(config, provider.name);
  const state = Array.from({ length: 32 }, () => STATE_LETTERS[randomInt(STATE_LETTERS.length)]).join('');
  return { location: authorizeUrl(provider, { redirectUri, state, passthrough: params.passthrough }), state };
}

/** Finishes the sign-in: checks the state, asks the provider who signed in, creates them on first visit. */
export async function finishOAuthLogin(
  db: Db,
  tokens: TokenIssuer,
  config: Pick<Config, 'oauthProviders' | 'space' | 'publicUrl'>,
  params: { provider: string; code: string; state: string; expectedState: string | null },
): Promise<string> {
  const provider = requireProvider(config, params.provider);
  const redirectUri = callbackUrl(config, provider.name);
  if (!params.expectedState || params.expectedState !== params.state) {
    throw new Unprocessable('OAuth state does not match: start the sign-in again');
  }
  const identity = await identify(provider, {
    code: params.code,
    redirectUri,
    spaceAuthor: config.space?.authorName ?? null,
  });
  const account = await accountFor(db, provider.name, identity);
  await recordSignIn(db, account.id, now());
  await keepHubToken(db, account.id, identity.accessToken, identity.expiresInSeconds);
  return tokens.sign(account);
}

/**
 * The account of the person who signed in at the provider: the one linked to their subject id, or a new
 * one on their first visit. A local account that merely has the same username is never theirs (anyone can
 * pick a username at the provider): the new account then gets a distinct username.
 */
async function accountFor(db: Db, provider: string, identity: ProviderIdentity): Promise<UserRow> {
  const linked = await findUserByOAuthIdentity(db, provider, identity.subject);
  if (linked) return linked;
  try {
    return await registerAccount(db, {
      username: await freeUsername(db, identity.username, provider),
      first_name: identity.firstName,
      role: identity.role,
      password: generatePassword(),
      oauthIdentity: { provider, subject: identity.subject },
    });
  } catch (error) {
    // Two first visits at once: the other one created the account.
    const created = error instanceof Conflict ? await findUserByOAuthIdentity(db, provider, identity.subject) : undefined;
    if (created) return created;
    throw error;
  }
}

/** The provider's username made a valid Gloss username, with a suffix when a local account has it. */
async function freeUsername(db: Db, wanted: string, provider: string): Promise<string> {
  const base = wanted.replace(/[^A-Za-z0-9_-]/g, '-').replace(/^[^A-Za-z0-9]+/, '').slice(0, 180) || provider;
  if (!(await findUserByUsername(db, base))) return base;
  for (let attempt = 1; attempt <= 20; attempt += 1) {
    const candidate = attempt === 1 ? `${base}-${provider}` : `${base}-${provider}-${attempt}`;
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
  return `${base}-${provider}-${randomInt(1e9)}`;
}
