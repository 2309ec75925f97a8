import type { ColumnKind, SourceColumn } from '@gloss/contract';
import { type HubFeatures, declaredKind, declaredValueKind } from './hub-features.js';
import { isImageSource, isImageStruct, isImageUrl, sniffImageType } from './images.js';
import { isBooleanText, isDecimalText, isIntegerText } from './number-text.js';

/** What one value looks like; a column's kind is read from the shapes of its values. */
type Shape = 'empty' | 'text' | 'image' | 'integer' | 'float' | 'boolean' | 'binary' | 'chat' | 'numbers' | 'strings' | 'structured';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isMessage = (value: unknown) => isObject(value) && typeof value.role === 'string' && 'content' in value;

/** Whether a value counts as no value: missing, null, empty or blank text, an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

function shapeOfText(text: string, cellsAreText: boolean): Shape {
  if (cellsAreText) {
    if (isIntegerText(text)) return 'integer';
    if (isDecimalText(text)) return 'float';
    if (isBooleanText(text)) return 'boolean';
  }
  return isImageUrl(text.trim()) ? 'image' : 'text';
}

function shapeOf(value: unknown, cellsAreText: boolean): Shape {
  if (isEmptyValue(value)) return 'empty';
  if (typeof value === 'string') return shapeOfText(value, cellsAreText);
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'float';
  if (typeof value === 'bigint') return 'integer';
  if (typeof value === 'boolean') return 'boolean';
  if (value instanceof Uint8Array) return sniffImageType(value) ? 'image' : 'binary';
  if (Array.isArray(value)) {
    if (value.every(isMessage)) return 'chat';
    if (value.every((item) => typeof item === 'number' && Number.isFinite(item))) return 'numbers';
    if (value.every((item) => typeof item === 'string')) return 'strings';
    return 'structured';
  }
  if (isImageStruct(value)) return value.bytes ? (sniffImageType(value.bytes) ? 'image' : 'binary') : 'image';
  if (isImageSource(value)) return 'image';
  return value instanceof Date ? 'text' : 'structured';
}

const SINGLE_SHAPE_KINDS: Record<Exclude<Shape, 'empty' | 'numbers'>, ColumnKind> = {
  text: 'text',
  image: 'image',
  integer: 'integer',
  float: 'float',
  boolean: 'boolean',
  binary: 'text',
  chat: 'chat',
  strings: 'text_list',
  structured: 'json',
};

/** A column's kind from its values' shapes (and, for lists of numbers, their lengths). */
function kindOf(shapes: Set<Shape>, lengths: Set<number>): { kind: ColumnKind; dimensions: number | null } {
  shapes.delete('empty');
  if (shapes.size === 0) return { kind: 'empty', dimensions: null };
  if (shapes.size === 1) {
    const [shape] = shapes;
    if (shape === 'numbers') {
      const [length] = lengths;
      return lengths.size === 1 && length >= 2 ? { kind: 'vector', dimensions: length } : { kind: 'json', dimensions: null };
    }
    return { kind: SINGLE_SHAPE_KINDS[shape as keyof typeof SINGLE_SHAPE_KINDS], dimensions: null };
  }
  if ([...shapes].every((shape) => shape === 'integer' || shape === 'float')) return { kind: 'float', dimensions: null };
  // Mixed: text when strings are among the values (an image URL is a string), else structured.
  return { kind: shapes.has('text') || shapes.has('image') ? 'text' : 'json', dimensions: null };
}

const COUNTS_DISTINCT = new Set<ColumnKind>(['text', 'integer', 'float', 'boolean']);

function distinctKey(value: unknown): unknown {
  return typeof value === 'string' ? value : typeof value === 'bigint' ? `bigint:${value}` : value;
}

export interface DescribeOptions {
  /** A Hub dataset's features, which win over what the values look like. */
  declared?: HubFeatures;
  /** The source's columns in its order (a CSV header, a Parquet schema), before any other name the rows hold. */
  order?: readonly string[] | null;
  /** Kinds a file's schema fixes (Parquet's numbers and booleans), which win over the values. */
  fixed?: Readonly<Record<string, ColumnKind>>;
  /** Delimited text: every value is text, and a column of numbers or booleans written as text is described as such. */
  cellsAreText?: boolean;
}

/** The columns of sampled rows with their kinds, in the source's order: see `describeColumns`. */
export function describeColumnsOf(rows: Record<string, unknown>[], options: DescribeOptions = {}): SourceColumn[] {
  const names = new Set<string>(options.order ?? []);
  for (const name of Object.keys(options.declared ?? {})) names.add(name);
  for (const row of rows) for (const name of Object.keys(row)) names.add(name);
  return [...names].map((name) => describeColumn(name, rows, options));
}

function describeColumn(name: string, rows: Record<string, unknown>[], options: DescribeOptions): SourceColumn {
  const shapes = new Set<Shape>();
  const lengths = new Set<number>();
  const distinct = new Set<unknown>();
  let hasEmptyValues = false;
  for (const row of rows) {
    const value = Object.hasOwn(row, name) ? row[name] : undefined;
    const shape = shapeOf(value, options.cellsAreText ?? false);
    shapes.add(shape);
    if (shape === 'empty') hasEmptyValues = true;
    else distinct.add(distinctKey(value));
    if (shape === 'numbers') lengths.add((value as number[]).length);
  }
  let { kind, dimensions } = kindOf(shapes, lengths);
  let labels: string[] | null = null;
  const feature = options.declared?.[name];
  const declared = declaredKind(feature);
  const fixed = options.fixed?.[name];
  if (fixed) {
    kind = fixed;
    dimensions = null;
  } else if (declared) {
    ({ kind, labels } = declared);
    dimensions = null;
  } else if (kind === 'empty') {
    kind = declaredValueKind(feature) ?? 'empty';
  }
  return {
    name,
    kind,
    labels,
    dimensions,
    distinct_values: COUNTS_DISTINCT.has(kind) && shapes.size > 0 ? distinct.size : null,
    has_empty_values: hasEmptyValues,
  };
}

/**
 * The kinds of columns from sampled rows (a file's, or a Hub dataset's first rows), in the order the rows name
 * them. `declared` are a Hub dataset's features when known, which win over values: a ClassLabel is `class_label`
 * with its names, a Sequence/List of ClassLabel `class_label_list`, an Image feature `image`; a `Value`'s dtype
 * names the kind of a column whose sampled rows hold no value.
 */
export function describeColumns(rows: Record<string, unknown>[], declared?: HubFeatures): SourceColumn[] {
  return describeColumnsOf(rows, { declared });
}
