import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** An API key: URL-safe base64 of 80 random bytes, like Argilla's. */
export function generateApiKey(): string {
  return randomBytes(80).toString('base64url');
}

/** A strong random password for accounts created without one. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * A fresh security stamp (`users.security_stamp`): what a token must carry to open its account. It is not
 * a secret, as tokens are signed; 128 random bits make sure no other session generation, of this account or
 * of one created again with its id, ever has it.
 */
export function generateSecurityStamp(): string {
  return randomBytes(16).toString('base64url');
}

export const AUTH_SECRET_FILE = 'auth-secret';

/**
 * The key that signs bearer tokens: from the environment, else generated once and kept in the data
 * directory (readable by the owner only) so tokens survive a restart.
 */
export function loadAuthSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, AUTH_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
