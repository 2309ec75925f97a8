import type { RecordReview, ResponseValues, ReviewReset, ReviewSearchResult, SearchRecordsBody } from '@gloss/contract';
import { request } from '../../../shared/api/http';

/** One page of the records a review view lists, with every response, the final answer and the flag. */
export function searchReviews(datasetId: string, body: SearchRecordsBody, offset: number, limit: number, signal?: AbortSignal): Promise<ReviewSearchResult> {
  return request(`/v1/datasets/${encodeURIComponent(datasetId)}/reviews/search`, {
    method: 'POST',
    query: { include: ['responses', 'suggestions'], offset, limit },
    json: body,
    signal,
  });
}

/** Stores the record's final answer (again, when it was validated before). */
export function validateRecord(recordId: string, values: ResponseValues): Promise<RecordReview> {
  return request(`/v1/records/${encodeURIComponent(recordId)}/review`, { method: 'PUT', json: { values } });
}

/** Drops the final answer and sends the record's responses back to their annotators as drafts. */
export function resetRecord(recordId: string): Promise<ReviewReset> {
  return request(`/v1/records/${encodeURIComponent(recordId)}/review`, { method: 'DELETE' });
}
