import type { TokenRequest } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import { TooManyRequests, Unauthorized } from '../../domain/errors.js';
import { now } from '../../db/time.js';
import { findUserByUsername, recordSignIn } from '../users/repository.js';
import { verifyPassword } from '../users/passwords.js';
import type { SignInGate } from './shared-sign-in-throttle.js';
import type { TokenIssuer } from './tokens.js';

/**
 * Signs a user in with username and password, answering a bearer token. Attempts that come too soon after
 * repeated failures (for the username or from the address) are refused with 429 before any check.
 */
export async function createToken(
  db: Db,
  auth: { tokens: TokenIssuer; throttle: SignInGate },
  credentials: TokenRequest,
  clientAddress: string,
): Promise<string> {
  const attempt = { username: credentials.username, address: clientAddress };
  const admission = await auth.throttle.admit(attempt);
  if (!admission.admitted) {
    const wait = admission.retryAfterSeconds;
    throw new TooManyRequests(`Too many failed sign-in attempts; try again in ${wait} seconds`, wait);
  }
  const user = await findUserByUsername(db, credentials.username);
  const valid = await verifyPassword(user?.password_hash ?? null, credentials.password);
  if (!user || !valid) throw new Unauthorized();
  await auth.throttle.succeeded(attempt);
  await recordSignIn(db, user.id, now());
  return auth.tokens.sign(user);
}
