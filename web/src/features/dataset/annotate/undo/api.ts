import type { DatasetRecord, Response, ResponseStatus, ResponseValues, SearchRecordsResult } from '@gloss/contract';
import { request } from '../../../../shared/api/http';
import { trackWrite, writesSettled } from '../writes-in-flight';

/**
 * The calls of an undo. They are silent: a failure is told by the undo itself ("Undo failed", with a
 * way to try again), not by the generic message for the status, which would clear that toast.
 */

/** The search endpoint takes at most this many values in one terms filter. */
export const IDS_PER_READ = 250;

/** The records with these ids as the caller sees them (their own response, the suggestions), once the answers sent before are written. */
export async function readRecords(datasetId: string, recordIds: readonly string[]): Promise<DatasetRecord[]> {
  await writesSettled();
  const records: DatasetRecord[] = [];
  for (let start = 0; start < recordIds.length; start += IDS_PER_READ) {
    const ids = recordIds.slice(start, start + IDS_PER_READ);
    const page = await request<SearchRecordsResult>(`/v1/me/datasets/${encodeURIComponent(datasetId)}/records/search`, {
      method: 'POST',
      query: { include: ['responses', 'suggestions'], offset: 0, limit: ids.length },
      json: { filters: { and: [{ type: 'terms', scope: { entity: 'record', property: 'id' }, values: ids }] } },
      silent: true,
    });
    records.push(...page.items.map((item) => item.record));
  }
  return records;
}

interface RestoreBody {
  status: ResponseStatus;
  values: ResponseValues | null;
}

export function putResponse(responseId: string, body: RestoreBody): Promise<Response> {
  return trackWrite(request(`/v1/responses/${encodeURIComponent(responseId)}`, { method: 'PUT', json: body, silent: true }));
}

export function postResponse(recordId: string, body: RestoreBody): Promise<Response> {
  return trackWrite(request(`/v1/records/${encodeURIComponent(recordId)}/responses`, { method: 'POST', json: body, silent: true }));
}

export function removeResponse(responseId: string): Promise<unknown> {
  return trackWrite(request(`/v1/responses/${encodeURIComponent(responseId)}`, { method: 'DELETE', silent: true }));
}
