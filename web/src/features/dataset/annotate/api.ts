import type { DatasetRecord, EndpointResponse, endpoints, Response, ResponsesBulk, SearchRecordsBody, SearchRecordsResult } from '@gloss/contract';
import { request } from '../../../shared/api/http';
import type { ResponseStatus } from './model/types';

/** One page of the caller's records matching a search body (`search/search-body.ts`). */
export function searchQueue(datasetId: string, body: SearchRecordsBody, offset: number, limit: number, signal?: AbortSignal): Promise<SearchRecordsResult> {
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

export function createResponse(recordId: string, body: ResponseBody): Promise<Response> {
  return request(`/v1/records/${encodeURIComponent(recordId)}/responses`, { method: 'POST', json: body });
}

export function updateResponse(responseId: string, body: ResponseBody): Promise<Response> {
  return request(`/v1/responses/${encodeURIComponent(responseId)}`, { method: 'PUT', json: body });
}

export function deleteResponse(responseId: string): Promise<Response> {
  return request(`/v1/responses/${encodeURIComponent(responseId)}`, { method: 'DELETE' });
}

/**
 * Answers up to 100 records at once (the bulk view sends 10 per call); each item succeeds or fails on its
 * own. Silent: the bulk view tells which records failed.
 */
export function upsertMyResponses(items: ResponsesBulk['items']): Promise<EndpointResponse<typeof endpoints.upsertMyResponses>> {
  return request('/v1/me/responses/bulk', { method: 'POST', json: { items }, silent: true });
}
