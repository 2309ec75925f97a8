import type { Endpoint } from '@gloss/contract';

/** The sign-in form: a username and a password of at most a few hundred bytes. */
export const FORM_BODY_LIMIT = 16 * 1024;

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
 * that maximum; others far less.
 */
export function bodyLimitOf(definition: Endpoint, { maxBodyBytes, maxLabelOptions }: BodyLimits): number {
  if (definition.bodyType === 'form') return Math.min(FORM_BODY_LIMIT, maxBodyBytes);
  if (definition.bulkBody) return maxBodyBytes;
  if (definition.optionsBody) {
    return Math.min(Math.max(ENTITY_BODY_LIMIT, maxLabelOptions * LABEL_OPTION_BODY_BYTES), maxBodyBytes);
  }
  return Math.min(ENTITY_BODY_LIMIT, maxBodyBytes);
}
