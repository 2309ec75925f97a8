import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Calibration, RECALL_TARGET, calibrate } from './approximate-calibration.js';
import type { ApproximateIndex } from './approximate-index.js';
import type { VectorIndexLog } from './vector-index-log.js';
import type { VectorIndex } from './vector-index.js';

/** The longest the builder holds the event loop at a time. */
const SLICE_MS = 20;
const PROGRESS_EVERY_MS = 10_000;
/**
 * A graph is measured first when it holds this many rows, then at four times as many, before it is
 * complete: one that finds less than `HOPELESS_BELOW` of the nearest rows at 65,536 does worse at a million
 * (a search of fixed width finds fewer as rows are added), and finishing it would spend minutes of CPU for
 * nothing; uniformly random vectors are such a case (0.74 at 65,536 rows). The bar is lower than the
 * final one since a part of a dataset can be harder than the whole: clustered vectors whose topics had
 * only a third of their rows in yet were at 0.96 there, and 1.0 once complete.
 */
const FIRST_CHECK = 65_536;
const HOPELESS_BELOW = 0.8;

export interface BuildContext {
  vectorSettingsId: string;
  log: VectorIndexLog;
  /** The graph is not worth using: the caller lets it go. */
  onDeclined(calibration: Calibration): void;
  /** The expansions to measure (tests narrow them). */
  expansions?: number[];
}

/**
 * Keeps the graph filled in the background, a slice of the event loop at a time, from now on: the first
 * pass over every row (measured before the graph answers), then the rows written since. Progress and the
 * outcome go to the log.
 */
export function keepBuilt(store: VectorIndex, approximate: ApproximateIndex, context: BuildContext): void {
  let running = false;
  approximate.wake = () => {
    if (running || approximate.closed) return;
    running = true;
    build(store, approximate, context)
      .catch((error: unknown) => {
        context.log.warn({ err: error, vectorSettingsId: context.vectorSettingsId }, 'the approximate vector index failed; searches stay exact');
        context.onDeclined({ expansion: null, recall: 0, approximateMs: 0, exactMs: 0, rows: approximate.cursor });
      })
      .finally(() => {
        running = false;
      });
  };
  approximate.wake();
}

async function build(store: VectorIndex, approximate: ApproximateIndex, context: BuildContext): Promise<void> {
  const { vectorSettingsId, log } = context;
  let started: number | null = null;
  let lastProgress = 0;
  let checkAt = FIRST_CHECK;
  // Never inside the write that woke it.
  await nextTurn();
  while (!approximate.closed) {
    const more = approximate.step(SLICE_MS);
    // Building: from the start, or again since a step found too many of the graph's nodes removed.
    if (approximate.expansion === null) {
      if (started === null) {
        started = lastProgress = performance.now();
        checkAt = FIRST_CHECK;
        log.info({ vectorSettingsId, vectors: store.size }, 'building the approximate vector index');
      }
      const firstPassDone = approximate.cursor >= store.rows;
      if (firstPassDone || approximate.cursor >= checkAt) {
        checkAt *= 4;
        const calibration = await calibrate(store, approximate, context.expansions, firstPassDone ? RECALL_TARGET : HOPELESS_BELOW);
        if (approximate.closed) return;
        if (calibration.expansion === null) {
          log.info({ vectorSettingsId, ...rounded(calibration) }, 'the approximate vector index misses too many of the nearest vectors to be used; searches stay exact');
          context.onDeclined(calibration);
          return;
        }
        if (firstPassDone) {
          approximate.expansion = calibration.expansion;
          const seconds = Math.round((performance.now() - started) / 100) / 10;
          log.info({ vectorSettingsId, vectors: approximate.size, seconds, ...rounded(calibration) }, 'the approximate vector index is ready');
          started = null;
        }
      } else if (performance.now() - lastProgress >= PROGRESS_EVERY_MS) {
        lastProgress = performance.now();
        log.info({ vectorSettingsId, built: approximate.cursor, of: store.rows }, 'building the approximate vector index');
      }
    }
    if (!more && approximate.pending === 0) return;
    await nextTurn();
  }
}

function rounded(calibration: Calibration) {
  return {
    rows: calibration.rows,
    expansion: calibration.expansion,
    recall: Math.round(calibration.recall * 1000) / 1000,
    approximateMs: Math.round(calibration.approximateMs * 100) / 100,
    exactMs: Math.round(calibration.exactMs * 100) / 100,
  };
}
