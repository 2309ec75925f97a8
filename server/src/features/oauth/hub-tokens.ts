import { now } from '../../db/time.js';
import type { Db } from '../../db/types.js';
import { findHubSignInToken, saveHubSignInToken } from './repository.js';

const naiveIso = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 23) + '000';

/**
 * Keeps the Hugging Face access token of a sign-in, until it expires: the person's imports of gated and
 * private Hub datasets read them as that person, without a token pasted. Never answered by any call.
 */
export async function keepHubToken(db: Db, userId: string, token: string, expiresInSeconds: number | null): Promise<void> {
  const expiresAt = expiresInSeconds === null ? null : naiveIso(Date.now() + expiresInSeconds * 1000);
  await saveHubSignInToken(db, { user_id: userId, token, expires_at: expiresAt, updated_at: now() });
}

/** The token a Hub call made for this person uses: the one given, else their sign-in's while it lasts, else none. */
export async function hubTokenFor(db: Db, userId: string, given: string | null | undefined): Promise<string | null> {
  if (given) return given;
  const kept = await findHubSignInToken(db, userId);
  if (!kept || (kept.expires_at !== null && kept.expires_at <= now())) return null;
  return kept.token;
}
