import { z } from 'zod';
import { Id } from './common.js';

/** The file formats a dataset's rows are imported from; the server reads the format from the content. */
export const SourceFormat = z.enum(['csv', 'tsv', 'json', 'jsonl', 'parquet']);
export type SourceFormat = z.infer<typeof SourceFormat>;

/**
 * What a source's column holds, read from its values (and, for a Hub dataset, from its declared features):
 * the configuration page suggests a field, metadata, a vector or suggestions from it.
 * - `text`, `integer`, `float`, `boolean`: scalars;
 * - `image`: image features, or text that is an image URL or a data URL;
 * - `chat`: lists of `{role, content}` messages;
 * - `vector`: lists of numbers, all of one length (`dimensions`);
 * - `class_label`: a Hub `ClassLabel` (its `labels`); `class_label_list`: a sequence of them;
 * - `text_list`: lists of strings; `json`: anything else structured; `empty`: no value in the rows read.
 */
export const ColumnKind = z.enum([
  'text', 'integer', 'float', 'boolean', 'image', 'chat', 'vector', 'class_label', 'class_label_list', 'text_list', 'json', 'empty',
]);
export type ColumnKind = z.infer<typeof ColumnKind>;

export const SourceColumn = z.object({
  name: z.string(),
  kind: ColumnKind,
  /** The label names of a `class_label` or `class_label_list` column, in the order of their numbers. */
  labels: z.array(z.string()).nullable(),
  /** The length of a `vector` column's lists. */
  dimensions: z.int().nullable(),
  /** How many distinct values the rows read hold (text and numbers), to tell terms from free text. */
  distinct_values: z.int().nullable(),
  /** Whether some of the rows read have no value in it. */
  has_empty_values: z.boolean(),
});
export type SourceColumn = z.infer<typeof SourceColumn>;

/** Where the rows come from: a file uploaded to the server, or a split of a Hugging Face Hub dataset. */
export const ImportSource = z.discriminatedUnion('type', [
  z.object({ type: z.literal('file'), upload_id: Id, filename: z.string(), format: SourceFormat, size: z.int() }),
  z.object({ type: z.literal('hub'), dataset: z.string(), subset: z.string(), split: z.string() }),
]);
export type ImportSource = z.infer<typeof ImportSource>;

/**
 * A source described for its configuration page: its columns and its first rows (values made fit for JSON:
 * an image as its URL or data URL, numbers beyond JSON's as text), and how many rows it has when known.
 */
export const SourcePreview = z.object({
  source: ImportSource,
  columns: z.array(SourceColumn),
  rows: z.array(z.record(z.string(), z.unknown())),
  total_rows: z.int().nullable(),
});
export type SourcePreview = z.infer<typeof SourcePreview>;

const MappingItem = z.object({
  source: z.string().min(1).describe('The name of the column in the source'),
  target: z.string().min(1).describe('The name of the field, metadata property, question or vector in the dataset'),
});

/**
 * Which source column goes where: Argilla's `HubDatasetMapping` (fields, metadata, suggestions, the
 * external id), plus vectors, a Gloss extension.
 */
export const ImportMapping = z.object({
  fields: z.array(MappingItem).min(1),
  metadata: z.array(MappingItem).nullish().transform((items) => items ?? []),
  suggestions: z.array(MappingItem).nullish().transform((items) => items ?? []),
  vectors: z.array(MappingItem).nullish().transform((items) => items ?? []),
  external_id: z.string().min(1).nullish().transform((column) => column ?? null),
});
export type ImportMapping = z.output<typeof ImportMapping>;

/** A Hugging Face access token, used for one job or one look at the Hub, and never stored beyond it. */
const HubToken = z.string().min(1).max(1000);

/** A Hub dataset by its repo id (`org/name`) or its page's URL (`https://huggingface.co/datasets/org/name`). */
const HubDatasetName = z.string().min(1).max(500);

/**
 * Argilla's `HubDataset`: import a split of a Hub dataset into this dataset. `token` is a Gloss extension,
 * for a gated or private dataset.
 */
export const HubImportRequest = z.object({
  name: HubDatasetName,
  subset: z.string().min(1).max(500),
  split: z.string().min(1).max(500),
  mapping: ImportMapping,
  token: HubToken.nullish(),
});
export type HubImportRequest = z.output<typeof HubImportRequest>;

/** Import an uploaded file into this dataset (a Gloss extension). */
export const FileImportRequest = z.object({
  upload_id: Id,
  mapping: ImportMapping,
});
export type FileImportRequest = z.output<typeof FileImportRequest>;

/** Argilla's `HubDatasetExport`: write this dataset's records and settings to a Hub dataset repo. */
export const HubExportRequest = z.object({
  name: z.string().min(1).max(500),
  subset: z.string().min(1).max(500).default('default'),
  split: z.string().min(1).max(500).default('train'),
  private: z.boolean().default(false),
  token: HubToken,
});
export type HubExportRequest = z.output<typeof HubExportRequest>;

/** A look at a Hub dataset before importing it: its subsets and their splits. */
export const HubDatasetLookup = z.object({ dataset: HubDatasetName, token: HubToken.nullish() });
export type HubDatasetLookup = z.output<typeof HubDatasetLookup>;

export const HubDatasetSplits = z.object({
  /** The repo id (`org/name`), also when the request named the dataset by its URL. */
  dataset: z.string(),
  subsets: z.array(z.object({
    name: z.string(),
    splits: z.array(z.object({ name: z.string(), rows: z.int().nullable() })),
  })),
});
export type HubDatasetSplits = z.infer<typeof HubDatasetSplits>;

/** A look at one split of a Hub dataset: its columns and first rows. */
export const HubSplitLookup = z.object({
  dataset: HubDatasetName,
  subset: z.string().min(1).max(500),
  split: z.string().min(1).max(500),
  token: HubToken.nullish(),
});
export type HubSplitLookup = z.output<typeof HubSplitLookup>;

export const UploadParams = z.object({ upload_id: Id });

/** The name of the file being uploaded, in a query parameter since the body is the file itself. */
export const UploadQuery = z.object({ filename: z.string().min(1).max(255) });

/** The media type an upload is sent with: the file's bytes, whatever its format. */
export const UPLOAD_MEDIA_TYPE = 'application/octet-stream';
