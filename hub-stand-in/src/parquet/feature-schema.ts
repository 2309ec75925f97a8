// Features to Parquet as `datasets` writes them (pyarrow's types for each feature): a ClassLabel is int64, an
// Image a struct {bytes: binary, path: string}, a List/Sequence a 3-level LIST, a dict a struct.
// The writer's own hyparquet types (it may depend on another hyparquet than the reader's).
import type { SchemaElement } from 'hyparquet-writer';

type Leaf = Pick<SchemaElement, 'type' | 'converted_type'>;

const STRING: Leaf = { type: 'BYTE_ARRAY', converted_type: 'UTF8' };
const LEAVES: Record<string, Leaf> = {
  string: STRING, large_string: STRING, bool: { type: 'BOOLEAN' },
  int8: { type: 'INT32', converted_type: 'INT_8' }, int16: { type: 'INT32', converted_type: 'INT_16' },
  int32: { type: 'INT32' }, int64: { type: 'INT64' },
  uint8: { type: 'INT32', converted_type: 'UINT_8' }, uint16: { type: 'INT32', converted_type: 'UINT_16' },
  uint32: { type: 'INT32', converted_type: 'UINT_32' }, uint64: { type: 'INT64', converted_type: 'UINT_64' },
  float16: { type: 'FLOAT' }, float32: { type: 'FLOAT' }, float: { type: 'FLOAT' }, float64: { type: 'DOUBLE' }, double: { type: 'DOUBLE' },
  binary: { type: 'BYTE_ARRAY' }, large_binary: { type: 'BYTE_ARRAY' },
};
const LISTS = new Set(['List', 'Sequence', 'LargeList']);

export type FeatureObject = Record<string, unknown>;

export function isObject(value: unknown): value is FeatureObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Uint8Array);
}

/** The element type of a list feature (`List`, `Sequence`, `LargeList`, or the legacy `[feature]`); else undefined. */
export function listItem(feature: unknown): unknown {
  if (Array.isArray(feature)) return feature[0];
  return isObject(feature) && LISTS.has(String(feature._type)) ? feature.feature : undefined;
}

/** The feature's Parquet schema elements, depth first, as `parquetWrite` takes them. */
export function schemaOf(name: string, feature: unknown): SchemaElement[] {
  const item = listItem(feature);
  if (item !== undefined) {
    return [
      { name, repetition_type: 'OPTIONAL', converted_type: 'LIST', num_children: 1 },
      { name: 'list', repetition_type: 'REPEATED', num_children: 1 },
      ...schemaOf('element', item),
    ];
  }
  if (!isObject(feature)) throw new Error(`Unsupported feature for ${name}: ${JSON.stringify(feature)}`);
  if (feature._type === 'Value') {
    const leaf = LEAVES[String(feature.dtype)];
    if (!leaf) throw new Error(`Unsupported dtype for ${name}: ${String(feature.dtype)}`);
    return [{ name, repetition_type: 'OPTIONAL', ...leaf }];
  }
  if (feature._type === 'ClassLabel') return [{ name, repetition_type: 'OPTIONAL', type: 'INT64' }];
  if (feature._type === 'Image') {
    return [{ name, repetition_type: 'OPTIONAL', num_children: 2 }, { name: 'bytes', repetition_type: 'OPTIONAL', type: 'BYTE_ARRAY' },
      { name: 'path', repetition_type: 'OPTIONAL', ...STRING }];
  }
  if (feature._type !== undefined) throw new Error(`Unsupported feature type for ${name}: ${String(feature._type)}`);
  const children = Object.entries(feature);
  return [{ name, repetition_type: 'OPTIONAL', num_children: children.length }, ...children.flatMap(([key, child]) => schemaOf(key, child))];
}

function bytesOf(value: unknown): Uint8Array {
  return typeof value === 'string' ? Buffer.from(value, 'base64') : value as Uint8Array;
}

/** A cell as the writer takes it for the feature: 64-bit integers as bigint, label names as their numbers. */
export function parquetValue(feature: unknown, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const item = listItem(feature);
  if (item !== undefined) return (value as unknown[]).map((element) => parquetValue(item, element));
  const spec = feature as FeatureObject;
  if (spec._type === 'ClassLabel') {
    return BigInt(typeof value === 'string' ? (spec.names as string[]).indexOf(value) : value as number);
  }
  if (spec._type === 'Image') {
    if (value instanceof Uint8Array) return { bytes: value, path: null };
    const image = value as { bytes?: unknown; path?: unknown };
    return { bytes: image.bytes == null ? null : bytesOf(image.bytes), path: image.path ?? null };
  }
  if (spec._type === 'Value') {
    const leaf = LEAVES[String(spec.dtype)];
    if (leaf.type === 'INT64') return BigInt(value as number);
    if (leaf === STRING) return String(value);
    return leaf.type === 'BYTE_ARRAY' ? bytesOf(value) : value;
  }
  const record = value as FeatureObject;
  return Object.fromEntries(Object.entries(spec).map(([key, child]) => [key, parquetValue(child, record[key])]));
}
