// A second start of the server on the database the run filled: how long until /api/v1/status answers,
// what it holds once idle, the size of the database on disk, and what the first searches cost once it is
// up (an index built on first use shows there).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Api } from './api.mjs';
import { embedding, prng, SEED } from './data.mjs';
import { readMemory, startServer } from './server.mjs';

const IDLE_MS = 5000;

/** Bytes of every file in the data directory (the SQLite database, its WAL and shared memory). */
export function dataDirBytes(dataDir) {
  return readdirSync(dataDir).reduce((sum, name) => sum + statSync(join(dataDir, name)).size, 0);
}

export async function measureColdStart({ root, dataDir, env, apiKey, datasetId }) {
  const started = performance.now();
  const server = await startServer({ root, dataDir, env, pollMs: 20 });
  const statusMs = performance.now() - started;
  try {
    await sleep(IDLE_MS);
    const idle = readMemory(server.pid);
    const api = new Api(server.url, apiKey);
    const timed = async (body) => {
      const t = performance.now();
      await api.post(`/api/v1/datasets/${datasetId}/records/search?limit=50`, body);
      return Math.round(performance.now() - t);
    };
    const firstTextMs = await timed({ query: { text: { q: 'the' } } });
    const firstVectorMs = await timed({ query: { vector: { name: 'embedding', value: embedding(prng(SEED + 7)) } } });
    const secondVectorMs = await timed({ query: { vector: { name: 'embedding', value: embedding(prng(SEED + 8)) } } });
    const after = readMemory(server.pid);
    return {
      statusMs: Math.round(statusMs),
      idleRssMiB: idle ? Math.round(idle.rssMiB) : null,
      firstTextSearchMs: firstTextMs,
      firstSimilaritySearchMs: firstVectorMs,
      secondSimilaritySearchMs: secondVectorMs,
      rssAfterSearchesMiB: after ? Math.round(after.rssMiB) : null,
    };
  } finally {
    await server.stop();
  }
}
