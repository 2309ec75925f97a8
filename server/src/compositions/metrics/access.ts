import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { authorize } from '../../domain/authorize.js';
import type { Authenticate } from '../../http/route.js';
import { mayReadMetrics } from './policy.js';

function digestOf(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

/** The token of `Authorization: Bearer <token>`, if the request sends one. */
function bearerOf(request: FastifyRequest): string | null {
  const token = request.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  return token ? token : null;
}

/**
 * Who may read the metrics: whoever sends the configured token as a bearer token, else a signed-in owner
 * (API key or session token, as every other call: 401 without valid credentials, 403 for anyone else).
 * The token is compared in constant time, digests against digests, so neither its characters nor its
 * length can be found by timing the answers.
 */
export function metricsAccess(authenticate: Authenticate, token: string | null): (request: FastifyRequest) => Promise<void> {
  const expected = token === null ? null : digestOf(token);
  return async (request) => {
    const presented = expected ? bearerOf(request) : null;
    if (expected && presented !== null && timingSafeEqual(digestOf(presented), expected)) return;
    // Not the token: perhaps a session token, which the authenticator refuses (401) if it is not one either.
    const { actor } = await authenticate(request);
    authorize(mayReadMetrics(actor));
  };
}
