import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import type { VectorIndexes } from './vector-indexes.js';

export const VECTOR_INDEX_SWEEP_MS = 30_000;

/**
 * Frees, every little while, the in-memory indexes of vector settings deleted here or by another instance
 * sharing the database; the sweep stops with the server.
 */
export function sweepRemovedVectorIndexes(app: FastifyInstance, db: Db, indexes: VectorIndexes, everyMs = VECTOR_INDEX_SWEEP_MS): void {
  const timer = setInterval(() => {
    indexes.forgetRemoved(db).catch((error: unknown) => app.log.warn({ err: error }, 'could not free the vector indexes of deleted settings'));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
