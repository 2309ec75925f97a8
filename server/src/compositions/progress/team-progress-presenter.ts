import type { TeamMemberProgress, TeamProgress } from '@gloss/contract';
import type { ResponseTally, TeamUser } from './team-progress-repository.js';

/** The hours over which a member's pace is measured. */
export const PACE_WINDOW_HOURS = 24;

export interface MemberWork {
  user: TeamUser;
  reviewer: boolean;
  /** Their assigned records; null when the dataset is not assigned. */
  assigned: number | null;
  pending: number;
  responses: ResponseTally[];
}

export function presentMember(work: MemberWork): TeamMemberProgress {
  const countOf = (status: ResponseTally['status']) => work.responses.find((tally) => tally.status === status)?.count ?? 0;
  const recent = work.responses.filter((tally) => tally.status !== 'draft').reduce((sum, tally) => sum + tally.recent, 0);
  const last = work.responses.reduce<string | null>((latest, tally) => (latest === null || tally.last > latest ? tally.last : latest), null);
  return {
    user_id: work.user.id,
    username: work.user.username,
    role: work.user.role,
    reviewer: work.reviewer,
    assigned: work.assigned,
    submitted: countOf('submitted'),
    discarded: countOf('discarded'),
    draft: countOf('draft'),
    pending: work.pending,
    pace_per_hour: Math.round((recent / PACE_WINDOW_HOURS) * 100) / 100,
    last_activity_at: last,
  };
}

/** Members who submitted most first, then by username. */
export function byWorkDone(a: TeamMemberProgress, b: TeamMemberProgress): number {
  return b.submitted - a.submitted || (a.username < b.username ? -1 : a.username > b.username ? 1 : 0);
}

export function presentTeamProgress(progress: Omit<TeamProgress, 'members'>, members: TeamMemberProgress[]): TeamProgress {
  return { ...progress, members: [...members].sort(byWorkDone) };
}
