import { infoEndpoints } from '@gloss/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/types.js';
import type { Route } from '../../http/route.js';
import type { TokenIssuer } from '../auth/tokens.js';
import { finishOAuthLogin, listProviders, startOAuthLogin, stateCookieName } from './service.js';

function cookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

function plainQuery(request: FastifyRequest): Record<string, string> {
  return Object.fromEntries(
    Object.entries((request.query ?? {}) as Record<string, unknown>).filter(([, value]) => typeof value === 'string'),
  ) as Record<string, string>;
}

export function registerOAuthRoutes(route: Route, db: Db, tokens: TokenIssuer, config: Config): void {
  route(infoEndpoints.listOAuthProviders, async () => ({ items: listProviders(config) }));

  route(infoEndpoints.startOAuthLogin, async ({ params, request, reply, redirectTo }) => {
    const { location, state } = startOAuthLogin(config, { provider: params.provider, passthrough: plainQuery(request) });
    reply.header('set-cookie', `${stateCookieName(params.provider)}=${state}; Max-Age=90; Path=/; HttpOnly; Secure; SameSite=None`);
    redirectTo(location, 303);
    return undefined;
  });

  route(infoEndpoints.finishOAuthLogin, async ({ params, query, request }) => ({
    access_token: await finishOAuthLogin(db, tokens, config, {
      provider: params.provider,
      code: query.code,
      state: query.state,
      expectedState: cookie(request, stateCookieName(params.provider)),
    }),
    token_type: 'bearer' as const,
  }));
}
