import type { AssignmentRule, Assignments, AssignmentSplit, Reviewers } from '@gloss/contract';
import { request } from '../../../../shared/api/http';

/*
 * Writes are silent: the dialog that asked says what went wrong in its own words, in place, rather than
 * the app's generic toast.
 */

const assignmentsPath = (datasetId: string) => `/v1/datasets/${encodeURIComponent(datasetId)}/assignments`;

export function fetchAssignments(datasetId: string, signal?: AbortSignal): Promise<Assignments> {
  return request(assignmentsPath(datasetId), { signal });
}

export function splitAssignments(datasetId: string, body: AssignmentSplit): Promise<Assignments> {
  return request(`${assignmentsPath(datasetId)}/split`, { method: 'POST', json: body, silent: true });
}

export function assignMatching(datasetId: string, body: AssignmentRule): Promise<Assignments> {
  return request(assignmentsPath(datasetId), { method: 'POST', json: body, silent: true });
}

export function clearAssignments(datasetId: string): Promise<Assignments> {
  return request(assignmentsPath(datasetId), { method: 'DELETE', silent: true });
}

export function updateReviewers(datasetId: string, userIds: string[]): Promise<Reviewers> {
  return request(`/v1/datasets/${encodeURIComponent(datasetId)}/reviewers`, { method: 'PUT', json: { user_ids: userIds }, silent: true });
}
