import { SignJWT, jwtVerify } from 'jose';
import type { UserRow } from '../users/repository.js';

/** Who a valid token was issued to: the account's id and the session version it was signed under. */
export interface TokenSubject {
  userId: string;
  sessionVersion: number;
}

/**
 * Signs and reads the bearer tokens (HS256) the web app uses after signing in. A token names its account
 * by id (`sub`), never by username: a username can be given to a new account once the old one is gone.
 * It also carries the account's session version, so that a new password or role ends older sessions.
 */
export class TokenIssuer {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly expirationSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(user: Pick<UserRow, 'id' | 'username' | 'first_name' | 'role' | 'session_version'>): Promise<string> {
    // username, name, role and identity are the claims Argilla's tokens carry; only sub and ver are trusted.
    return new SignJWT({ username: user.username, name: user.first_name, role: user.role, identity: user.id, ver: user.session_version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.expirationSeconds)
      .sign(this.key);
  }

  /** Whom the token was issued to, or null when it is forged, malformed, expired or never expires. */
  async subjectOf(token: string): Promise<TokenSubject | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
      if (typeof payload.sub !== 'string' || !Number.isSafeInteger(payload.ver)) return null;
      return { userId: payload.sub, sessionVersion: payload.ver as number };
    } catch {
      return null;
    }
  }
}
