// Every request of a phase, by kind (queue fetch, submit, admin search, ...): when it started (ms since the
// phase began), how long it took to the last byte, and how it failed. A failure is a status other than the
// expected 2xx or no answer at all (a network error); it is counted, not thrown, so that a phase under load
// goes on and reports it.
import { performance } from 'node:perf_hooks';
import { ApiError } from '../../records/lib/api.mjs';
import { round, summarize } from '../../records/lib/stats.mjs';

export const SLOW_MS = 2000;

export class Recorder {
  constructor() {
    this.t0 = performance.now();
    this.kinds = new Map();
  }

  /** Restarts the phase clock (the start times are relative to it). */
  start() {
    this.t0 = performance.now();
    return this;
  }

  now() {
    return performance.now() - this.t0;
  }

  kind(name) {
    let kind = this.kinds.get(name);
    if (!kind) {
      kind = { ok: [], errors: [] };
      this.kinds.set(name, kind);
    }
    return kind;
  }

  /** Runs `call` (an Api.request), records it under `name`; returns its answer, or null when it failed. */
  async call(name, call) {
    const at = this.now();
    const kind = this.kind(name);
    try {
      const response = await call();
      kind.ok.push({ at, ms: response.ms });
      return response;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      kind.errors.push({ at, ms: error.ms, status: error.status ?? 'network', body: String(error.body ?? '').slice(0, 200) });
      return null;
    }
  }

  /** Records a measurement taken elsewhere (the export's first byte). */
  add(name, at, ms) {
    this.kind(name).ok.push({ at, ms });
  }

  addError(name, at, ms, status, body) {
    this.kind(name).errors.push({ at, ms, status, body: String(body ?? '').slice(0, 200) });
  }

  /**
   * The latency summary of `name` (successful requests), with its requests over 2 s and its failures by
   * status; `from`/`to` (ms since the phase began) keep the requests that started in that window.
   */
  summary(name, { from = -Infinity, to = Infinity } = {}) {
    const kind = this.kinds.get(name) ?? { ok: [], errors: [] };
    const inWindow = (r) => r.at >= from && r.at < to;
    const ok = kind.ok.filter(inWindow);
    const errors = kind.errors.filter(inWindow);
    const byStatus = {};
    for (const e of errors) byStatus[e.status] = (byStatus[e.status] ?? 0) + 1;
    const all = [...ok, ...errors];
    return {
      ...summarize(ok.map((r) => r.ms)),
      overSlowMs: all.filter((r) => r.ms > SLOW_MS).length,
      maxIncludingErrors: all.length ? round(Math.max(...all.map((r) => r.ms))) : null,
      errors: errors.length,
      errorsByStatus: byStatus,
      firstErrors: errors.slice(0, 3),
    };
  }

  /** Successful requests of `name` per `bucketMs` window of the phase, with each window's p95. */
  timeline(name, bucketMs = 5000) {
    const kind = this.kinds.get(name);
    if (!kind) return [];
    const buckets = new Map();
    for (const r of kind.ok) {
      const b = Math.floor(r.at / bucketMs);
      if (!buckets.has(b)) buckets.set(b, []);
      buckets.get(b).push(r.ms);
    }
    return [...buckets.keys()].sort((a, b) => a - b).map((b) => {
      const s = summarize(buckets.get(b));
      return { fromS: (b * bucketMs) / 1000, n: s.n, p50: s.p50, p95: s.p95, max: s.max };
    });
  }
}
