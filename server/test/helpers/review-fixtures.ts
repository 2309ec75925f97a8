import { expect } from 'vitest';
import type { ApiClient } from './client.js';

/** Paths and thin wrappers for the review, comment and flag endpoints. */

export const reviewersPath = (dataset: { id: string }) => `/api/v1/datasets/${dataset.id}/reviewers`;
export const reviewSearchPath = (dataset: { id: string }) => `/api/v1/datasets/${dataset.id}/reviews/search`;
export const reviewPath = (record: { id: string }) => `/api/v1/records/${record.id}/review`;
export const commentsPath = (record: { id: string }) => `/api/v1/records/${record.id}/comments`;
export const commentPath = (comment: { id: string }) => `/api/v1/comments/${comment.id}`;
export const flagPath = (record: { id: string }) => `/api/v1/records/${record.id}/flag`;

/** Makes these users the dataset's reviewers (200 expected). */
export async function setReviewers(as: ApiClient, dataset: { id: string }, userIds: string[]): Promise<any> {
  const response = await as.put(reviewersPath(dataset), { user_ids: userIds });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** Validates a record's final answer (200 expected). */
export async function validate(as: ApiClient, record: { id: string }, values: Record<string, unknown>): Promise<any> {
  const response = await as.put(reviewPath(record), { values: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, { value }])) });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** A successful review search's items, total and users. */
export async function reviewSearch(as: ApiClient, dataset: { id: string }, body: unknown = {}, query = ''): Promise<any> {
  const response = await as.post(`${reviewSearchPath(dataset)}${query ? `?${query}` : ''}`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}
