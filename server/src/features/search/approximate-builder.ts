import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Calibration, FINAL_SAMPLING, type MeasuredPage, RECALL_TARGET, SIMILARITY_PAGE, calibrate } from './approximate-calibration.js';
import type { ApproximateIndex } from './approximate-index.js';
import type { VectorIndexLog } from './vector-index-log.js';
import type { VectorIndex } from './vector-index.js';

/** The longest the builder holds the event loop at a time. */
const SLICE_MS = 20;
const PROGRESS_EVERY_MS = 10_000;
/**
 * A graph is measured first when it holds this many rows, then at four times as many, before it is
 * complete: one that finds less than `HOPELESS_BELOW` of the nearest rows early does worse at a million (a
 * search of fixed width finds fewer as rows are added), and finishing it would spend minutes of CPU for
 * nothing; uniformly random vectors are such a case (0.74 at 65,536 rows). The bar is lower than the
 * final one since a part of a dataset can be harder than the whole.
 */
const FIRST_CHECK = 65_536;
const HOPELESS_BELOW = 0.8;
/**
 * A part of the rows is a sparser sample of the same neighbourhoods: among a quarter of the rows, the 50
 * nearest reach as far as the 200 nearest of all, past the edge of a topic the complete graph never has to
 * cross. So a part is measured on its share of the page (a quarter: the 13 nearest of 50), at least this
 * many. Measured on the full page, the graph of a million clustered vectors (100 per topic) was let go at
 * 262,144 rows (26 per topic in) for finding under 80% of the 50 nearest.
 */
const SMALLEST_EARLY_PAGE = 10;

export interface BuildContext {
  vectorSettingsId: string;
  log: VectorIndexLog;
  /** The graph is not worth using: the caller lets it go. */
  onDeclined(calibration: Calibration): void;
  /** The graph is measured and holds every row: it answers from now on. */
  onReady?(calibration: Calibration): void;
  /** The expansions to measure, the page measured and the first early check (tests narrow them). */
  expansions?: number[];
  page?: MeasuredPage;
  firstCheck?: number;
}

/** The page an early check measures when the graph holds `share` of the rows. */
export function pageAtShare(page: MeasuredPage, share: number): MeasuredPage {
  if (share >= 1) return page;
  const size = Math.min(page.size, Math.max(SMALLEST_EARLY_PAGE, Math.round(page.size * share)));
  return { size, candidates: Math.max(size, Math.round((page.candidates * size) / page.size)) };
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
  const firstCheck = context.firstCheck ?? FIRST_CHECK;
  const page = context.page ?? SIMILARITY_PAGE;
  let checkAt = firstCheck;
  let becameReady: Calibration | null = null;
  // Never inside the write that woke it.
  await nextTurn();
  while (!approximate.closed) {
    const more = approximate.step(SLICE_MS);
    // Building: from the start, or again since a step found too many of the graph's nodes removed.
    if (approximate.expansion === null) {
      if (started === null) {
        started = lastProgress = performance.now();
        checkAt = firstCheck;
        log.info({ vectorSettingsId, vectors: store.size }, 'building the approximate vector index');
      }
      const firstPassDone = approximate.cursor >= store.rows;
      if (firstPassDone || approximate.cursor >= checkAt) {
        checkAt *= 4;
        const calibration = firstPassDone
          ? await calibrate(store, approximate, context.expansions, RECALL_TARGET, page, FINAL_SAMPLING)
          : await calibrate(store, approximate, context.expansions, HOPELESS_BELOW, pageAtShare(page, approximate.cursor / store.rows));
        if (firstPassDone) approximate.releaseHeldOut();
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
          becameReady = calibration;
        }
      } else if (performance.now() - lastProgress >= PROGRESS_EVERY_MS) {
        lastProgress = performance.now();
        log.info({ vectorSettingsId, built: approximate.cursor, of: store.rows }, 'building the approximate vector index');
      }
    }
    if (!more && approximate.pending === 0) {
      if (becameReady) context.onReady?.(becameReady);
      return;
    }
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
