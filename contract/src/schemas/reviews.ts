import { z } from 'zod';
import { Id, Timestamp } from './common.js';
import { DatasetRecord } from './records.js';
import { ResponseValues } from './responses.js';

export const REVIEWERS_MAX = 100;

/** The annotators who review a dataset besides its owners and admins, replaced as a whole. */
export const ReviewersUpdate = z.object({
  user_ids: z
    .array(Id)
    .max(REVIEWERS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'Reviewers must be unique'),
});
export type ReviewersUpdate = z.output<typeof ReviewersUpdate>;

export const Reviewer = z.object({ user_id: z.string(), username: z.string(), inserted_at: Timestamp });
export const Reviewers = z.object({ items: z.array(Reviewer) });
export type Reviewers = z.infer<typeof Reviewers>;

/** Validating a record: its final answer, checked as a submitted response is (every required question answered). */
export const ReviewValidate = z.object({ values: ResponseValues });
export type ReviewValidate = z.output<typeof ReviewValidate>;

/** A record's final answer, stored once per record beside every annotator's response. */
export const RecordReview = z.object({
  record_id: z.string(),
  values: ResponseValues,
  status: z.literal('validated'),
  validated_by: z.string().nullable(),
  validated_by_username: z.string().nullable(),
  validated_at: Timestamp,
  updated_at: Timestamp,
});
export type RecordReview = z.infer<typeof RecordReview>;

/** What a reset did: the final answer dropped, and the responses sent back to their annotators as drafts. */
export const ReviewReset = z.object({ record_id: z.string(), review_removed: z.boolean(), responses_reopened: z.int() });
export type ReviewReset = z.infer<typeof ReviewReset>;

export const RecordFlag = z.object({
  record_id: z.string(),
  raised_by: z.string().nullable(),
  raised_by_username: z.string().nullable(),
  raised_at: Timestamp,
});
export type RecordFlag = z.infer<typeof RecordFlag>;

/**
 * One record in the review view: the record with every annotator's response and the suggestions, its
 * final answer, the questions whose answers differ, its assignees, its comment count and its flag.
 */
export const ReviewItem = z.object({
  record: DatasetRecord,
  review: RecordReview.nullable(),
  disagreements: z.array(z.string()),
  assignees: z.array(z.string()),
  comments: z.int(),
  flag: RecordFlag.nullable(),
});
export type ReviewItem = z.infer<typeof ReviewItem>;

export const ReviewSearchResult = z.object({
  items: z.array(ReviewItem),
  total: z.int(),
  /** The people the page's responses, assignees and reviews name. */
  users: z.array(z.object({ id: z.string(), username: z.string() })),
});
export type ReviewSearchResult = z.infer<typeof ReviewSearchResult>;
