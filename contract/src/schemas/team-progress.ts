import { z } from 'zod';
import { Timestamp } from './common.js';

/**
 * One member's work on a dataset. `pending`: records still waiting for them (in an assigned dataset, their
 * records without their response; otherwise the dataset's pending records without their response).
 * `pace_per_hour`: the records they submitted or discarded in the last 24 hours, per hour.
 */
export const TeamMemberProgress = z.object({
  user_id: z.string(),
  username: z.string(),
  role: z.enum(['owner', 'admin', 'annotator']),
  reviewer: z.boolean(),
  /** Records assigned to them; null when the dataset is not assigned. */
  assigned: z.int().nullable(),
  submitted: z.int(),
  discarded: z.int(),
  draft: z.int(),
  pending: z.int(),
  pace_per_hour: z.number(),
  last_activity_at: Timestamp.nullable(),
});
export type TeamMemberProgress = z.infer<typeof TeamMemberProgress>;

/** A dataset's progress with its team (a Gloss extension beside Argilla's `/progress`). */
export const TeamProgress = z.object({
  strategy: z.enum(['overlap', 'assigned']),
  total: z.int(),
  completed: z.int(),
  pending: z.int(),
  /** Records whose final answer a reviewer validated. */
  validated: z.int(),
  /** Records flagged "needs review". */
  needs_review: z.int(),
  /**
   * Records with at least one question whose submitted answers differ; null for a caller who does not
   * review the dataset, as it tells of the other annotators' answers.
   */
  disagreements: z.int().nullable(),
  members: z.array(TeamMemberProgress),
});
export type TeamProgress = z.infer<typeof TeamProgress>;
