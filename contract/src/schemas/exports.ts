import { z } from 'zod';
import { SearchRecordsBody } from './search.js';

/** The file formats a dataset's records are exported in. */
export const ExportFormat = z.enum(['jsonl', 'csv', 'parquet']);
export type ExportFormat = z.infer<typeof ExportFormat>;

/** What an export may add to the columns it always has (records, fields, metadata, suggestions, responses). */
export const ExportInclude = z.enum(['vectors']);

/**
 * An export of a dataset's records (a Gloss extension): the format, and the records search body's `query`
 * and `filters` to export only what they match. `sort` is part of the body so that a search body can be
 * sent as it is, but only its absence is accepted: an export comes in the order the records were written,
 * which it can read in batches without sorting a million records first. A similarity `query.vector` is
 * refused for the same reason (its answer is at most 1,000 records ranked by the vector index).
 */
export const RecordsExportRequest = z.object({
  format: ExportFormat,
  query: SearchRecordsBody.shape.query,
  filters: SearchRecordsBody.shape.filters,
  sort: SearchRecordsBody.shape.sort,
  include: z.array(ExportInclude).max(1).nullish(),
});
export type RecordsExportRequest = z.output<typeof RecordsExportRequest>;

/**
 * A download link for an export, for a browser, which cannot send an Authorization header with a plain
 * download: the link holds a signed ticket that is good for one download within a minute.
 */
export const RecordsExportLink = z.object({
  /** Relative to the server: `/api/v1/datasets/{dataset_id}/records/export?token=…`. */
  url: z.string(),
  filename: z.string(),
  /** How many records match now (the download counts again when it starts, in `X-Gloss-Total`). */
  total: z.int(),
  expires_at: z.string().describe('Naive UTC ISO 8601 timestamp, e.g. 2024-07-15T10:21:33.123456'),
});
export type RecordsExportLink = z.infer<typeof RecordsExportLink>;

// A ticket is a JWT (three base64url parts). No length is set here: the server makes no link longer than
// 8,000 characters, and a request line longer than Node reads (16 KiB) is refused before any route (431).
export const RecordsExportDownloadQuery = z.object({ token: z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'a download ticket') });

/** The response header that carries how many records the file being streamed will hold. */
export const EXPORT_TOTAL_HEADER = 'x-gloss-total';

/** The media type each format is served with. */
export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  jsonl: 'application/x-ndjson; charset=utf-8',
  csv: 'text/csv; charset=utf-8; header=present',
  parquet: 'application/vnd.apache.parquet',
};
