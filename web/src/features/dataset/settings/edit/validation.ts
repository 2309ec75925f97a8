/**
 * The settings page's validation rules (the specification's section 5), as pure functions that answer
 * the message key to show under the input, or null when the value is valid. The limits are the
 * specification's; the server's own limits are wider, so a value the page accepts is always stored.
 */
export const QUESTION_TITLE_MAX = 200;
export const QUESTION_DESCRIPTION_MAX = 500;
/** Field, vector and metadata titles. */
export const TITLE_MAX = 500;

export type ValidationMessage = 'required' | 'max200' | 'max500';

export function questionTitleError(title: string): ValidationMessage | null {
  const trimmed = title.trim();
  if (trimmed.length === 0) return 'required';
  return trimmed.length > QUESTION_TITLE_MAX ? 'max200' : null;
}

export function questionDescriptionError(description: string): ValidationMessage | null {
  return description.trim().length > QUESTION_DESCRIPTION_MAX ? 'max500' : null;
}

/** Field, vector and metadata titles; an empty field title falls back to its name, so it is no error. */
export function titleError(title: string): ValidationMessage | null {
  return title.trim().length > TITLE_MAX ? 'max500' : null;
}

export function guidelinesError(guidelines: string): ValidationMessage | null {
  return guidelines.trim().length === 0 ? 'required' : null;
}

/** The input's text as the number of submitted responses that completes a record, or null when it is not one. */
export function parseMinSubmitted(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/** Required and at least 1, with the one message the specification gives for both. */
export function minSubmittedError(text: string): ValidationMessage | null {
  return parseMinSubmitted(text) === null ? 'required' : null;
}
