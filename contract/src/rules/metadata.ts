import type { MetadataSettings } from '../schemas/metadata-properties.js';
import { pythonStr } from './python-repr.js';
import { isFiniteNumber, isInteger, isPlainObject } from './value-kinds.js';

/**
 * Checks a record's metadata against the dataset's metadata properties: `null` when valid, else Argilla's
 * message. A key with a property must fit its settings (null always fits); a key without one needs the
 * dataset to allow extra metadata. NaN and Infinity are refused anywhere, as JSON cannot carry them back.
 */
export function validateRecordMetadata(
  properties: readonly { name: string; settings: MetadataSettings }[],
  allowExtraMetadata: boolean,
  datasetId: string,
  metadata: Record<string, unknown> | null | undefined,
): string | null {
  const entries = Object.entries(metadata ?? {});
  // Argilla refuses NaN in its schema, before any property is looked at.
  const nonFinite = entries.find(([, value]) => holdsNonFiniteNumber(value));
  if (nonFinite) return `metadata is not valid: '${nonFinite[0]}' metadata value cannot be NaN or Infinity`;

  const settingsByName = new Map(properties.map((property) => [property.name, property.settings]));
  for (const [name, value] of entries) {
    const settings = settingsByName.get(name);
    if (!settings) {
      if (allowExtraMetadata) continue;
      return `metadata is not valid: '${name}' metadata property does not exists for dataset '${datasetId}' and extra metadata is not allowed for this dataset`;
    }
    if (value === null) continue;
    const problem = metadataValueProblem(settings, value);
    if (problem) return `metadata is not valid: '${name}' metadata property validation failed because ${problem}`;
  }
  return null;
}

/** Why a value does not fit a property's settings, worded to follow "validation failed because". */
function metadataValueProblem(settings: MetadataSettings, value: unknown): string | null {
  switch (settings.type) {
    case 'terms': {
      if (settings.values === null) return null;
      const allowed: unknown[] = settings.values;
      const terms = Array.isArray(value) ? value : [value];
      const refused = terms.find((term) => !allowed.includes(term));
      return refused === undefined ? null : `'${pythonStr(refused)}' is not an allowed term.`;
    }
    case 'integer':
      if (!isInteger(value)) return `'${pythonStr(value)}' is not an integer.`;
      return rangeProblem(value, settings.min, settings.max);
    case 'float':
      // Python would refuse an integer here, but JSON's 3 and 3.0 are the same number once parsed.
      if (!isFiniteNumber(value)) return `'${pythonStr(value)}' is not a float.`;
      return rangeProblem(value, settings.min, settings.max);
  }
}

function rangeProblem(value: number, min: number | null, max: number | null): string | null {
  if (min !== null && value < min) return `'${value}' is lower than the minimum allowed value ${min}.`;
  if (max !== null && value > max) return `'${value}' is greater than the maximum allowed value ${max}.`;
  return null;
}

function holdsNonFiniteNumber(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) return value.some(holdsNonFiniteNumber);
  if (isPlainObject(value)) return Object.values(value).some(holdsNonFiniteNumber);
  return false;
}
