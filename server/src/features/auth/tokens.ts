import { SignJWT, jwtVerify } from 'jose';
import type { UserRow } from '../users/repository.js';

/** Who a valid token was issued to: the account's id and the security stamp it was signed under. */
export interface TokenSubject {
  userId: string;
  stamp: string;
}

/**
 * Signs and reads the bearer tokens (HS256) the web app uses after signing in. A token names its account
 * by id (`sub`), never by username: a username can be given to a new account once the old one is gone.
 * It also carries the account's security stamp, so that a new password or role ends older sessions, and
 * an account created again with a deleted account's id is not opened by the deleted account's tokens.
 */
export class TokenIssuer {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly expirationSeconds: number,
    /** Epoch milliseconds: tokens are issued and checked at this clock's time. */
    private readonly clock: () => number = Date.now,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(user: Pick<UserRow, 'id' | 'username' | 'first_name' | 'role' | 'security_stamp'>): Promise<string> {
    const issuedAt = Math.floor(this.clock() / 1000);
    // username, name, role and identity are the claims Argilla's tokens carry; only sub and stamp are trusted.
    return new SignJWT({ username: user.username, name: user.first_name, role: user.role, identity: user.id, stamp: user.security_stamp })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.expirationSeconds)
      .sign(this.key);
  }

  /** Whom the token was issued to, or null when it is forged, malformed, expired or never expires. */
  async subjectOf(token: string): Promise<TokenSubject | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
        currentDate: new Date(this.clock()),
      });
      if (typeof payload.sub !== 'string' || typeof payload.stamp !== 'string') return null;
      return { userId: payload.sub, stamp: payload.stamp };
    } catch {
      return null;
    }
  }
}
