import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../domain/actor.js';
import { Unauthorized } from '../../domain/errors.js';
import type { Authenticate } from '../../http/route.js';
import { type UserWithWorkspaces, findUserWithWorkspaces } from '../users/repository.js';
import type { TokenIssuer } from './tokens.js';

export const API_KEY_HEADER = 'x-argilla-api-key';


/**
 * Resolves the caller: the API key header first (what the SDK sends), then a bearer token (what the web
 * app sends). The user is re-read on every request, so a deleted user or a changed role takes effect at once.
 */
export function createAuthenticator(db: Db, tokens: TokenIssuer): Authenticate {
  return async (request) => {
    const { user, workspaceIds } = await userOf(db, tokens, request);
    return { user, actor: { id: user.id, username: user.username, role: user.role, workspaceIds: new Set(workspaceIds) } };
  };
}

async function userOf(db: Db, tokens: TokenIssuer, request: FastifyRequest): Promise<UserWithWorkspaces> {
  const apiKey = request.headers[API_KEY_HEADER];
  if (typeof apiKey === 'string' && apiKey.length > 0) {
    const found = await findUserWithWorkspaces(db, { apiKey });
    if (found) return found;
  }
  const authorization = request.headers.authorization;
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (bearer) {
    const subject = await tokens.subjectOf(bearer.trim());
    if (!subject) throw new Unauthorized('Invalid token');
    const found = await findUserWithWorkspaces(db, { id: subject.userId });
    // A deleted account (or another account given its id since), or a session ended by a new password or role.
    if (!found || found.user.security_stamp !== subject.stamp) throw new Unauthorized('Invalid token');
    return found;
  }
  throw new Unauthorized();
}

/** For the public calls that say more to a signed-in caller: who the valid credentials are of, if any. */
export async function signedInActor(authenticate: Authenticate, request: FastifyRequest): Promise<Actor | null> {
  try {
    return (await authenticate(request)).actor;
  } catch (error) {
    if (error instanceof Unauthorized) return null;
    throw error;
  }
}
