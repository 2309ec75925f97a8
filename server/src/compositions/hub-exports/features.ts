// The `datasets` features of an export's columns, as `datasets` (5.x, the SDK's) writes them for the same Arrow
// types: in the README's `dataset_info` (Features._to_yaml_list: `dtype: string`, `list: int64`, a list of
// structs as the list of its members, `dtype: json`) and as JSON (Features.to_dict: `{"dtype": "string",
// "_type": "Value"}`, `{"feature": ..., "_type": "List"}`, `{"_type": "Json"}`). The Parquet's own types
// (exports/formats/parquet.ts) are those types, so `load_dataset` casts nothing.
import type { ColumnKind, ExportColumn } from '../exports/columns.js';
import type { YamlValue } from './yaml.js';

/** A feature in the README's YAML form: `{name, dtype}`, `{name, list}`. */
export type YamlFeature = { [key: string]: YamlValue };

const value = (dtype: string) => ({ dtype, _type: 'Value' });
const list = (feature: unknown) => ({ feature, _type: 'List' });
const MESSAGE = { role: value('string'), content: value('string') };
const SPAN = { label: value('string'), start: value('int64'), end: value('int64') };

/** Each kind's feature as `Features.to_dict()` gives it. */
const JSON_FEATURES: Record<ColumnKind, unknown> = {
  text: value('string'),
  integer: value('int64'),
  number: value('float64'),
  texts: list(value('string')),
  integers: list(value('int64')),
  numbers: list(value('float64')),
  'text-lists': list(list(value('string'))),
  messages: list(MESSAGE),
  spans: list(SPAN),
  'span-lists': list(list(SPAN)),
  json: { _type: 'Json' },
};

const members = (struct: Record<string, { dtype: string }>) => Object.entries(struct).map(([name, { dtype }]) => ({ name, dtype }));

/** Each kind's feature as `Features._to_yaml_list()` gives it (without the `name`). */
const YAML_FEATURES: Record<ColumnKind, { [key: string]: YamlValue }> = {
  text: { dtype: 'string' },
  integer: { dtype: 'int64' },
  number: { dtype: 'float64' },
  texts: { list: 'string' },
  integers: { list: 'int64' },
  numbers: { list: 'float64' },
  'text-lists': { list: { list: 'string' } },
  messages: { list: members(MESSAGE) },
  spans: { list: members(SPAN) },
  'span-lists': { list: { list: members(SPAN) } },
  json: { dtype: 'json' },
};

/** The features as `Features.to_dict()`, by column name in column order. */
export function featuresJson(columns: readonly ExportColumn[]): Record<string, unknown> {
  return Object.fromEntries(columns.map((column) => [column.name, JSON_FEATURES[column.kind]]));
}

/** The features as the README's `dataset_info.features` list. */
export function featuresYaml(columns: readonly ExportColumn[]): YamlFeature[] {
  return columns.map((column) => ({ name: column.name, ...YAML_FEATURES[column.kind] }));
}

const textBytes = (item: unknown) => 4 + (typeof item === 'string' ? Buffer.byteLength(item) : item == null ? 0 : Buffer.byteLength(JSON.stringify(item)));
const items = (item: unknown): unknown[] => (Array.isArray(item) ? item : item == null ? [] : [item]);
const fieldOf = (item: unknown, key: string) => (item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : null);
const spanBytes = (span: unknown) => textBytes(fieldOf(span, 'label')) + 16;

/**
 * About how many bytes a value takes in Arrow memory (data, offsets), which `datasets` reports as a split's
 * `num_bytes`: an estimate, since no Arrow table is built here (only `num_examples` is checked on loading).
 */
export function arrowBytesOf(kind: ColumnKind, item: unknown): number {
  switch (kind) {
    case 'text':
    case 'json':
      return textBytes(item);
    case 'integer':
    case 'number':
      return 8;
    case 'texts':
      return 4 + items(item).reduce<number>((sum, entry) => sum + textBytes(entry), 0);
    case 'integers':
    case 'numbers':
      return 4 + 8 * items(item).length;
    case 'text-lists':
      return 4 + items(item).reduce<number>((sum, entry) => sum + 4 + items(entry).reduce<number>((inner, text) => inner + textBytes(text), 0), 0);
    case 'messages':
      return 4 + items(item).reduce<number>((sum, entry) => sum + textBytes(fieldOf(entry, 'role')) + textBytes(fieldOf(entry, 'content')), 0);
    case 'spans':
      return 4 + items(item).reduce<number>((sum, entry) => sum + spanBytes(entry), 0);
    case 'span-lists':
      return 4 + items(item).reduce<number>((sum, entry) => sum + 4 + items(entry).reduce<number>((inner, span) => inner + spanBytes(span), 0), 0);
  }
}
