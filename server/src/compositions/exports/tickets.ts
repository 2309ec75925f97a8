import type { RecordsExportRequest } from '@gloss/contract';
import { SignJWT, jwtVerify } from 'jose';
import { createHmac, randomUUID } from 'node:crypto';
import type { Db } from '../../db/types.js';
import { markTicketRedeemed } from './tickets-repository.js';

/** What a download link stands for: who asked, under which session (its security stamp), for which export. */
export interface TicketClaims {
  userId: string;
  stamp: string;
  datasetId: string;
  request: RecordsExportRequest;
}

const AUDIENCE = 'gloss:records-export';
const LIFETIME_SECONDS = 60;

/**
 * Signed, self-contained download tickets: a browser's download cannot send the Authorization header, so
 * the link carries a ticket instead. It is signed with a key derived from the auth secret (never the
 * session tokens' key, so a ticket in a browser's history is never a session), names the session it was
 * made in (a new password or role ends it, as does the account's deletion, even if another account is
 * given its id), lasts a minute and is good for one download. Being
 * self-contained, any instance behind a load balancer can serve the link; the "one download" is kept in the
 * database (`redeemed_export_tickets`, until the ticket expires), so it holds across every instance.
 */
export class ExportTickets {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('gloss records export download ticket').digest();
  }

  async issue(claims: TicketClaims): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(Date.now() + LIFETIME_SECONDS * 1000);
    const token = await new SignJWT({ stamp: claims.stamp, ds: claims.datasetId, req: claims.request })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setAudience(AUDIENCE)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The ticket's claims, once: null when it is forged, expired or already used. */
  async redeem(db: Db, token: string): Promise<(Omit<TicketClaims, 'request'> & { request: unknown }) | null> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: AUDIENCE, requiredClaims: ['exp', 'sub', 'jti'] }));
    } catch {
      return null;
    }
    const { sub, jti, exp, stamp, ds, req } = payload;
    if (typeof sub !== 'string' || typeof jti !== 'string' || typeof ds !== 'string' || typeof stamp !== 'string') return null;
    if (!(await markTicketRedeemed(db, jti, exp! * 1000, Date.now()))) return null;
    return { userId: sub, stamp, datasetId: ds, request: req };
  }
}
