import { expect } from 'vitest';
import type { ApiResponse } from './client.js';

/** What the checks read of an answer: any request helper's answer has these. */
type Answer = Pick<ApiResponse, 'status' | 'body'>;

const NAIVE_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;
// Random (version 4) for settings and people, time-ordered (version 7) for records and what hangs off them.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[47][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function expectUnauthorized(response: Answer): void {
  expect(response.status).toBe(401);
  expect(response.body.detail.code).toBe('argilla.api.errors::UnauthorizedError');
}

export function expectForbidden(response: Answer): void {
  expect(response.status, JSON.stringify(response.body)).toBe(403);
  expect(response.body).toEqual({
    detail: { code: 'argilla.api.errors::ForbiddenOperationError', params: { detail: 'Operation not allowed' } },
  });
}

/** A request-schema failure that names the offending place, e.g. `['body', 'settings', 'options']`. */
export function expectInvalid(response: Answer, loc: (string | number)[]): void {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body.detail.code).toBe('argilla.api.errors::ValidationError');
  const locations = response.body.detail.params.errors.map((error: { loc: unknown[] }) => error.loc);
  expect(locations).toContainEqual(loc);
}

/** A business rule's refusal: status 422 with the exact message. */
export function expectRule(response: Answer, message: string | RegExp): void {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  if (typeof message === 'string') expect(response.body).toEqual({ detail: message });
  else expect(response.body.detail).toMatch(message);
}

export function expectNotFound(response: Answer, message?: string): void {
  expect(response.status, JSON.stringify(response.body)).toBe(404);
  if (message) expect(response.body).toEqual({ detail: message });
}

export function expectConflict(response: Answer, message?: string): void {
  expect(response.status, JSON.stringify(response.body)).toBe(409);
  if (message) expect(response.body).toEqual({ detail: message });
}

export function expectTimestamp(value: unknown): void {
  expect(value).toMatch(NAIVE_TIMESTAMP);
}

export function expectId(value: unknown): void {
  expect(value).toMatch(UUID);
}

export const MISSING_ID = '00000000-0000-4000-8000-000000000000';
