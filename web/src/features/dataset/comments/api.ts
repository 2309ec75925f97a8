import type { RecordComment, RecordFlag, Reviewers } from '@gloss/contract';
import { statusOf } from '../../../shared/api/errors';
import { request } from '../../../shared/api/http';

const recordPath = (recordId: string) => `/v1/records/${encodeURIComponent(recordId)}`;
const commentPath = (commentId: string) => `/v1/comments/${encodeURIComponent(commentId)}`;

// Silent: the panel says in place that the thread could not be loaded, and the header's count is a nicety.
export async function fetchRecordComments(recordId: string, signal?: AbortSignal): Promise<RecordComment[]> {
  const answer = await request<{ items: RecordComment[] }>(`${recordPath(recordId)}/comments`, { silent: true, signal });
  return answer.items;
}

export function createComment(recordId: string, body: string): Promise<RecordComment> {
  return request(`${recordPath(recordId)}/comments`, { method: 'POST', json: { body } });
}

export function updateComment(commentId: string, body: string): Promise<RecordComment> {
  return request(commentPath(commentId), { method: 'PATCH', json: { body } });
}

export function deleteComment(commentId: string): Promise<RecordComment> {
  return request(commentPath(commentId), { method: 'DELETE' });
}

/**
 * The record's flag, or null while nobody has raised it (the server answers null), and for a record
 * deleted meanwhile (404): it has no flag either. Silent: it is shown in place.
 */
export async function fetchRecordFlag(recordId: string, signal?: AbortSignal): Promise<RecordFlag | null> {
  try {
    return await request<RecordFlag | null>(`${recordPath(recordId)}/flag`, { silent: true, signal });
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

export function raiseFlag(recordId: string): Promise<RecordFlag> {
  return request(`${recordPath(recordId)}/flag`, { method: 'PUT' });
}

export function clearFlag(recordId: string): Promise<RecordFlag> {
  return request(`${recordPath(recordId)}/flag`, { method: 'DELETE' });
}

// Silent: it only decides whether the flag offers to be cleared; the server refuses anyone else anyway.
export function fetchReviewers(datasetId: string, signal?: AbortSignal): Promise<Reviewers> {
  return request(`/v1/datasets/${encodeURIComponent(datasetId)}/reviewers`, { silent: true, signal });
}
