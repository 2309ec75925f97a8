import type { Job } from '@gloss/contract';
import { jobPhase } from './job-status';
import { progressShare, type ProgressShare } from './progress';

/** What a dataset's row says of its running import: waiting, a share of the source, or a count so far. */
export type RowProgress =
  | { kind: 'queued' }
  | { kind: 'share'; percent: number; share: ProgressShare }
  | { kind: 'count'; imported: number; share: ProgressShare };

export function rowProgress(job: Pick<Job, 'status' | 'progress'>): RowProgress {
  if (jobPhase(job.status) === 'queued') return { kind: 'queued' };
  const share = progressShare(job);
  if (share.kind === 'share') return { kind: 'share', percent: share.percent, share };
  return { kind: 'count', imported: job.progress.rows_written, share };
}
