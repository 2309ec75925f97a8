import type { RecordsExportLink, RecordsExportRequest, SearchRecordsBody, SearchRecordsResult } from '@gloss/contract';
import { request } from '../../../shared/api/http';

const datasetPath = (datasetId: string) => `/v1/datasets/${encodeURIComponent(datasetId)}`;

/**
 * How many records a search matches, in the admin view the export reads: the admin search's total, with
 * one record (the least it answers). Silent: the dialog says when the count is unknown.
 */
export async function countRecords(datasetId: string, body: SearchRecordsBody, signal?: AbortSignal): Promise<number> {
  const result = await request<SearchRecordsResult>(`${datasetPath(datasetId)}/records/search`, {
    method: 'POST',
    query: { limit: 1 },
    json: body,
    silent: true,
    signal,
  });
  return result.total;
}

/** A one-time link the browser downloads the export from. Silent: the dialog says why it failed. */
export function createExportLink(datasetId: string, body: RecordsExportRequest): Promise<RecordsExportLink> {
  return request(`${datasetPath(datasetId)}/records/export-links`, { method: 'POST', json: body, silent: true });
}
