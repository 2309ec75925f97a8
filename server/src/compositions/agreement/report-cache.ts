import type { DatasetTally } from './dataset-tally.js';

/** What a report rests on: the dataset's questions as they stand, and its submitted responses. */
export interface ReportBasis {
  /** Each question's id and when its settings last changed, in order. */
  questions: readonly (readonly [string, string])[];
  submitted: number;
  lastWrittenAt: string | null;
}

export interface ComputedReport {
  tally: DatasetTally;
  computedAt: string;
}

/**
 * A write stamped this shortly before the report read the responses may not have been committed yet (its
 * transaction still open, or another instance's clock a little ahead), and commit later without moving
 * the stamp the next request reads. A report resting on writes this recent is shared with the requests
 * made while it is computed, but not kept.
 */
export const SETTLED_AFTER_MS = 5_000;
/** Reports kept at most, the least recently asked for going first; each is a few kilobytes per question. */
export const REPORTS_KEPT = 32;

/**
 * The agreement reports of the datasets, each kept while its basis stays the same. The report reads every
 * submitted response (half a minute at a million records) while its basis is two figures an index gives
 * at once: a dataset under review, nobody answering, is read once; and requests for a report already being
 * computed wait for that one instead of starting another.
 *
 * The count and the latest stamp are enough: every write of a response stamps it later than any before it
 * (`db/time.ts`), and a deletion lowers the count, so the same two figures mean the same responses.
 */
export class AgreementReports {
  private readonly kept = new Map<string, { basis: string; report: ComputedReport }>();
  private readonly computing = new Map<string, Promise<ComputedReport>>();

  constructor(private readonly clock: () => number = Date.now) {}

  /** Whether a report on this basis may be kept (see `SETTLED_AFTER_MS`). */
  settled(basis: ReportBasis): boolean {
    return isSettled(basis, this.clock());
  }

  async report(datasetId: string, basis: ReportBasis, compute: () => Promise<ComputedReport>): Promise<ComputedReport> {
    const basisKey = basisKeyOf(basis);
    const kept = this.kept.get(datasetId);
    if (kept && kept.basis === basisKey) {
      // Moved to the end: the map's order is the eviction order.
      this.kept.delete(datasetId);
      this.kept.set(datasetId, kept);
      return kept.report;
    }
    const flightKey = `${datasetId}\n${basisKey}`;
    const running = this.computing.get(flightKey);
    if (running) return running;
    const settled = isSettled(basis, this.clock());
    const started = compute().then(
      (report) => {
        this.computing.delete(flightKey);
        if (settled) this.keep(datasetId, basisKey, report);
        return report;
      },
      (error: unknown) => {
        this.computing.delete(flightKey);
        throw error;
      },
    );
    this.computing.set(flightKey, started);
    return started;
  }

  private keep(datasetId: string, basis: string, report: ComputedReport): void {
    this.kept.delete(datasetId);
    this.kept.set(datasetId, { basis, report });
    while (this.kept.size > REPORTS_KEPT) this.kept.delete(this.kept.keys().next().value as string);
  }
}

/** The basis as one string, to compare with another. */
export function basisKeyOf(basis: ReportBasis): string {
  return JSON.stringify(basis);
}

function isSettled(basis: ReportBasis, nowMs: number): boolean {
  if (basis.lastWrittenAt === null) return true;
  // Stamps are naive UTC ISO strings with microseconds.
  const writtenMs = Date.parse(`${basis.lastWrittenAt.slice(0, 23)}Z`);
  return Number.isFinite(writtenMs) && writtenMs <= nowMs - SETTLED_AFTER_MS;
}
