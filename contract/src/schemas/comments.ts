import { z } from 'zod';
import { COMMENT_LENGTH_MAX } from '../rules/comments.js';
import { Id, Timestamp } from './common.js';

// The limit lives without zod, for the web app's composer.
export { COMMENT_LENGTH_MAX } from '../rules/comments.js';

const Body = z
  .string()
  .max(COMMENT_LENGTH_MAX)
  .refine((body) => body.trim().length > 0, 'A comment cannot be empty');

export const CommentCreate = z.object({ body: Body });
export type CommentCreate = z.output<typeof CommentCreate>;
export const CommentUpdate = z.object({ body: Body });
export type CommentUpdate = z.output<typeof CommentUpdate>;

/** A comment on a record, in markdown (the app renders it sanitised). `user_id` is null once its author's account is gone. */
export const RecordComment = z.object({
  id: z.string(),
  record_id: z.string(),
  user_id: z.string().nullable(),
  username: z.string().nullable(),
  body: z.string(),
  inserted_at: Timestamp,
  updated_at: Timestamp,
});
export type RecordComment = z.infer<typeof RecordComment>;
export const RecordComments = z.object({ items: z.array(RecordComment) });

export const CommentParams = z.object({ comment_id: Id });
