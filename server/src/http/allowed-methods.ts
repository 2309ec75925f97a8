import type { FastifyInstance } from 'fastify';

interface KnownRoute {
  pattern: RegExp;
  methods: string[];
  /** Paths under this prefix are not the route's, though its pattern matches them. */
  excludedPrefix: string | null;
}

/** Route `config` a catch-all route sets to keep paths under a prefix out of its reach (see web-app.ts). */
export interface ExcludedPrefixConfig {
  excludedPrefix?: string;
}

/** `/api/v1/users/:user_id` or `/*` as a regular expression over request paths. */
function patternOf(url: string): RegExp {
  const source = url
    .split(/(:\w+|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Remembers every route as it is registered, so that a request for a known path with a method it does not
 * take can be answered 405 with the methods it does (`Allow`), rather than 404 as if the path did not exist.
 */
export function trackAllowedMethods(app: FastifyInstance): (path: string) => string[] {
  const routes: KnownRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const excludedPrefix = (route.config as ExcludedPrefixConfig | undefined)?.excludedPrefix ?? null;
    routes.push({ pattern: patternOf(route.url), methods: methods.map((method) => method.toUpperCase()), excludedPrefix });
  });
  return (path) => {
    const allowed = new Set<string>();
    for (const route of routes) {
      if (route.excludedPrefix !== null && path.startsWith(route.excludedPrefix)) continue;
      if (route.pattern.test(path)) for (const method of route.methods) allowed.add(method);
    }
    return [...allowed].sort();
  };
}
