import { authEndpoints } from '@gloss/contract';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import { presentMe } from '../users/presenter.js';
import { createToken } from './service.js';
import type { SignInGate } from './shared-sign-in-throttle.js';
import type { TokenIssuer } from './tokens.js';

export function registerAuthRoutes(route: Route, db: Db, auth: { tokens: TokenIssuer; throttle: SignInGate }): void {
  route(authEndpoints.createToken, async ({ body, request }) => ({
    access_token: await createToken(db, auth, body, request.ip),
    token_type: 'bearer' as const,
  }));
  route(authEndpoints.getMe, async ({ user }) => presentMe(user));
}
