import { z } from 'zod';
import { Id } from './common.js';
import { SearchRecordsBody } from './search.js';

/** The most annotators one assignment names. */
export const ASSIGNEES_MAX = 100;

const Assignees = z
  .array(Id)
  .min(1)
  .max(ASSIGNEES_MAX)
  .refine((ids) => new Set(ids).size === ids.length, 'Annotators must be unique');

/**
 * Split the dataset's records among annotators: each record goes to `per_record` of them, balanced (every
 * annotator gets the same number of records, give or take one). `only_unassigned` splits only the records
 * nobody is assigned yet (records added since the last split), keeping the others' assignments; otherwise
 * every earlier assignment is replaced.
 */
export const AssignmentSplit = z
  .object({
    user_ids: Assignees,
    per_record: z.int().min(1).max(ASSIGNEES_MAX).default(1),
    only_unassigned: z.boolean().default(false),
  })
  .refine((split) => split.per_record <= split.user_ids.length, {
    message: 'per_record cannot be more than the number of annotators',
    path: ['per_record'],
  });
export type AssignmentSplit = z.output<typeof AssignmentSplit>;

/**
 * Assign the records a search and filters match (the records search body's `query.text` and `filters`) to
 * the named annotators: added to each record's assignees, or replacing them when `replace` is set.
 */
export const AssignmentRule = z.object({
  user_ids: Assignees,
  query: SearchRecordsBody.shape.query,
  filters: SearchRecordsBody.shape.filters,
  replace: z.boolean().default(false),
});
export type AssignmentRule = z.output<typeof AssignmentRule>;

/**
 * How a dataset's records are distributed. `overlap`: nobody is assigned, every annotator sees every record
 * and a record is completed at `min_submitted` submitted responses (Argilla's task distribution).
 * `assigned`: each annotator's queue holds only their records, and a record is completed once every one of
 * its assignees has submitted; records nobody is assigned (`unassigned`) are in nobody's queue.
 */
export const Assignments = z.object({
  strategy: z.enum(['overlap', 'assigned']),
  min_submitted: z.int(),
  total: z.int(),
  unassigned: z.int(),
  annotators: z.array(z.object({ user_id: z.string(), username: z.string(), assigned: z.int() })),
  /** How many records the change that answered this touched (0 for a read). */
  changed: z.int(),
});
export type Assignments = z.infer<typeof Assignments>;
