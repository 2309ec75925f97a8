import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';
import type { StatementTimings } from '../../db/statement-timings.js';

/** Statements take from a few microseconds (a read by key on SQLite) to seconds (a bulk write). */
const STATEMENT_SECONDS_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Times the database's statements for as long as the app runs (db/statement-timings.ts says what is measured). */
export function timeStatements(app: FastifyInstance, registry: Registry, timings: StatementTimings | undefined): void {
  const waits = new Histogram({
    name: 'gloss_db_wait_duration_seconds',
    help: 'Time a database statement waited before it ran: on SQLite for its turn at the writer and its connection\'s thread, on PostgreSQL for a connection of the pool.',
    buckets: STATEMENT_SECONDS_BUCKETS,
    registers: [registry],
  });
  const runs = new Histogram({
    name: 'gloss_db_query_duration_seconds',
    help: 'Time a database statement ran: on SQLite the engine\'s work on its connection\'s thread, on PostgreSQL the round trip to the server.',
    buckets: STATEMENT_SECONDS_BUCKETS,
    registers: [registry],
  });
  if (!timings) return;
  // A time that is not a number would make prom-client throw, inside the statement's own call: left out.
  const stop = timings.listen({
    waited: (seconds) => {
      if (seconds >= 0 && seconds < Infinity) waits.observe(seconds);
    },
    ran: (seconds) => {
      if (seconds >= 0 && seconds < Infinity) runs.observe(seconds);
    },
  });
  app.addHook('onClose', async () => stop());
}
