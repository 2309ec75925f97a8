import type { DatasetRecord, EndpointResponse, endpoints, Response, ResponsesBulk, SearchRecordsBody, SearchRecordsResult } from '@gloss/contract';
import { responseEntityTag } from '@gloss/contract/response-versions';
import { request } from '../../../shared/api/http';
import { isStaleWrite } from './form/stale-write';
import type { ResponseStatus } from './model/types';
import { trackWrite, writesSettled } from './writes-in-flight';

/**
 * One page of the caller's records matching a search body (`search/search-body.ts`), once the answers sent
 * before it are written: the page it gets reflects them.
 */
export async function searchQueue(datasetId: string, body: SearchRecordsBody, offset: number, limit: number, signal?: AbortSignal): Promise<SearchRecordsResult> {
  await writesSettled();
  return request(`/v1/me/datasets/${encodeURIComponent(datasetId)}/records/search`, {
    method: 'POST',
    query: { include: ['responses', 'suggestions'], offset, limit },
    json: body,
    signal,
  });
}

export function fetchRecord(recordId: string, signal?: AbortSignal): Promise<DatasetRecord> {
  return request(`/v1/records/${encodeURIComponent(recordId)}`, { query: { include: ['responses', 'suggestions'] }, signal, silent: true });
}

export interface ResponseBody {
  status: ResponseStatus;
  values?: Record<string, { value: unknown }>;
}

// A stale write (the record changed elsewhere) is said by the record itself, with what to do next.
const OPTIONS_STALE_SAID = { silent: isStaleWrite } as const;

/** The caller's first answer to a record; 409 when they already have one (another tab made it). */
export function createResponse(recordId: string, body: ResponseBody): Promise<Response> {
  return trackWrite(request(`/v1/records/${encodeURIComponent(recordId)}/responses`, { method: 'POST', json: body, ...OPTIONS_STALE_SAID }));
}

/** Changes the response read as `read`: 412 when it was changed elsewhere since. */
export function updateResponse(read: Pick<Response, 'id' | 'updated_at'>, body: ResponseBody): Promise<Response> {
  return trackWrite(
    request(`/v1/responses/${encodeURIComponent(read.id)}`, {
      method: 'PUT',
      json: body,
      headers: { 'if-match': responseEntityTag(read) },
      ...OPTIONS_STALE_SAID,
    }),
  );
}

/** Deletes the response read as `read`: 412 when it was changed elsewhere since. */
export function deleteResponse(read: Pick<Response, 'id' | 'updated_at'>): Promise<Response> {
  return trackWrite(request(`/v1/responses/${encodeURIComponent(read.id)}`, { method: 'DELETE', headers: { 'if-match': responseEntityTag(read) }, ...OPTIONS_STALE_SAID }));
}

/**
 * Answers up to 100 records at once (the bulk view sends 10 per call); each item succeeds or fails on its
 * own. Silent: the bulk view tells which records failed.
 */
export function upsertMyResponses(items: ResponsesBulk['items']): Promise<EndpointResponse<typeof endpoints.upsertMyResponses>> {
  return trackWrite(request('/v1/me/responses/bulk', { method: 'POST', json: { items }, silent: true }));
}
