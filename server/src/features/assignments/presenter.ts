import type { Assignments } from '@gloss/contract';

export interface AssignmentCounts {
  minSubmitted: number;
  /** The dataset's records. */
  total: number;
  /** Its records with at least one assignee. */
  assignedRecords: number;
  annotators: { user_id: string; username: string; assigned: number }[];
  changed: number;
}

export function presentAssignments(counts: AssignmentCounts): Assignments {
  return {
    strategy: counts.annotators.length > 0 ? 'assigned' : 'overlap',
    min_submitted: counts.minSubmitted,
    total: counts.total,
    unassigned: counts.total - counts.assignedRecords,
    annotators: counts.annotators,
    changed: counts.changed,
  };
}
