import type { RecordComment, RecordFlag } from '@gloss/contract';
import type { CommentRow, FlagRow } from './repository.js';

export function presentComment(row: CommentRow): RecordComment {
  return {
    id: row.id,
    record_id: row.record_id,
    user_id: row.user_id,
    username: row.username,
    body: row.body,
    inserted_at: row.inserted_at,
    updated_at: row.updated_at,
  };
}

export function presentFlag(row: FlagRow): RecordFlag {
  return { record_id: row.record_id, raised_by: row.raised_by, raised_by_username: row.raised_by_username, raised_at: row.raised_at };
}
