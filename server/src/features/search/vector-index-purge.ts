import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../db/types.js';
import { chunked } from '../../db/chunks.js';
import { listRecordsWithVector } from './vector-index-repository.js';
import type { VectorIndex } from './vector-index.js';

const CHUNK = 2000;

/**
 * Drops from the index the vectors of records deleted since it loaded them: a removal only says that
 * some records of the dataset went, so every record held is checked, a chunk per turn of the event loop.
 * Returns how many were dropped.
 */
export async function purgeStale(db: Db, vectorSettingsId: string, index: VectorIndex): Promise<number> {
  let dropped = 0;
  for (const chunk of chunked(index.recordIdList(), CHUNK)) {
    const checkedAt = index.writes;
    const kept = new Set(await listRecordsWithVector(db, vectorSettingsId, chunk));
    dropped += index.forget(chunk.filter((recordId) => !kept.has(recordId)), checkedAt);
    await nextTurn();
  }
  return dropped;
}
