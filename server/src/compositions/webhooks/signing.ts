import { createHmac, randomBytes } from 'node:crypto';

/** A webhook's secret: standard base64 of random bytes, as Argilla generates it (no `whsec_` prefix). */
export function generateSecret(): string {
  return randomBytes(32).toString('base64');
}

/** A Standard Webhooks message id (`webhook-id`), the same on every attempt of one delivery. */
export function generateMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/**
 * The `webhook-signature` header (Standard Webhooks): `v1,` and the base64 HMAC-SHA256 of
 * `<id>.<timestamp>.<body>` keyed with the base64-decoded secret. A `whsec_` prefix, which other servers add,
 * is accepted too, as the standard's libraries do.
 */
export function signatureOf(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
  const mac = createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}
