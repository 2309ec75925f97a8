import type { RecordReview, Reviewers, ResponseValues } from '@gloss/contract';
import type { ReviewerRow } from '../../features/reviewers/repository.js';
import type { ReviewRow } from './repository.js';

export function presentReview(row: ReviewRow): RecordReview {
  return {
    record_id: row.record_id,
    values: JSON.parse(row.values) as ResponseValues,
    status: 'validated',
    validated_by: row.validated_by,
    validated_by_username: row.validated_by_username,
    validated_at: row.validated_at,
    updated_at: row.updated_at,
  };
}

export function presentReviewers(rows: readonly ReviewerRow[]): Reviewers {
  return { items: rows.map((row) => ({ user_id: row.user_id, username: row.username, inserted_at: row.inserted_at })) };
}
