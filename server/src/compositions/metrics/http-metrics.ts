import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** The route label of a request no route took (404, 405): one value, whatever the path. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Gloss answers most calls in milliseconds; imports' uploads and exports take minutes. */
const REQUEST_SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * Counts every answer by method, route and status, and times it by method and route. The route is the
 * pattern that took the request (`/api/v1/datasets/:dataset_id/records`), never its path: paths hold ids,
 * and a label per id would grow without end with every request an attacker makes.
 */
export function countRequests(app: FastifyInstance, registry: Registry): void {
  const answered = new Counter({
    name: 'gloss_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'gloss_http_request_duration_seconds',
    help: 'Time from a request\'s arrival to its answer sent, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: REQUEST_SECONDS_BUCKETS,
    registers: [registry],
  });
  // A callback hook, not an async one: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
    const { method } = request;
    answered.inc({ method, route, status: reply.statusCode });
    durations.observe({ method, route }, reply.elapsedTime / 1000);
    done();
  });
}
