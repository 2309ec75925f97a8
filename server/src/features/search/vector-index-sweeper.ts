import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types.js';
import type { VectorIndexes } from './vector-indexes.js';

export const VECTOR_INDEX_SWEEP_MS = 30_000;
/**
 * How often indexes changed since their snapshot are written to disk again: what a crash loses is at most
 * this much of catching up from the database, which reads only the vectors written since.
 */
export const VECTOR_INDEX_SAVE_MS = 10 * 60_000;

/**
 * Frees, every little while, the in-memory indexes of vector settings deleted here or by another instance
 * sharing the database (and their snapshots); keeps changed indexes on disk now and then and as the server
 * stops. Both stop with the server.
 */
export function sweepRemovedVectorIndexes(app: FastifyInstance, db: Db, indexes: VectorIndexes, everyMs = VECTOR_INDEX_SWEEP_MS, saveEveryMs = VECTOR_INDEX_SAVE_MS): void {
  const sweep = setInterval(() => {
    indexes.forgetRemoved(db).catch((error: unknown) => app.log.warn({ err: error }, 'could not free the vector indexes of deleted settings'));
  }, everyMs);
  const save = setInterval(() => void indexes.saveChanged(), saveEveryMs);
  sweep.unref();
  save.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    clearInterval(save);
    await indexes.saveChanged();
  });
}
