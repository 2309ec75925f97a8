import type { DatasetProgress, MyMetrics } from '@gloss/contract';

/** The order the person's counts are listed in: what is left first, what is done last. */
export const RESPONSE_STATUSES = ['pending', 'draft', 'discarded', 'submitted'] as const;
export type ResponseStatusCount = (typeof RESPONSE_STATUSES)[number];

/** Progress is complete when there is something to do and all of it is done. */
export function isProgressComplete(progress: Pick<DatasetProgress, 'total' | 'completed'>): boolean {
  return progress.total !== 0 && progress.completed === progress.total;
}

/**
 * Whether the dataset has no records: from team progress, else from the person's metrics (both count
 * every record). Undefined while neither has answered, so no empty state flashes during loading.
 */
export function hasNoRecords(progress: Pick<DatasetProgress, 'total'> | undefined, metrics: MyMetrics | undefined): boolean | undefined {
  if (progress) return progress.total === 0;
  if (metrics) return metrics.responses.total === 0;
  return undefined;
}

/** A percentage as a share for `Intl.NumberFormat`'s percent style, kept to two decimals of a percent. */
export function shareOf(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((completed / total) * 10_000) / 10_000;
}

/**
 * The person's counts as the progress panel shows them. Pending is their pending queue (records they have
 * not answered that are not completed yet), the count the annotation page's Pending view shows;
 * Argilla's own pending count also holds the records the team completed without them, which the panel
 * says apart (`completedByTeam`).
 */
export function personalCounts(metrics: MyMetrics): Record<ResponseStatusCount, number> & { completedByTeam: number } {
  const { responses, queue } = metrics;
  return {
    pending: queue.pending,
    draft: responses.draft,
    discarded: responses.discarded,
    submitted: responses.submitted,
    completedByTeam: Math.max(0, responses.pending - queue.pending),
  };
}
