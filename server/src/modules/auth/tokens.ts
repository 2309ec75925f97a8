import { SignJWT, jwtVerify } from 'jose';
import type { UsersTable } from '../../db/schema.js';

/** Signs and reads the bearer tokens (HS256) the web app uses after signing in. */
export class TokenIssuer {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly expirationSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(user: Pick<UsersTable, 'id' | 'username' | 'first_name' | 'role'>): Promise<string> {
    return new SignJWT({ username: user.username, name: user.first_name, role: user.role, identity: user.id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.expirationSeconds)
      .sign(this.key);
  }

  /** The username the token was issued to, or null when it is forged, malformed or expired. */
  async usernameOf(token: string): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      return typeof payload.username === 'string' ? payload.username : null;
    } catch {
      return null;
    }
  }
}
