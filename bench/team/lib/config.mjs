// The team benchmark's settings, all from BENCH_TEAM_ variables (see bench/team/README.md).

export const DEFAULT_RECORDS = 20_000;

function number(name, fallback, { min = 0, integer = true } = {}) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be ${integer ? 'an integer' : 'a number'} ≥ ${min} (got "${raw}")`);
  }
  return value;
}

export function readConfig() {
  const ingestConcurrency = number('BENCH_TEAM_INGEST_CONCURRENCY', 2, { min: 1 });
  const paceMinSeconds = number('BENCH_TEAM_PACE_MIN_SECONDS', 5, { integer: false });
  const paceMaxSeconds = number('BENCH_TEAM_PACE_MAX_SECONDS', 20, { integer: false });
  if (paceMaxSeconds < paceMinSeconds) throw new Error('BENCH_TEAM_PACE_MAX_SECONDS must be at least BENCH_TEAM_PACE_MIN_SECONDS');
  return {
    records: number('BENCH_TEAM_RECORDS', DEFAULT_RECORDS, { min: 1 }),
    annotators: number('BENCH_TEAM_ANNOTATORS', 50, { min: 1 }),
    ingestConcurrency,
    searchWord: process.env.BENCH_TEAM_SEARCH_WORD || 'bank',
    searchesAlone: number('BENCH_TEAM_SEARCHES', 5, { min: 1 }),
    baselineSeconds: number('BENCH_TEAM_BASELINE_SECONDS', 30, { integer: false }),
    loopSeconds: number('BENCH_TEAM_LOOP_SECONDS', 60, { integer: false }),
    exportAfterSeconds: number('BENCH_TEAM_EXPORT_AFTER_SECONDS', 10, { integer: false }),
    pacedSeconds: number('BENCH_TEAM_PACED_SECONDS', 120, { integer: false }),
    paceMinSeconds,
    paceMaxSeconds,
    profile: process.env.BENCH_TEAM_PROFILE === '1',
    keepData: process.env.BENCH_TEAM_KEEP_DATA === '1',
  };
}

/** The targets of issue 26; `ratio` ones compare a figure under load with the same figure alone, in the same run. */
export const TARGETS = {
  adminUnderLoadOverAlone: 3,
  closedLoopP95Ms: 250,
  closedLoopMaxMs: 2000,
  errors: 0,
  pacedSubmitP95Ms: 20,
  pacedQueueP95Ms: 100,
};
