// Someone else using the server while an import runs in its background: `GET /api/v1/me` sent every
// 100 ms, one at a time, and its latency kept. Its tail is how long the import holds the server's one
// JavaScript thread (a batch's statements run synchronously in SQLite) away from the people annotating.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { summarize } from '../../records/lib/stats.mjs';

export function watchOtherRequests(api, intervalMs = 100) {
  const latencies = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        await api.get('/api/v1/me');
        latencies.push(performance.now() - started);
      } catch {
        failures += 1;
      }
      await sleep(intervalMs);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { ...summarize(latencies), failures };
    },
  };
}
