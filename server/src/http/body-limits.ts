import type { Endpoint, Role } from '@gloss/contract';
import { Transform } from 'node:stream';

/** The sign-in form: a username and a password of at most a few hundred bytes. */
export const FORM_BODY_LIMIT = 16 * 1024;

/**
 * A call that takes no body (a get, a delete, a publish) ignores one sent anyway; a client library may
 * send an empty object, but nothing larger than this is read only to be thrown away.
 */
export const NO_BODY_LIMIT = 16 * 1024;

/**
 * One entity (settings, a response, a record's metadata and vectors, a search with a query vector): the
 * largest real ones are custom-field templates, well under this. Questions have a limit of their own.
 */
export const ENTITY_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * Room per label option in a question's body: an option at the schema's longest in ASCII (a value of 200
 * characters, a text of 500, a description of 1,000, and the JSON around them) is about 1,750 bytes. So a
 * question with as many options as configured fits whatever its texts, unless they are long and mostly
 * outside ASCII (a 200-character value and a 500-character text in 3-byte UTF-8 take about 2,150 bytes).
 */
export const LABEL_OPTION_BODY_BYTES = 2 * 1024;

export interface BodyLimits {
  /** `GLOSS_MAX_BODY_BYTES`: no body is read beyond it. */
  maxBodyBytes: number;
  /** `GLOSS_MAX_LABEL_OPTIONS`: the longest option list a question's body may carry. */
  maxLabelOptions: number;
}

/**
 * The largest body an endpoint reads: bulk writes up to the configured maximum; a question's settings
 * room for the configured number of label options (with the defaults, 50,000 x 2 KiB = 97.7 MiB), within
 * that maximum; others far less, and a call without a body next to nothing.
 */
export function bodyLimitOf(definition: Endpoint, { maxBodyBytes, maxLabelOptions }: BodyLimits): number {
  if (!definition.body) return Math.min(NO_BODY_LIMIT, maxBodyBytes);
  if (definition.bodyType === 'form') return Math.min(FORM_BODY_LIMIT, maxBodyBytes);
  if (definition.bulkBody) return maxBodyBytes;
  if (definition.optionsBody) {
    return Math.min(Math.max(ENTITY_BODY_LIMIT, maxLabelOptions * LABEL_OPTION_BODY_BYTES), maxBodyBytes);
  }
  return Math.min(ENTITY_BODY_LIMIT, maxBodyBytes);
}

/**
 * The most one body from an annotator may hold, whatever the endpoint allows others. Annotators send
 * answers, searches, comments and reviews; the largest of these is a bulk of answers (`POST
 * /me/responses/bulk`, at most 100 items), for which 16 MiB leaves each answer about 160 KiB: a text answer
 * of tens of thousands of words, or a thousand spans. Owners and admins also write records and settings,
 * up to the endpoint's own limit.
 */
export const ANNOTATOR_BODY_LIMIT = 16 * 1024 * 1024;

/** The largest body this caller may send to an endpoint whose own limit is `endpointLimit`. */
export function bodyLimitForRole(endpointLimit: number, role: Role): number {
  return role === 'annotator' ? Math.min(endpointLimit, ANNOTATOR_BODY_LIMIT) : endpointLimit;
}

/** A body over the limit that applies to this request (its endpoint's, or its caller's role's). */
export class BodyTooLarge extends Error {
  /** Read by Fastify, which answers with it when it meets the error while reading the body. */
  readonly statusCode = 413;

  constructor(readonly limit: number) {
    super(`The request body is larger than the limit of ${limit} bytes`);
  }
}

/**
 * Passes a body through while it stays within `limit` bytes, and fails with BodyTooLarge at the chunk
 * that passes it: for bodies that do not declare their length (chunked), which Fastify would otherwise
 * read up to the endpoint's own limit.
 */
export function limitedBody(limit: number): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > limit) callback(new BodyTooLarge(limit));
      else callback(null, chunk);
    },
  });
}
