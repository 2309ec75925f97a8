import type { TeamMemberProgress } from '@gloss/contract';

/** A member of a dataset's team progress: an annotator with nothing done, unless told otherwise. */
export function teamMember(username: string, changes: Partial<TeamMemberProgress> = {}): TeamMemberProgress {
  return {
    user_id: `id-${username}`,
    username,
    role: 'annotator',
    reviewer: false,
    assigned: null,
    submitted: 0,
    discarded: 0,
    draft: 0,
    pending: 0,
    pace_per_hour: 0,
    last_activity_at: null,
    ...changes,
  };
}
