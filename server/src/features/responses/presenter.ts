import type { Response, ResponseValues } from '@gloss/contract';
import type { ResponseRow } from './repository.js';

export function presentResponse(row: ResponseRow): Response {
  return {
    id: row.id,
    values: row.values === null ? null : (JSON.parse(row.values) as ResponseValues),
    status: row.status,
    record_id: row.record_id,
    user_id: row.user_id,
    inserted_at: row.inserted_at,
    updated_at: row.updated_at,
  };
}
