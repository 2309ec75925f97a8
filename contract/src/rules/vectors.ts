import { pythonRepr } from './python-repr.js';
import { isFiniteNumber } from './value-kinds.js';

/**
 * Checks a record's vectors against the dataset's vector settings: `null` when valid, else Argilla's
 * message. Each name must be a vector setting of the dataset, and each value a list of finite numbers
 * with exactly that setting's dimensions.
 */
export function validateVectors(
  settings: readonly { name: string; dimensions: number }[],
  datasetId: string,
  vectors: Record<string, unknown> | null | undefined,
): string | null {
  const dimensionsByName = new Map(settings.map((setting) => [setting.name, setting.dimensions]));
  for (const [name, value] of Object.entries(vectors ?? {})) {
    const dimensions = dimensionsByName.get(name);
    if (dimensions === undefined) return `vector with name=${name} does not exist for dataset_id=${datasetId}`;
    if (!Array.isArray(value)) return `vector value for vector name=${name} must be a list of numbers`;
    if (value.length !== dimensions) {
      return `vector value for vector name=${name} must have ${dimensions} elements, got ${value.length} elements`;
    }
    const badIndex = value.findIndex((element) => !isFiniteNumber(element));
    if (badIndex !== -1) {
      return `vector value for vector name=${name} must hold finite numbers only, found ${pythonRepr(value[badIndex])} at index ${badIndex}`;
    }
  }
  return null;
}
