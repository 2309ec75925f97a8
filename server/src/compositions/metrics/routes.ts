import { GLOSS_VERSION } from '@gloss/contract';
import type { FastifyInstance } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import type { Engine } from '../../db/database.js';
import type { StatementTimings } from '../../db/statement-timings.js';
import type { Db } from '../../db/types.js';
import { Unavailable } from '../../domain/errors.js';
import type { Authenticate } from '../../http/route.js';
import { METRICS_PATH } from '../../http/security-headers.js';
import { metricsAccess } from './access.js';
import { timeStatements } from './database-metrics.js';
import { countRequests } from './http-metrics.js';
import { processMetrics } from './process-metrics.js';
import { readStates } from './state-metrics.js';

/** Prometheus's text exposition format, version 0.0.4: what every Prometheus server reads. */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export interface MetricsOptions {
  db: Db;
  engine: Engine;
  timings: StatementTimings | undefined;
  authenticate: Authenticate;
  /** GLOSS_METRICS_TOKEN, or null: owners only. */
  token: string | null;
}

/**
 * The app's metrics, in a registry of its own (several apps may run in one process, and each counts its
 * own requests), served at /metrics with the process's. Not an endpoint of the contract: it is not JSON, not
 * part of Argilla's API and not in the OpenAPI document, and it takes a token no other call takes. Its
 * answers are the API's all the same: its security headers (http/security-headers.ts), its 401 and 403.
 * Registered before the routes, so that their answers are counted.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const registry = new Registry();
  new Gauge({
    name: 'gloss_info',
    help: 'Always 1: the Gloss version and the database engine this instance runs.',
    labelNames: ['version', 'engine'] as const,
    registers: [registry],
  }).set({ version: GLOSS_VERSION, engine: options.engine }, 1);
  countRequests(app, registry);
  timeStatements(app, registry, options.timings);
  const refreshStates = readStates(registry, options.db, app.log);
  const ofProcess = processMetrics();

  app.route({
    method: 'GET',
    url: METRICS_PATH,
    onRequest: metricsAccess(options.authenticate, options.token),
    handler: async (request, reply) => {
      let text: string;
      try {
        await refreshStates();
        // prom-client writes a NaN as `Nan`: Prometheus reads either, the format's text says `NaN`.
        text = ((await ofProcess.metrics()) + (await registry.metrics())).replace(/ Nan$/gm, ' NaN');
      } catch (error) {
        // Nothing here is expected to fail (the database's failures are reported in the metrics): if
        // something does, the scraper is told to come back rather than given an error of the server.
        request.log.error({ err: error }, 'metrics: could not be written');
        throw new Unavailable('The metrics could not be read; try again', 5);
      }
      return reply.header('cache-control', 'no-store').type(METRICS_CONTENT_TYPE).send(text);
    },
  });
}
