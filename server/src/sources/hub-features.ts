import type { ColumnKind } from '@gloss/contract';

/**
 * A Hub dataset's features as the dataset viewer's /info and /first-rows answer them, by column:
 * `{"text": {"dtype": "string", "_type": "Value"}, "label": {"names": [...], "_type": "ClassLabel"},
 * "image": {"_type": "Image"}, "tags": {"feature": {...}, "_type": "Sequence"}, ...}`, and the newer `List`.
 */
export type HubFeatures = Record<string, unknown>;

/** What a declared feature makes a column, whatever its values: a class label, a list of them, an image. */
export interface DeclaredKind {
  kind: ColumnKind;
  labels: string[] | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function classLabelNames(feature: unknown): string[] | null {
  if (!isObject(feature) || feature._type !== 'ClassLabel') return null;
  return Array.isArray(feature.names) ? feature.names.map(String) : [];
}

/** The feature a list feature holds: `Sequence`/`List`/`LargeList`'s `feature`, or the one item of a `[feature]` list. */
function itemFeature(feature: unknown): unknown {
  if (Array.isArray(feature)) return feature.length === 1 ? feature[0] : undefined;
  if (isObject(feature) && (feature._type === 'Sequence' || feature._type === 'List' || feature._type === 'LargeList')) return feature.feature;
  return undefined;
}

/** The kind a declared feature fixes: these win over what the values look like. */
export function declaredKind(feature: unknown): DeclaredKind | null {
  const labels = classLabelNames(feature);
  if (labels) return { kind: 'class_label', labels };
  const itemLabels = classLabelNames(itemFeature(feature));
  if (itemLabels) return { kind: 'class_label_list', labels: itemLabels };
  if (isObject(feature) && feature._type === 'Image') return { kind: 'image', labels: null };
  return null;
}

/** The kind a `Value` feature's dtype names: used when the rows read hold no value to tell it by. */
export function declaredValueKind(feature: unknown): ColumnKind | null {
  if (!isObject(feature) || feature._type !== 'Value' || typeof feature.dtype !== 'string') return null;
  const { dtype } = feature;
  if (dtype === 'string' || dtype === 'large_string') return 'text';
  if (dtype === 'bool') return 'boolean';
  if (/^u?int\d+$/.test(dtype)) return 'integer';
  if (/^(float|double)\d*$/.test(dtype)) return 'float';
  return null;
}
