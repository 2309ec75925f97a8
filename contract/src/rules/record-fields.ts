import type { FieldSettings } from '../schemas/fields.js';
import { codePointLength } from './code-points.js';
import { imageUrlProblem } from './image-urls.js';
import { CHAT_CONTENT_LENGTH_MAX, CHAT_MESSAGES_MAX, CHAT_ROLE_LENGTH_MAX } from './limits.js';
import { pythonRepr } from './python-repr.js';
import { describeKind, isPlainObject } from './value-kinds.js';

/**
 * Checks a new record's field values against the dataset's fields: `null` when valid, else Argilla's
 * message. Reported in this order: a required field missing or null, keys that are not fields, then each
 * value's type in field order. A null value is fine for a field that is not required.
 */
export function validateRecordFields(
  fields: readonly { name: string; required: boolean; settings: FieldSettings }[],
  values: Record<string, unknown> | null | undefined,
): string | null {
  const given: Record<string, unknown> = values ?? {};
  const missing = fields.find((field) => field.required && ownValue(given, field.name) === null);
  if (missing) return `missing required value for field: ${pythonRepr(missing.name)}`;

  const fieldNames = new Set(fields.map((field) => field.name));
  const unknownNames = Object.keys(given).filter((name) => !fieldNames.has(name));
  if (unknownNames.length > 0) return `found fields values for non configured fields: ${pythonRepr(unknownNames)}`;

  for (const field of fields) {
    const value = ownValue(given, field.name);
    if (value === null) continue;
    const problem = fieldValueProblem(field.name, field.settings, value);
    if (problem) return problem;
  }
  return null;
}

/** The value under a key, or `null`; inherited keys such as `constructor` are not values. */
function ownValue(values: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(values, key) ? (values[key] ?? null) : null;
}

function fieldValueProblem(name: string, settings: FieldSettings, value: unknown): string | null {
  const label = pythonRepr(name);
  switch (settings.type) {
    case 'text':
      return typeof value === 'string' ? null : `text field ${label} value must be a string, found ${describeKind(value)}`;
    case 'image': {
      if (typeof value !== 'string') return `image field ${label} value must be a string, found ${describeKind(value)}`;
      const problem = imageUrlProblem(value);
      // The reference's wording first, so clients matching on it still match; the reason follows.
      return problem ? `image field ${label} has an invalid URL value: ${problem}` : null;
    }
    case 'chat':
      return chatValueProblem(label, value);
    case 'custom':
      return isPlainObject(value) ? null : `custom field ${label} value must be a dictionary`;
  }
}

function chatValueProblem(label: string, value: unknown): string | null {
  if (!Array.isArray(value)) return `chat field ${label} value must be a list of messages, found ${describeKind(value)}`;
  if (value.length > CHAT_MESSAGES_MAX) {
    return `chat field ${label} value may have at most ${CHAT_MESSAGES_MAX} messages, found ${value.length}`;
  }
  for (const [index, message] of value.entries()) {
    const subject = `message at index ${index} of chat field ${label}`;
    if (!isPlainObject(message) || typeof message.role !== 'string' || typeof message.content !== 'string') {
      return `${subject} must be an object with a string 'role' and a string 'content'`;
    }
    if (!isChatRole(message.role)) {
      return `${subject} must have a 'role' of 1 to ${CHAT_ROLE_LENGTH_MAX} characters without whitespace`;
    }
    if (codePointLength(message.content) > CHAT_CONTENT_LENGTH_MAX) {
      return `${subject} may have a 'content' of at most ${CHAT_CONTENT_LENGTH_MAX} characters`;
    }
  }
  return null;
}

function isChatRole(role: string): boolean {
  const length = codePointLength(role);
  return length >= 1 && length <= CHAT_ROLE_LENGTH_MAX && !/\s/.test(role);
}
