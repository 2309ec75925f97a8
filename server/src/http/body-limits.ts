import type { Endpoint } from '@gloss/contract';

/** The sign-in form: a username and a password of at most a few hundred bytes. */
export const FORM_BODY_LIMIT = 16 * 1024;

/**
 * One entity (settings, a response, a record's metadata and vectors, a search with a query vector): the
 * largest real ones are custom-field templates and questions with hundreds of options, well under this.
 */
export const ENTITY_BODY_LIMIT = 4 * 1024 * 1024;

/** The largest body an endpoint reads: bulk writes up to the configured maximum, others far less. */
export function bodyLimitOf(definition: Endpoint, maxBodyBytes: number): number {
  if (definition.bodyType === 'form') return Math.min(FORM_BODY_LIMIT, maxBodyBytes);
  if (definition.bulkBody) return maxBodyBytes;
  return Math.min(ENTITY_BODY_LIMIT, maxBodyBytes);
}
