import type { ValidationIssue } from '@gloss/contract';
import type { z } from 'zod';
import { InvalidRequest } from '../domain/errors.js';
import { unstorableTextIssue } from './unstorable-text.js';
import { encodedUtf8Issue } from './utf8.js';

export type RequestPart = 'body' | 'query' | 'path' | 'header';

/** Parses one part of a request with its contract schema; unknown keys are dropped, as the SDK expects. */
export function parseRequestPart<S extends z.ZodType>(schema: S, part: RequestPart, input: unknown): z.output<S> {
  // Bodies were checked as they were parsed; the path and query are a few short strings.
  const unstorable = part === 'body' ? null : unstorableTextIssue(input, [part]);
  if (unstorable) throw new InvalidRequest([unstorable]);
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw new InvalidRequest(result.error.issues.map((issue) => toValidationIssue(part, issue)));
}

function toValidationIssue(part: RequestPart, issue: z.core.$ZodIssue): ValidationIssue {
  const loc = [part, ...issue.path.map((segment) => (typeof segment === 'number' ? segment : String(segment)))];
  const missing = issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined;
  if (missing) return { type: 'missing', loc, msg: 'Field required' };
  return { type: issue.code, loc, msg: issue.message };
}

/**
 * Refuses a query string whose escapes do not spell UTF-8: Fastify's parser keeps such a value as sent
 * (`%FF` as those three characters), which no client meant.
 */
export function checkQueryEncoding(url: string): void {
  const start = url.indexOf('?');
  const issue = start === -1 ? null : encodedUtf8Issue(url.slice(start + 1), 'query');
  if (issue) throw new InvalidRequest([issue]);
}
