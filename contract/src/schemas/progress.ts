import { z } from 'zod';

/**
 * The caller's counts in a dataset. `responses` is Argilla's: `pending` is every record the caller has
 * not answered, whether or not the team has completed it. `queue` is Gloss's addition: `pending` counts
 * the caller's pending queue (records they have not answered that are not completed yet), the number
 * the annotation page's Pending view shows; the difference is what the team completed without them.
 */
export const MyMetrics = z.object({
  responses: z.object({
    total: z.int(),
    submitted: z.int(),
    discarded: z.int(),
    draft: z.int(),
    pending: z.int(),
  }),
  queue: z.object({ pending: z.int() }),
});
export type MyMetrics = z.infer<typeof MyMetrics>;

const StatusCounts = z.object({ submitted: z.int(), discarded: z.int(), draft: z.int() });
export const UserProgress = z.object({ username: z.string(), completed: StatusCounts, pending: StatusCounts });
export type UserProgress = z.infer<typeof UserProgress>;

export const DatasetProgress = z.object({
  total: z.int(),
  completed: z.int(),
  pending: z.int(),
  users: z.array(UserProgress),
});
export type DatasetProgress = z.infer<typeof DatasetProgress>;

export const UsersProgress = z.object({ users: z.array(UserProgress) });

export const MetadataMetrics = z.union([
  z.object({
    type: z.literal('terms'),
    total: z.int(),
    values: z.array(z.object({ term: z.unknown(), count: z.int() })),
  }),
  z.object({ type: z.enum(['integer', 'float']), min: z.number().nullable(), max: z.number().nullable() }),
]);
export type MetadataMetrics = z.infer<typeof MetadataMetrics>;
