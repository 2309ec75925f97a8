import type { DatasetRecord, Response, SearchRecordsBody, SearchRecordsResult } from '@gloss/contract';
import { request } from '../../../shared/api/http';
import type { RecordStatusFilter, ResponseStatus } from './model/types';

/** The body of the caller's queue for one status, as Argilla's app sends it. */
export function queueSearchBody(status: RecordStatusFilter): SearchRecordsBody {
  const and: NonNullable<SearchRecordsBody['filters']>['and'] = [
    { type: 'terms', scope: { entity: 'response', property: 'status' }, values: [status] },
  ];
  // Records the team has already completed leave everyone's pending queue.
  if (status === 'pending') and.push({ type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] });
  return { filters: { and } };
}

export function searchQueue(
  datasetId: string,
  status: RecordStatusFilter,
  offset: number,
  limit: number,
  signal?: AbortSignal,
): Promise<SearchRecordsResult> {
  return request(`/v1/me/datasets/${encodeURIComponent(datasetId)}/records/search`, {
    method: 'POST',
    query: { include: ['responses', 'suggestions'], offset, limit },
    json: queueSearchBody(status),
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
