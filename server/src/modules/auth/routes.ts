import { authEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { presentMe } from '../users/presenter.js';
import { createToken } from './service.js';
import type { TokenIssuer } from './tokens.js';

export function registerAuthRoutes(route: Route, db: Db, tokens: TokenIssuer): void {
  route(authEndpoints.createToken, async ({ body }) => ({
    access_token: await createToken(db, tokens, body),
    token_type: 'bearer' as const,
  }));
  route(authEndpoints.getMe, async ({ user }) => presentMe(user));
}
