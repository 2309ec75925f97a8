import type { TokenRequest } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import { Unauthorized } from '../../domain/errors.js';
import { findUserByUsername } from '../users/repository.js';
import { verifyPassword } from './passwords.js';
import type { TokenIssuer } from './tokens.js';

/** Signs a user in with username and password, answering a bearer token. */
export async function createToken(db: Db, tokens: TokenIssuer, credentials: TokenRequest): Promise<string> {
  const user = await findUserByUsername(db, credentials.username);
  const valid = await verifyPassword(user?.password_hash ?? null, credentials.password);
  if (!user || !valid) throw new Unauthorized();
  return tokens.sign(user);
}
